/** Short titled points (principles, offers…) as a row of cards, three across on wide screens. */
export function InfoCardGrid({
  items,
}: {
  items: readonly { title: string; description: string }[];
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm"
        >
          <h3 className="font-semibold">{item.title}</h3>
          <p className="mt-2 text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
