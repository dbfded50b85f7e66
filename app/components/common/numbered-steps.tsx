export type NumberedStep = { title: string; description: string };

/** A short "how it works" sequence: numbered cards, side by side on wide screens. */
export function NumberedSteps({ steps }: { steps: readonly NumberedStep[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border bg-card p-6 text-card-foreground">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
