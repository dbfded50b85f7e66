import { cn } from '#app/lib/cn.ts';

export type InfoCard = { title: string; description: string };

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
} as const;

/** A grid of titled cards (insights, capabilities, topics…), as a list. */
export function InfoCardGrid({
  items,
  columns = 3,
  headingLevel = 3,
  className,
}: {
  items: readonly InfoCard[];
  columns?: keyof typeof columnClasses;
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cn('grid gap-4', columnClasses[columns], className)}>
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-2xl border bg-card p-6 text-card-foreground shadow-xs"
        >
          <Heading className="text-lg leading-snug font-semibold">{item.title}</Heading>
          <p className="mt-2 text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
