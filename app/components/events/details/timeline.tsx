export type TimelineItem = { time: string; title: string; description?: string };

/** The evening hour by hour. */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <ol className="relative mx-auto max-w-2xl border-l-2 border-primary/30 pl-6">
      {items.map((item) => (
        <li key={item.time} className="relative pb-6 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[31px] size-3 rounded-full bg-primary ring-4 ring-background"
          />
          <p className="text-sm font-semibold text-primary">
            <time>{item.time}</time>
          </p>
          <p className="font-medium">{item.title}</p>
          {item.description ? <p className="text-muted-foreground">{item.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}
