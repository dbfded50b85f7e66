import type { ReactNode } from 'react';

/** A full-width band in the brand colour: a heading, a sentence or two and the page's main button. */
export function CallToActionBand({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="bg-primary py-section text-primary-foreground"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className="mt-4 text-lg text-pretty opacity-90">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
