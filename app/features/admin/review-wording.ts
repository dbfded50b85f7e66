import { organiserStatusesOf, reviewKinds, type ReviewStatus } from '#schemas/review-statuses.ts';
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
