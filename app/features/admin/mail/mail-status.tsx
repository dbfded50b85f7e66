import { RotateCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminMail, AdminMailStatus } from '#schemas/mail/admin-mail.ts';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { isSubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';
import { notify } from '#app/lib/notify.ts';
import { serverWords, useAdminAction } from '#app/features/admin/shared/admin-action.ts';
import { retryMail } from '#app/features/admin/shared/admin-api.ts';
import { useAllows } from '#app/features/admin/shared/admin-role.tsx';
import { rowHref } from '#app/features/admin/shared/admin-params.ts';
import { formatLondon, mailMoments, mailStatusLabels } from './mail-format.ts';

const statusStyles: Record<AdminMailStatus, string> = {
  queued: 'border text-foreground',
  sent: 'border border-transparent bg-secondary text-secondary-foreground',
  failed: 'border border-destructive/60 text-destructive',
  limited: 'border border-dashed text-muted-foreground',
  'not-due': 'border border-dashed text-muted-foreground',
  erased: 'border border-dashed text-muted-foreground',
};

export function MailStatusBadge({ status }: { status: AdminMailStatus }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        statusStyles[status],
      )}
    >
      {mailStatusLabels[status]}
    </span>
  );
}

/** What a mail belongs to that is no submission: an organiser's invitation. */
const otherOwners: Record<string, string> = { admin_invitations: 'Invitation' };

/** The entry a mail belongs to, one click away: its view with its details open. */

export function EntryLink({ table, id }: { table: string; id: number }) {
  const href = isSubmissionTable(table) ? rowHref(table, id) : null;
  const owner = isSubmissionTable(table) ? adminViews[table].title : (otherOwners[table] ?? table);
  const label = `${owner} #${id}`;
  return href ? (
    <Link to={href} className="text-primary underline-offset-4 hover:underline">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

/** When the mail was queued, and sent or last tried, as in London. */
export function MailMoments({ mail }: { mail: AdminMail }) {
  return (
    <div className="grid gap-0.5">
      {mailMoments(mail).map((moment) => (
        // The word above its time: the column stays narrow enough for the table at 1280 px.
        <p key={moment.label} className="grid">
          <span className="text-xs text-muted-foreground">{moment.label} </span>
          <time className="whitespace-nowrap" dateTime={new Date(moment.at).toISOString()}>
            {formatLondon(moment.at)}
          </time>
        </p>
      ))}
    </div>
  );
}

/** The error a mail last met; a sent mail's earlier error no longer matters. */
export function MailError({ mail, whole = false }: { mail: AdminMail; whole?: boolean }) {
  if (mail.status === 'sent' || !mail.lastError) {
    return <span className="text-muted-foreground">—</span>;
  }
  return whole ? (
    <span className="break-words whitespace-pre-wrap">{mail.lastError}</span>
  ) : (
    <span className="line-clamp-3 max-w-40 wrap-anywhere" title={mail.lastError}>
      {mail.lastError}
    </span>
  );
}

/** "Retry now" on a failed mail: queued again at once, then `onRetried` reloads what shows it. */
export function RetryMailButton({
  mail,
  onRetried,
  onSignedOut,
}: {
  mail: AdminMail;
  onRetried: () => void;
  onSignedOut: () => void;
}) {
  const { busy, run } = useAdminAction(onSignedOut);
  const canRetry = useAllows('change');

  async function handleRetry() {
    const retried = await run(() => retryMail(mail.id), {
      failed: 'Retry failed',
      words: { 409: serverWords },
    });
    if (!retried.ok) return;
    notify.success('Mail queued again', { description: `It is being sent to ${mail.recipient}.` });
    onRetried();
  }

  // A viewer retries nothing (docs/decisions/045-organiser-roles.md).
  if (!canRetry) return null;
  return (
    <Button variant="outline" size="sm" onClick={handleRetry} disabled={busy}>
      <RotateCwIcon aria-hidden="true" />
      {busy ? 'Retrying...' : 'Retry now'}
    </Button>
  );
}
