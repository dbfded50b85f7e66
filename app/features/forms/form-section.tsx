import type { ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

type FormCardProps = {
  id: string;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * Where a page's form lives: a titled, focusable card that buttons scroll to. The card itself is
 * the target, so a scroll lands with the form just under the header, not on the band above it.
 * The form itself comes from the forms feature as `children`.
 */
export function FormCard({ id, title, subtitle, children, className }: FormCardProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className={cn(
        'rounded-2xl border bg-card p-6 text-card-foreground shadow-sm outline-none sm:p-8',
        className,
      )}
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {subtitle ? <div className="mt-2 text-muted-foreground">{subtitle}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A form card as a section of its own, in the page's rhythm. */
export function FormSection(props: Omit<FormCardProps, 'className'>) {
  return (
    <div className="py-section">
      <div className="mx-auto max-w-2xl px-4 sm:px-6">
        <FormCard {...props} />
      </div>
    </div>
  );
}
