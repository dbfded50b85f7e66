import { useEffect, useId, useRef, useState } from 'react';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import type { ReviewStatus } from '#schemas/review-statuses.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { notify } from '#app/lib/notify.ts';
import { OverCapacityError, setStatus, SignedOutError } from './admin-api.ts';
import { confirmQuestion, countOf, reviewActionsOf } from './review-wording.ts';

type Asking =
  | { step: 'choose' }
  | { step: 'confirm'; status: ReviewStatus; label: string }
  | { step: 'over'; status: ReviewStatus; label: string; message: string };

/**
 * The bar over the selected rows: a status for all of them with an optional message, asked once
 * more in place; approving past an event's places (409 from server/routes/admin-review.ts) asks
 * again with the server's words.
 */
export function ReviewActions({
  table,
  ids,
  onDone,
  onSignedOut,
}: {
  table: SubmissionTable;
  ids: number[];
  onDone: () => void;
  onSignedOut: () => void;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [asking, setAsking] = useState<Asking>({ step: 'choose' });
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking.step !== 'choose') confirmRef.current?.focus();
  }, [asking.step]);

  async function run(status: ReviewStatus, label: string, confirmOverCapacity: boolean) {
    setBusy(true);
    try {
      const trimmed = message.trim();
      const result = await setStatus(table, {
        ids,
        status,
        ...(trimmed ? { message: trimmed } : {}),
        ...(confirmOverCapacity ? { confirmOverCapacity: true } : {}),
      });
      notify.success('Status changed', {
        description: `${label}: ${countOf(table, result.changed.length)} changed.`,
      });
      setAsking({ step: 'choose' });
      setMessage('');
      onDone();
    } catch (error) {
      if (error instanceof SignedOutError) return onSignedOut();
      if (error instanceof OverCapacityError) {
        setAsking({ step: 'over', status, label, message: error.message });
      } else {
        notify.error('Status change failed', {
          description: error instanceof Error ? error.message : 'Please try again.',
        });
        setAsking({ step: 'choose' });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-label="Selected entries"
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <p className="font-medium" role="status">
        {ids.length.toLocaleString('en-GB')} selected
      </p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Message (optional)</Label>
        <Textarea
          id={`${id}-message`}
          value={message}
          maxLength={2000}
          onChange={(event) => setMessage(event.target.value)}
          rows={2}
        />
      </div>
      {asking.step === 'choose' ? (
        <div className="flex flex-wrap gap-2">
          {reviewActionsOf(table).map((action) => (
            <Button
              key={action.status}
              variant="outline"
              onClick={() => setAsking({ step: 'confirm', ...action })}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ) : (
        <div role="alert" className="grid gap-2">
          <p>
            {asking.step === 'confirm'
              ? confirmQuestion(table, asking.label, ids.length)
              : asking.message}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={confirmRef}
              disabled={busy}
              onClick={() => void run(asking.status, asking.label, asking.step === 'over')}
            >
              {asking.step === 'confirm' ? 'Confirm' : 'Approve anyway'}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setAsking({ step: 'choose' })}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
