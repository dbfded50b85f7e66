import { TriangleAlertIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { DecisionPreview } from '#schemas/applications/decision-preview.ts';
import { statusLabel, type StatusChangeResult } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { Button } from '#app/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { notify } from '#app/lib/notify.ts';
import { useAdminAction } from '#app/features/admin/shared/admin-action.ts';
import {
  OverCapacityError,
  previewStatus,
  setStatus,
  SignedOutError,
} from '#app/features/admin/shared/admin-api.ts';
import type { ChosenRows } from '#schemas/organisers/admin-api-contract.ts';
import { DecisionMail } from '#app/features/admin/mail/decision-mail.tsx';
import {
  confirmQuestion,
  decidedLine,
  freePlacesWarning,
  leftLine,
  mailedLine,
  namesLine,
  unchangedLine,
  type ReviewAction,
  entryWords,
} from './review-wording.ts';

type Step =
  | { step: 'checking' }
  | { step: 'confirm'; preview: DecisionPreview }
  /** Approving past an event's places: the server's words, to approve anyway or not. */
  | { step: 'over'; preview: DecisionPreview; message: string }
  /** The server would not take the choice (more than 1000 matching, say). */
  | { step: 'refused'; message: string };

/** The decision's button: red for a decline, as for any step that turns people away. */
export function decisionVariant(action: ReviewAction) {
  return action.status === 'declined' ? 'destructive' : 'default';
}

/** A decision offered beside others (an entry's, a guest's): outlined, a decline still red. */
export function choiceVariant(action: ReviewAction) {
  return decisionVariant(action) === 'destructive' ? 'destructive' : 'outline';
}

/**
 * The question before a decision (docs/product/screens.md#deciding-on-applications): who it
 * changes and who it leaves, how many it mails, the places still free at their events, the
 * optional message, and the mail each will get. The server's preview says all of it; Confirm
 * makes the change, says what it did in a notice naming the people, and hands the result on.
 */
export function DecisionConfirm({
  table,
  chosen,
  action,
  question = (text) => <h3 className="font-semibold">{text}</h3>,
  onDecided,
  onCancel,
  onSignedOut,
}: {
  table: SubmissionTable;
  chosen: ChosenRows;
  action: ReviewAction;
  /** The question as a heading of the place it is asked in (a dialog's title, say). */
  question?: (text: string) => ReactNode;
  onDecided: (result: StatusChangeResult) => void;
  onCancel: () => void;
  onSignedOut: () => void;
}) {
  const id = useId();
  const [asking, setAsking] = useState<Step>({ step: 'checking' });
  const [message, setMessage] = useState('');
  const { busy, run } = useAdminAction(onSignedOut);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { status, label } = action;

  useEffect(() => {
    let current = true;
    previewStatus(table, { ...chosen, status }).then(
      (preview) => {
        if (current) setAsking({ step: 'confirm', preview });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof SignedOutError) return onSignedOut();
        setAsking({
          step: 'refused',
          message: error instanceof Error ? error.message : 'Please try again.',
        });
      },
    );
    return () => {
      current = false;
    };
    // The question is asked once, for the choice it was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Focus follows the question: onto its answer when it is asked.
  const canConfirm =
    asking.step === 'over' || (asking.step === 'confirm' && asking.preview.changing > 0);
  useEffect(() => {
    if (asking.step === 'checking') return;
    (canConfirm ? confirmRef : cancelRef).current?.focus();
  }, [asking.step, canConfirm]);

  async function decide(preview: DecisionPreview, confirmOverCapacity: boolean) {
    const trimmed = message.trim();
    const decided = await run(
      () =>
        setStatus(table, {
          ...chosen,
          status,
          ...(trimmed ? { message: trimmed } : {}),
          ...(confirmOverCapacity ? { confirmOverCapacity: true } : {}),
        }),
      {
        failed: 'Status change failed',
        words: 'every error',
        inPlace: (error) => error instanceof OverCapacityError,
      },
    );
    if (!decided.ok) {
      if (decided.error instanceof OverCapacityError) {
        setAsking({ step: 'over', preview, message: decided.error.message });
      }
      return;
    }
    const result = decided.value;
    // In the order the confirmation named them (the list's).
    const changed = new Set(result.changed);
    const changedNames = preview.people.changing
      .filter((person) => changed.has(person.id))
      .map((person) => person.name);
    const left = leftLine(table, status, result);
    notify.success(
      decidedLine(table, status, changedNames, result.changed.length),
      left ? { description: left } : undefined,
    );
    onDecided(result);
  }

  if (asking.step === 'checking') {
    return (
      <div className="grid gap-2">
        {question(`${label}...`)}
        <p role="status" className="text-sm text-muted-foreground">
          Checking...
        </p>
      </div>
    );
  }
  if (asking.step === 'refused') {
    return (
      <div className="grid gap-3">
        {question(`${label}?`)}
        <p role="alert">{asking.message}</p>
        <div className="flex flex-wrap gap-2">
          <Button ref={cancelRef} variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  const { preview } = asking;
  const { people } = preview;
  const names = (group: typeof people.changing, total: number) =>
    namesLine(
      group.map((person) => person.name),
      total,
    );
  const already = preview.selected - preview.changing - preview.withdrawn;
  const warnings = preview.events.flatMap((event) => freePlacesWarning(status, event) ?? []);

  return (
    <div className="grid gap-3">
      {question(confirmQuestion(table, label, preview.selected))}
      {preview.changing > 0 ? (
        <p className="break-words">
          <span className="font-medium">To be {statusLabel(status).toLowerCase()}: </span>
          {names(people.changing, preview.changing)}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {mailedLine(preview.mailed)} {unchangedLine(table, status, preview)}
      </p>
      {people.withdrawn.length > 0 ? (
        <p className="text-sm break-words">
          <span className="font-medium">Not mailed, withdrawn by {entryWords(table).sender}: </span>
          {names(people.withdrawn, preview.withdrawn)}
        </p>
      ) : null}
      {people.already.length > 0 ? (
        <p className="text-sm break-words">
          <span className="font-medium">Already {statusLabel(status).toLowerCase()}: </span>
          {names(people.already, already)}
        </p>
      ) : null}
      {warnings.map((warning) => (
        <p
          key={warning}
          className="flex gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">Warning: </span>
            {warning}
          </span>
        </p>
      ))}
      {preview.changing > 0 ? (
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
      ) : null}
      {preview.mailed > 0 ? (
        <DecisionMail
          table={table}
          status={status}
          message={message}
          people={people.changing}
          mailed={preview.mailed}
          onSignedOut={onSignedOut}
        />
      ) : null}
      {asking.step === 'over' ? <p role="alert">{asking.message}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          ref={confirmRef}
          variant={decisionVariant(action)}
          disabled={busy || !canConfirm}
          onClick={() => void decide(preview, asking.step === 'over')}
        >
          {busy ? 'Saving...' : asking.step === 'over' ? 'Approve anyway' : 'Confirm'}
        </Button>
        <Button ref={cancelRef} variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/**
 * The question before a decision in a dialog of its own, open while `action` is chosen: the
 * bar over chosen rows and a guest's card ask the same.
 */
export function DecisionDialog({
  table,
  chosen,
  action,
  onDecided,
  onClose,
  onSignedOut,
}: {
  table: SubmissionTable;
  chosen: ChosenRows;
  action: ReviewAction | null;
  onDecided: (result: StatusChangeResult) => void;
  onClose: () => void;
  onSignedOut: () => void;
}) {
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent width="decision">
        {action ? (
          <DecisionConfirm
            table={table}
            chosen={chosen}
            action={action}
            question={(text) => (
              <DialogHeader>
                <DialogTitle>{text}</DialogTitle>
                <DialogDescription>
                  Nothing changes and no one is mailed until you confirm.
                </DialogDescription>
              </DialogHeader>
            )}
            onDecided={onDecided}
            onCancel={onClose}
            onSignedOut={onSignedOut}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
