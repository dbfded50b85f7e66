import type { AdminSummary, AdminView } from '#schemas/admin-views.ts';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type StatCard = { label: string; value: number };

/** Numbers at a glance, each under its label. */
export function StatCardList({ cards }: { cards: readonly StatCard[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <div
          key={card.label}
          className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
        >
          <dt className="text-sm font-medium text-muted-foreground">{card.label}</dt>
          <dd className="mt-1 text-3xl font-bold tabular-nums">
            {card.value.toLocaleString('en-GB')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Total Registrations, Speaker Interest, Unique Companies — over all rows
 * (docs/product/screens.md#event-registrations-view).
 */
export function StatCards({ view, stats }: { view: AdminView; stats: AdminSummary['stats'] }) {
  return (
    <StatCardList
      cards={[
        { label: `Total ${capitalise(view.plural)}`, value: stats.total },
        ...(view.flagStat && stats.flagged !== null
          ? [{ label: view.flagStat.label, value: stats.flagged }]
          : []),
        ...(stats.uniqueCompanies !== null
          ? [{ label: 'Unique Companies', value: stats.uniqueCompanies }]
          : []),
      ]}
    />
  );
}
