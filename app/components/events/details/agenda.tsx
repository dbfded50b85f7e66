export type AgendaItem = { title: string; duration: string; description?: string };

/** An ordered programme: each block with its length and what happens. */
export function Agenda({ items }: { items: readonly AgendaItem[] }) {
  return (
    <ol className="mx-auto grid max-w-3xl gap-4">
      {items.map((item, index) => (
        <li
          key={item.title}
          className="flex gap-4 rounded-xl border bg-card p-5 text-card-foreground"
        >
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold">
              {item.title}{' '}
              <span className="font-normal text-muted-foreground">· {item.duration}</span>
            </h3>
            {item.description ? (
              <p className="mt-1 text-muted-foreground">{item.description}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
