import type { ReactNode } from 'react';
import { PageArt } from '#app/components/page-top/page-art.tsx';

/**
 * A page's opening band: an optional eyebrow, the page's single <h1>, a lead paragraph,
 * call-to-action buttons and anything else the hero holds (an intro box, a goal), under the
 * page's own band of artwork.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-accent/60 to-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-radial from-primary/10 to-transparent to-70%"
      />
      <div className="relative mx-auto max-w-4xl px-4 pt-8 pb-14 text-center sm:px-6 sm:pt-12 sm:pb-20">
        <PageArt className="mb-8 sm:mb-10" />
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead ? (
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{lead}</p>
        ) : null}
        {actions ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
        ) : null}
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
