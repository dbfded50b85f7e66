import { Button } from '#app/components/ui/button.tsx';
import {
  statusesOf,
  statusLabel,
  type ReviewStatus,
} from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';

/**
 * "All" and one toggle per review status of the table, each with its count from the summary
 * once it has arrived. The chosen one is `status` in the address
 * (app/features/admin/shared/admin-params.ts).
 */
export function StatusTabs({
  table,
  current,
  counts,
  onChoose,
}: {
  table: SubmissionTable;
  current: ReviewStatus | undefined;
  counts: Record<string, number> | undefined;
  onChoose: (status: ReviewStatus | undefined) => void;
}) {
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const tabs: { status: ReviewStatus | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: 'All', count: total },
    ...statusesOf(table).map((status) => ({
      status,
      label: statusLabel(status),
      count: counts ? (counts[status] ?? 0) : undefined,
    })),
  ];
  return (
    <div role="group" aria-label="Review status" className="flex flex-wrap gap-2">
      {tabs.map((tab) => {
        const chosen = tab.status === current;
        return (
          <Button
            key={tab.status ?? 'all'}
            size="sm"
            variant={chosen ? 'default' : 'outline'}
            aria-pressed={chosen}
            onClick={() => onChoose(tab.status)}
          >
            {tab.count === undefined
              ? tab.label
              : `${tab.label} (${tab.count.toLocaleString('en-GB')})`}
          </Button>
        );
      })}
    </div>
  );
}
