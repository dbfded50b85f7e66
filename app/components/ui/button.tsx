import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from './slot.tsx';
import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center rounded-md text-center font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        // Dark text in the dark theme: white on its lighter red is 3.2:1, under WCAG AA's 4.5:1.
        destructive:
          'bg-destructive text-white shadow-xs hover:bg-destructive/90 dark:text-primary-foreground',
        outline:
          'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:border-input dark:bg-input/30 dark:hover:bg-input/50',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      // NOTE: each size sets its own gap and text size: `cn` does not merge conflicting classes
      // (docs/decisions/011-no-tailwind-merge-in-the-browser.md).
      size: {
        // min-h: a long label wraps onto a second line on narrow screens instead of overflowing.
        default: 'min-h-9 gap-2 px-4 py-2 text-sm has-[>svg]:px-3',
        sm: 'min-h-8 gap-1.5 px-3 py-1 text-sm has-[>svg]:px-2.5',
        lg: 'min-h-11 gap-2 px-6 py-2 text-base has-[>svg]:px-4',
        icon: 'size-9',
      },
    },
    defaultVariants: {
      variant: 'default',
      size: 'default',
    },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}
