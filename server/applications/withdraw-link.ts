import { reviewKinds } from '#schemas/applications/review-statuses.ts';
import { isSubmissionTable, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { signToken, verifyToken } from '../signed-tokens.ts';

/**
 * The link in an application's mails that withdraws it
 * (docs/product/additions.md#decisions-and-withdrawing; docs/decisions/018): the withdraw page's
 * address with a signed single-purpose token (server/signed-tokens.ts), never a bare row id. The
 * mails make it (server/mail/mail-renderers.ts); the withdrawal reads it back
 * (server/applications/application-withdrawal.ts).
 */

/** How long a withdraw link works after its mail was queued. */
const withdrawLinkLifetimeMs = 400 * 24 * 60 * 60 * 1000;

const withdrawPath = '/withdraw';

/** Only applications and registrations can be withdrawn; enquiries are not decided on. */
function canWithdraw(table: SubmissionTable): boolean {
  return reviewKinds[table] === 'application';
}

/** The withdraw page's address for row `id`, valid for a while after `issuedAt`. */
export async function withdrawUrl(
  secret: string,
  siteUrl: string,
  subject: { table: SubmissionTable; id: number },
  issuedAt: number,
): Promise<string | undefined> {
  if (!canWithdraw(subject.table)) return undefined;
  const { table, id } = subject;
  const token = await signToken(
    secret,
    'withdraw',
    { table, id },
    { expiresAt: new Date(issuedAt + withdrawLinkLifetimeMs) },
  );
  return `${siteUrl.replace(/\/+$/u, '')}${withdrawPath}?${new URLSearchParams({ token })}`;
}

/** The row a withdraw link's token names, or why it names none. */
export async function rowOfWithdrawToken(
  secret: string,
  token: string,
): Promise<{ table: SubmissionTable; id: number } | { state: 'invalid' } | { state: 'expired' }> {
  const check = await verifyToken(secret, 'withdraw', token);
  if (!check.ok) return { state: check.reason === 'expired' ? 'expired' : 'invalid' };
  const { table, id } = check.subject;
  if (!isSubmissionTable(table) || !canWithdraw(table)) return { state: 'invalid' };
  return { table, id };
}
