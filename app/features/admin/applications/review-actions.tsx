import { XIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { StatusChangeResult } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { Button } from '#app/components/ui/button.tsx';
import type { ChosenRows } from '#schemas/organisers/admin-api-contract.ts';
import { DecisionDialog } from './decision-confirm.tsx';
import { reviewActionsOf, type ReviewAction } from './review-wording.ts';

/**
 * The bar over the chosen rows (some by id, or every row matching the list): it floats at the
 * bottom of the window, so ticking a row moves no row. Each decision asks first, in a dialog
 * (decision-confirm.tsx): who it changes, who it mails and with what mail.
 */
export function ReviewActions({
  table,
  chosen,
  count,
  children,
  onDone,
  onClear,
  onSignedOut,
}: {
  table: SubmissionTable;
  chosen: ChosenRows;
  /** How many rows are chosen, as the list counts them. */
  count: number;
  /** What else the bar says of the choice ("Select all 103 matching"). */
  children?: ReactNode;
  onDone: (result: StatusChangeResult) => void;
  onClear: () => void;
  onSignedOut: () => void;
}) {
  const [action, setAction] = useState<ReviewAction | null>(null);
  const matching = 'matching' in chosen;

  return (
    <section
      aria-label="Selected entries"
      className="sticky bottom-3 z-30 grid gap-2 rounded-xl border border-primary/40 bg-card p-3 text-card-foreground shadow-lg"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto font-medium" role="status">
          {matching
            ? `All ${count.toLocaleString('en-GB')} matching selected`
            : `${count.toLocaleString('en-GB')} selected`}
        </p>
        {reviewActionsOf(table).map((option) => (
          <Button
            key={option.status}
            size="sm"
            variant={option.status === 'declined' ? 'destructive' : 'outline'}
            aria-haspopup="dialog"
            onClick={() => setAction(option)}
          >
            {option.label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={onClear}>
          <XIcon aria-hidden="true" />
          Clear
        </Button>
      </div>
      {children}
      <DecisionDialog
        table={table}
        chosen={chosen}
        action={action}
        onDecided={(result) => {
          setAction(null);
          onDone(result);
        }}
        onClose={() => setAction(null)}
        onSignedOut={onSignedOut}
      />
    </section>
  );
}
