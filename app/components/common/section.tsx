import type { ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

/** A page section with its <h2>; `id` makes it a link target (and names the region). */
export function Section({
  id,
  title,
  eyebrow,
  lead,
  children,
  className,
  muted = false,
}: {
  id?: string;
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** A tinted band, to separate sections on long pages. */
  muted?: boolean;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-section', muted && 'bg-muted/50', className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          ) : null}
          <h2
            id={headingId}
            className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          {lead ? <div className="mt-4 text-lg text-muted-foreground">{lead}</div> : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
