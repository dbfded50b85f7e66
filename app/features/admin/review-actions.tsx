import { useEffect, useId, useRef, useState } from 'react';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import type { ReviewStatus, StatusChangePreview } from '#schemas/review-statuses.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { notify } from '#app/lib/notify.ts';
import {
  OverCapacityError,
  previewStatus,
  setStatus,
  SignedOutError,
  type ChosenRows,
} from './admin-api.ts';
import {
  confirmQuestion,
  mailedLine,
  resultLine,
  reviewActionsOf,
  unchangedLine,
} from './review-wording.ts';

type Action = { status: ReviewStatus; label: string };

type Asking =
  | { step: 'choose' }
  | ({ step: 'checking' } & Action)
  | ({ step: 'confirm'; preview: StatusChangePreview } & Action)
  | ({ step: 'over'; message: string } & Action)
  /** The server would not take the selection (more than 1000 matching, say). */
  | { step: 'refused'; message: string };

/**
 * The bar over the chosen rows (some by id, or every row matching the list): a status for all of
 * them with an optional message. The server first says how many change and how many people are
 * mailed, which the question in place repeats; approving past an event's places (409 from
 * server/routes/admin-review-routes.ts) asks again with the server's words.
 */
export function ReviewActions({
  table,
  chosen,
  count,
  onDone,
  onSignedOut,
}: {
  table: SubmissionTable;
  chosen: ChosenRows;
  /** How many rows are chosen, as the list counts them. */
  count: number;
  onDone: () => void;
  onSignedOut: () => void;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [asking, setAsking] = useState<Asking>({ step: 'choose' });
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  // Focus follows the question: onto its first button when it is asked.
  useEffect(() => {
    if (asking.step === 'confirm' || asking.step === 'over') confirmRef.current?.focus();
    if (asking.step === 'refused') cancelRef.current?.focus();
  }, [asking.step]);

  function failed(error: unknown, title: string) {
    if (error instanceof SignedOutError) return onSignedOut();
    notify.error(title, {
      description: error instanceof Error ? error.message : 'Please try again.',
    });
    setAsking({ step: 'choose' });
  }

  async function ask(action: Action) {
    setAsking({ step: 'checking', ...action });
    try {
      const preview = await previewStatus(table, { ...chosen, status: action.status });
      setAsking({ step: 'confirm', preview, ...action });
    } catch (error) {
      if (error instanceof SignedOutError) return onSignedOut();
      setAsking({
        step: 'refused',
        message: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  }

  async function run(action: Action, confirmOverCapacity: boolean) {
    setBusy(true);
    try {
      const trimmed = message.trim();
      const result = await setStatus(table, {
        ...chosen,
        status: action.status,
        ...(trimmed ? { message: trimmed } : {}),
        ...(confirmOverCapacity ? { confirmOverCapacity: true } : {}),
      });
      notify.success('Status changed', {
        description: resultLine(table, action.label, action.status, result),
      });
      setAsking({ step: 'choose' });
      setMessage('');
      onDone();
    } catch (error) {
      if (error instanceof OverCapacityError) {
        setAsking({ step: 'over', message: error.message, ...action });
      } else {
        failed(error, 'Status change failed');
      }
    } finally {
      setBusy(false);
    }
  }

  const matching = 'matching' in chosen;
  return (
    <section
      aria-label="Selected entries"
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <p className="font-medium" role="status">
        {matching
          ? `All ${count.toLocaleString('en-GB')} matching selected`
          : `${count.toLocaleString('en-GB')} selected`}
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
      {asking.step === 'choose' || asking.step === 'checking' ? (
        <div className="flex flex-wrap gap-2">
          {reviewActionsOf(table).map((action) => (
            <Button
              key={action.status}
              variant="outline"
              disabled={asking.step === 'checking'}
              onClick={() => void ask(action)}
            >
              {asking.step === 'checking' && asking.status === action.status
                ? 'Checking...'
                : action.label}
            </Button>
          ))}
        </div>
      ) : (
        <div role="alert" className="grid gap-2">
          {asking.step === 'confirm' ? (
            <>
              <p>{confirmQuestion(table, asking.label, asking.preview.selected)}</p>
              <p className="text-sm text-muted-foreground">
                {mailedLine(asking.preview.mailed)}{' '}
                {unchangedLine(table, asking.status, asking.preview)}
              </p>
            </>
          ) : (
            <p>{asking.message}</p>
          )}
          <div className="flex flex-wrap gap-2">
            {asking.step === 'refused' ? null : (
              <Button
                ref={confirmRef}
                disabled={busy}
                onClick={() =>
                  void run({ status: asking.status, label: asking.label }, asking.step === 'over')
                }
              >
                {asking.step === 'confirm' ? 'Confirm' : 'Approve anyway'}
              </Button>
            )}
            <Button
              ref={cancelRef}
              variant="outline"
              disabled={busy}
              onClick={() => setAsking({ step: 'choose' })}
            >
              Cancel
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
