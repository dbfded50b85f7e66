import { SparklesIcon } from 'lucide-react';
import type { ProgrammeTopic } from '#content/event-pages.ts';

/** What a programme covers, as a grid of topic cards. */
export function ProgrammeTopics({ items }: { items: readonly ProgrammeTopic[] }) {
  return (
    <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2">
      {items.map((topic) => (
        <li key={topic.title} className="rounded-xl border bg-card p-6 text-card-foreground">
          <SparklesIcon aria-hidden="true" className="size-5 text-primary" />
          <h3 className="mt-3 text-lg font-semibold">{topic.title}</h3>
          <p className="mt-1 text-muted-foreground">{topic.description}</p>
        </li>
      ))}
    </ul>
  );
}
