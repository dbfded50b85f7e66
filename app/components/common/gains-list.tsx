import { CheckCircle2Icon } from 'lucide-react';

/** "What You'll Gain"-style list of benefits. */
export function GainsList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item}
          className="flex items-start gap-3 rounded-xl bg-card p-4 text-card-foreground shadow-sm"
        >
          <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
