import { manifesto } from '#content/community.ts';

/** The community's manifesto and its mantra, shown on the community home and the About page. */
export function Manifesto() {
  return (
    <section
      id="manifesto"
      aria-labelledby="manifesto-heading"
      className="bg-primary py-section text-primary-foreground dark:bg-gradient-to-br dark:from-secondary dark:to-background dark:text-foreground"
    >
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-widest uppercase opacity-80 dark:text-primary dark:opacity-100">
          {manifesto.title}
        </p>
        <h2
          id="manifesto-heading"
          className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          {manifesto.mantra}
        </h2>
        <ul className="mt-10 grid gap-4 text-left sm:grid-cols-2">
          {manifesto.principles.map((principle) => (
            <li
              key={principle}
              className="rounded-xl bg-primary-foreground/10 p-5 leading-relaxed ring-1 ring-primary-foreground/20 dark:bg-card/60 dark:ring-border"
            >
              {principle}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
