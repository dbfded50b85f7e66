import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';

/**
 * A round portrait or initials, in plain markup: the image is in the prerendered HTML (it loads
 * lazily) and no script is needed to show it.
 */
const avatarVariants = cva('relative flex shrink-0 overflow-hidden rounded-full', {
  variants: {
    // Each size sets the initials' text size too.
    size: {
      xs: 'size-7 text-[0.65rem]',
      sm: 'size-12 text-base',
      md: 'size-14 text-base',
      lg: 'size-16 text-lg',
      xl: 'size-20 text-xl',
      /** lg on phones, xl from the sm breakpoint. */
      'lg-xl': 'size-16 text-lg sm:size-20 sm:text-xl',
    },
  },
  defaultVariants: {
    size: 'lg',
  },
});

export type AvatarSize = NonNullable<VariantProps<typeof avatarVariants>['size']>;

export function Avatar({
  className,
  size,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof avatarVariants>) {
  return <span data-slot="avatar" className={cn(avatarVariants({ size }), className)} {...props} />;
}

export function AvatarImage({ className, alt, ...props }: ComponentProps<'img'> & { alt: string }) {
  return (
    <img
      data-slot="avatar-image"
      alt={alt}
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

const avatarFallbackVariants = cva(
  'relative flex size-full items-center justify-center rounded-full font-semibold',
  {
    variants: {
      tone: {
        plain: 'bg-secondary text-secondary-foreground',
        /** Light letters over a dark picture the caller puts inside (positioned `absolute`). */
        onArt: 'bg-art text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.35)]',
      },
    },
    defaultVariants: { tone: 'plain' },
  },
);

export function AvatarFallback({
  className,
  tone,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof avatarFallbackVariants>) {
  return (
    <span
      data-slot="avatar-fallback"
      className={cn(avatarFallbackVariants({ tone }), className)}
      {...props}
    />
  );
}
