import { useEffect, useId } from 'react';
import { Link, useParams, useRevalidator, useSearchParams } from 'react-router';
import type { AdminMail } from '#schemas/mail/admin-mail.ts';
import type { Part } from '#app/features/admin/shared/admin-loader.ts';
import { mailHref, rowOf } from '#app/features/admin/shared/admin-params.ts';
import { mailKindLabel } from '#app/features/admin/mail/mail-format.ts';
import { MailReader, ReadMailLink } from '#app/features/admin/mail/mail-reader.tsx';
import {
  EntryLink,
  MailError,
  MailMoments,
  MailStatusBadge,
  RetryMailButton,
} from '#app/features/admin/mail/mail-status.tsx';

/** While one of the entry's mails is queued, they are read again this often. */
const pollMs = 3000;

function MailItem({
  mail,
  ofThisEntry,
  onRetried,
  onSignedOut,
}: {
  mail: AdminMail;
  /** False for a mail to her about another of her entries: that entry is linked. */
  ofThisEntry: boolean;
  onRetried: () => void;
  onSignedOut: () => void;
}) {
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{mailKindLabel(mail.kind)}</p>
        <MailStatusBadge status={mail.status} />
      </div>
      {/* Lines, not a <dl>: the entry's own fields are the dialog's one description list. */}
      <div className="grid gap-1">
        <p className="break-words">
          <span className="text-muted-foreground">To </span>
          {mail.recipient}
        </p>
        <p className="break-words">
          <span className="text-muted-foreground">Subject </span>
          {mail.subject}
        </p>
        <p>
          <span className="text-muted-foreground">Attempts </span>
          <span className="tabular-nums">{mail.attempts}</span>
        </p>
        {mail.status !== 'sent' && mail.lastError ? (
          <p>
            <span className="text-muted-foreground">Last error </span>
            <MailError mail={mail} whole />
          </p>
        ) : null}
        {ofThisEntry ? null : (
          <p>
            <span className="text-muted-foreground">For </span>
            <EntryLink table={mail.submissionTable} id={mail.submissionId} />
          </p>
        )}
        <MailMoments mail={mail} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ReadMailLink id={mail.id} label={`Read this mail: ${mail.subject}`}>
          Read this mail
        </ReadMailLink>
        {mail.status === 'failed' ? (
          <RetryMailButton mail={mail} onRetried={onRetried} onSignedOut={onSignedOut} />
        ) : null}
      </div>
    </li>
  );
}

/**
 * The mails of one entry's person, oldest first, each with what became of it and openable in the
 * reader: those the entry caused, and every other mail to her address (her other entries').
 */
export function RowMails({
  mails,
  onSignedOut,
}: {
  mails: Part<AdminMail[]>;
  onSignedOut: () => void;
}) {
  const headingId = useId();
  const [params] = useSearchParams();
  // Shown in a table's place: the root's is Event registrations
  // (schemas/organisers/admin-addresses.ts).
  const place = useParams().table ?? 'event_registrations';
  const openRow = rowOf(params);
  const { revalidate } = useRevalidator();
  const reload = () => void revalidate();

  // A queued mail is sent within seconds: they are read again until none is waiting.
  const waiting = mails.state === 'loaded' && mails.value.some((mail) => mail.status === 'queued');
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => void revalidate(), pollMs);
    return () => clearTimeout(timer);
  }, [waiting, mails, revalidate]);

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          Mails
        </h3>
        <Link to={mailHref()} className="text-primary underline-offset-4 hover:underline">
          Open the Mail view
        </Link>
      </div>
      {mails.state === 'failed' ? (
        <p role="alert">The mails could not be loaded. Please try again.</p>
      ) : mails.value.length === 0 ? (
        <p className="text-muted-foreground">No mail for this entry or to its address.</p>
      ) : (
        <ul className="grid gap-3">
          {mails.value.map((mail) => (
            <MailItem
              key={mail.id}
              mail={mail}
              ofThisEntry={mail.submissionTable === place && mail.submissionId === openRow}
              onRetried={reload}
              onSignedOut={onSignedOut}
            />
          ))}
        </ul>
      )}
      <MailReader onSignedOut={onSignedOut} />
    </section>
  );
}
