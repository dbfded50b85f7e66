import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';

const labelVariants = cva(
  'flex items-center gap-2 text-sm select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
  {
    variants: {
      variant: {
        default: 'leading-none font-medium',
        /** Beside a checkbox: a sentence that may wrap. */
        checkbox: 'leading-snug font-normal',
      },
    },
    defaultVariants: {
      variant: 'default',
    },
  },
);

export function Label({
  className,
  variant,
  ...props
}: ComponentProps<'label'> & VariantProps<typeof labelVariants>) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor.
    <label data-slot="label" className={cn(labelVariants({ variant }), className)} {...props} />
  );
}
