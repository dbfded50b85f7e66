import type { AdminSummary, AdminView } from '#schemas/applications/admin-views.ts';
import { cn } from '#app/lib/cn.ts';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type StatCard = { label: string; value: number };

/** Numbers at a glance, each under its label; `className` sets another grid (two on a phone). */
export function StatCardList({
  cards,
  className,
}: {
  cards: readonly StatCard[];
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-3', className)}>
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
