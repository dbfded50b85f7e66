import type { ReactNode } from 'react';

/**
 * Where a page's form lives: a titled, focusable section that buttons scroll to.
 * The form itself comes from the forms feature (issue 4) as `children`.
 */
export function FormSection({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      // NOTE: the scroll margin is the header's height (4rem) plus 1rem minus the section's top
      // padding, so a button that scrolls here lands with the card just under the header.
      className="scroll-mt-4 py-16 outline-none sm:scroll-mt-0 sm:py-20"
    >
      <div className="mx-auto max-w-2xl px-4 sm:px-6">
        <div className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          {subtitle ? <div className="mt-2 text-muted-foreground">{subtitle}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </section>
  );
}
