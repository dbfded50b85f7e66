import {
  organiserStatusesOf,
  reviewKinds,
  statusLabel,
  type ReviewStatus,
  type StatusChangeResult,
} from '#schemas/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';

const actionLabels: Partial<Record<ReviewStatus, string>> = {
  approved: 'Approve',
  waitlisted: 'Waitlist',
  declined: 'Decline',
  answered: 'Mark answered',
  archived: 'Archive',
};

/** The organiser's actions on selected rows: each of her statuses but the first (a new row's). */
export function reviewActionsOf(table: SubmissionTable): { status: ReviewStatus; label: string }[] {
  return organiserStatusesOf(table)
    .slice(1)
    .map((status) => ({ status, label: actionLabels[status] ?? status }));
}

/** "3 applications", "1 enquiry". */
export function countOf(table: SubmissionTable, count: number): string {
  const application = reviewKinds[table] === 'application';
  const noun =
    count === 1
      ? application
        ? 'application'
        : 'enquiry'
      : application
        ? 'applications'
        : 'enquiries';
  return `${count.toLocaleString('en-GB')} ${noun}`;
}

/** The in-place question before acting: "Approve 3 applications?". */
export function confirmQuestion(table: SubmissionTable, label: string, count: number): string {
  return `${label} ${countOf(table, count)}?`;
}

/** What the confirmation says of the mails: "3 people will be mailed." */
export function mailedLine(mailed: number): string {
  if (mailed === 0) return 'No one will be mailed.';
  return `${mailed.toLocaleString('en-GB')} ${mailed === 1 ? 'person' : 'people'} will be mailed.`;
}

/** "1 application was withdrawn by the applicant and is left as it is." */
function leftLine(table: SubmissionTable, count: number, why: string): string {
  if (count === 0) return '';
  const one = count === 1;
  return `${countOf(table, count)} ${one ? 'was' : 'were'} ${why} and ${one ? 'is left as it is' : 'are left as they are'}.`;
}

/** The rows the applicant withdrew, which no change of the organiser's touches. */
function withdrawnLine(table: SubmissionTable, withdrawn: number): string {
  return leftLine(table, withdrawn, 'withdrawn by the applicant');
}

/**
 * The chosen rows the change leaves, if any: "2 applications already waitlisted. 1 application
 * is withdrawn by the applicant and left as it is."
 */
export function unchangedLine(
  table: SubmissionTable,
  status: ReviewStatus,
  { selected, changing, withdrawn }: { selected: number; changing: number; withdrawn: number },
): string {
  const already = selected - changing - withdrawn;
  return [
    already === 0 ? '' : `${countOf(table, already)} already ${statusLabel(status).toLowerCase()}.`,
    withdrawnLine(table, withdrawn),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * What a change did, for its notice: "Approve: 2 applications changed." and, when some were
 * left, why: withdrawn by the applicant, or changed by someone else meanwhile (with their status
 * now, which the list shows after it reloads).
 */
export function resultLine(
  table: SubmissionTable,
  label: string,
  status: ReviewStatus,
  { changed, unchanged, withdrawn }: StatusChangeResult,
): string {
  const meanwhile = unchanged.filter(
    (row) => row.status !== status && row.status !== 'withdrawn',
  ).length;
  return [
    `${label}: ${countOf(table, changed.length)} changed.`,
    withdrawnLine(table, withdrawn),
    leftLine(table, meanwhile, 'changed by someone else meanwhile'),
  ]
    .filter(Boolean)
    .join(' ');
}
