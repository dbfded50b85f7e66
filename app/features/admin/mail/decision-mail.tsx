import { useEffect, useId, useState } from 'react';
import type {
  DecisionMailPreview,
  DecisionPerson,
} from '#schemas/applications/decision-preview.ts';
import type { ReviewStatus } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { Label } from '#app/components/ui/label.tsx';
import { previewDecisionMail, SignedOutError } from '#app/features/admin/shared/admin-api.ts';
import { useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';

export type Shown<Preview extends DecisionMailPreview = DecisionMailPreview> =
  | { state: 'loading' }
  | { state: 'loaded'; preview: Preview }
  | { state: 'failed'; message: string };

/** A pause after typing before the mail is rendered again with the message. */
const typingPauseMs = 400;

/**
 * A mail as the server renders it for a step not yet taken (a decision, a cancellation), read
 * again a moment after `key` (what it depends on: the person, the message as typed) changes;
 * nothing is read while `key` is null (the dialog it shows in is shut).
 */
export function useRenderedMail<Preview extends DecisionMailPreview>(
  render: (signal: AbortSignal) => Promise<Preview>,
  key: string | null,
  onSignedOut: () => void,
): Shown<Preview> {
  const [shown, setShown] = useState<Shown<Preview>>({ state: 'loading' });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setShown({ state: 'loading' });
      render(controller.signal).then(
        (preview) => setShown({ state: 'loaded', preview }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof SignedOutError) return onSignedOut();
          setShown({
            state: 'failed',
            message: error instanceof Error ? error.message : 'The mail could not be shown.',
          });
        },
      );
    }, typingPauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for everything `render` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, onSignedOut]);
  return shown;
}

/**
 * The mail a dialog shows while it is open, read again as `dependsOn` (what she types) changes;
 * nothing is read while it is shut (undefined).
 */
export function useRenderedMailWhile<Preview extends DecisionMailPreview>(
  open: boolean,
  render: (signal: AbortSignal) => Promise<Preview>,
  dependsOn: readonly unknown[],
): Shown<Preview> | undefined {
  const refresh = useAdminRefresh();
  const shown = useRenderedMail(render, open ? JSON.stringify(dependsOn) : null, refresh);
  return open ? shown : undefined;
}

/** A rendered mail's recipient, subject, attachments and text, or why there is none. */
export function RenderedMail({ shown, none }: { shown: Shown; none: string }) {
  const mail = shown.state === 'loaded' ? shown.preview.mail : null;
  if (shown.state === 'failed') return <p className="text-sm">{shown.message}</p>;
  if (!mail) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {shown.state === 'loading' ? 'Rendering the mail...' : none}
      </p>
    );
  }
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-muted-foreground">To</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="break-words">{mail.subject}</dd>
        {mail.attachments.length > 0 ? (
          <>
            <dt className="text-muted-foreground">Attached</dt>
            <dd className="break-all">{mail.attachments.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must be reachable by keyboard.
        tabIndex={0}
        aria-label={`Mail text to ${mail.to}`}
        className="max-h-64 overflow-auto rounded-md bg-muted p-3 font-sans text-sm whitespace-pre-wrap text-foreground"
      >
        {mail.text}
      </pre>
    </>
  );
}

/**
 * The mail a decision will send, one person at a time: its recipient, subject, attachments and
 * text, rendered by the server as the outbox will render it
 * (server/applications/decision-preview.ts), with the message as typed so far.
 */
export function DecisionMail({
  table,
  status,
  message,
  people,
  mailed,
  onSignedOut,
}: {
  table: SubmissionTable;
  status: ReviewStatus;
  message: string;
  /** The people the decision mails, as the confirmation names them. */
  people: readonly DecisionPerson[];
  /** How many it mails in all. */
  mailed: number;
  onSignedOut: () => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(people[0]?.id);
  const trimmed = message.trim();
  const shown = useRenderedMail(
    (signal) =>
      chosen === undefined
        ? Promise.resolve({ mail: null })
        : previewDecisionMail(
            table,
            chosen,
            { status, ...(trimmed ? { message: trimmed } : {}) },
            signal,
          ),
    JSON.stringify([table, chosen, status, trimmed]),
    onSignedOut,
  );

  if (chosen === undefined) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2 rounded-lg border p-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        The mail {mailed === 1 ? 'she' : 'each'} will get
      </h3>
      {people.length > 1 ? (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-person`}>Mail to</Label>
          <select
            id={`${id}-person`}
            value={chosen}
            onChange={(event) => setChosen(Number(event.target.value))}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm dark:bg-input/30"
          >
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
          {mailed > people.length ? (
            <p className="text-xs text-muted-foreground">
              The first {people.length} are listed; each of the others gets the same mail with her
              own name.
            </p>
          ) : null}
        </div>
      ) : null}
      <RenderedMail shown={shown} none="No mail for this person." />
    </section>
  );
}
