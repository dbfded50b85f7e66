import type { ReactNode } from 'react';
import { PageArt } from '#app/components/page-top/page-art.tsx';

/** A page's top section: its band of artwork, its single <h1> and an optional lead paragraph. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-section text-center sm:px-6">
      <PageArt className="mb-8 sm:mb-10" />
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      {children ? <div className="mt-4 text-lg text-muted-foreground">{children}</div> : null}
    </section>
  );
}
