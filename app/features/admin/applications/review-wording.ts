import { adminViews } from '#schemas/applications/admin-views.ts';
import {
  organiserStatusesOf,
  statusLabel,
  type ReviewStatus,
  type StatusChangeResult,
} from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { PlacesAtDecision } from '#schemas/applications/decision-preview.ts';

const actionLabels: Partial<Record<ReviewStatus, string>> = {
  approved: 'Approve',
  waitlisted: 'Waitlist',
  declined: 'Decline',
  answered: 'Mark answered',
  archived: 'Archive',
};

/** A decision the organiser can make, by its button's label. */
export type ReviewAction = { status: ReviewStatus; label: string };

/** The organiser's actions on selected rows: each of her statuses but the first (a new row's). */
export function reviewActionsOf(table: SubmissionTable): ReviewAction[] {
  return organiserStatusesOf(table)
    .slice(1)
    .map((status) => ({ status, label: actionLabels[status] ?? status }));
}

/**
 * One entry of `table`, several, and who sent it, in the words of its form (as its mails say):
 * a registration is a guest's, an application an applicant's.
 */
export function entryWords(table: SubmissionTable): { one: string; many: string; sender: string } {
  const { singular, plural, sender } = adminViews[table];
  return { one: singular, many: plural, sender };
}

/** "3 registrations", "1 application", "2 enquiries". */
export function countOf(table: SubmissionTable, count: number): string {
  const { one, many } = entryWords(table);
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
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
function stayLine(table: SubmissionTable, count: number, why: string): string {
  if (count === 0) return '';
  const one = count === 1;
  return `${countOf(table, count)} ${one ? 'was' : 'were'} ${why} and ${one ? 'is left as it is' : 'are left as they are'}.`;
}

/** The rows their senders withdrew, which no change of the organiser's touches. */
function withdrawnLine(table: SubmissionTable, withdrawn: number): string {
  return stayLine(table, withdrawn, `withdrawn by ${entryWords(table).sender}`);
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

/** "Ada Lovelace", "Ada and Grace", "Ada, Grace and 5 more": the first names of `total`. */
export function namesLine(names: readonly string[], total: number): string {
  const more = total - names.length;
  if (more <= 0) return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(names);
  return `${names.join(', ')} and ${more.toLocaleString('en-GB')} more`;
}

/** People the toast names at most, before "and N more". */
const toastNames = 3;

/**
 * The notice of a decision: "Approved Ada Lovelace", "Approved 3 applications: Ada Lovelace,
 * Grace Hopper and Mary Somerville"; `names` are those of the changed rows the screen knows.
 */
export function decidedLine(
  table: SubmissionTable,
  status: ReviewStatus,
  names: readonly string[],
  changed: number,
): string {
  if (changed === 0) return 'Nothing changed';
  const label = statusLabel(status);
  if (changed === 1 && names.length === 1) return `${label} ${names[0]}`;
  const line = `${label} ${countOf(table, changed)}`;
  return names.length === 0 ? line : `${line}: ${namesLine(names.slice(0, toastNames), changed)}`;
}

/**
 * What a change left, for its notice: withdrawn by the applicant, or changed by someone else
 * meanwhile (with their status now, which the list shows after it reloads); empty when nothing.
 */
export function leftLine(
  table: SubmissionTable,
  status: ReviewStatus,
  { unchanged, withdrawn }: StatusChangeResult,
): string {
  const meanwhile = unchanged.filter(
    (row) => row.status !== status && row.status !== 'withdrawn',
  ).length;
  return [
    withdrawnLine(table, withdrawn),
    stayLine(table, meanwhile, 'changed by someone else meanwhile'),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The warning before waitlisting or declining while the event has free places: "32 places are
 * still free at Waves & AI. …"; null for any other decision or a full event.
 */
export function freePlacesWarning(status: ReviewStatus, event: PlacesAtDecision): string | null {
  if (event.free <= 0) return null;
  const why: Partial<Record<ReviewStatus, string>> = {
    waitlisted: 'Waitlisting tells people to wait for a place while there are places to give.',
    declined: 'Declining turns people away while there are places to give.',
  };
  if (!why[status]) return null;
  const free = event.free.toLocaleString('en-GB');
  return `${free} ${event.free === 1 ? 'place is' : 'places are'} still free at ${event.title} (${event.approved.toLocaleString('en-GB')} of ${event.places.toLocaleString('en-GB')} approved). ${why[status]}`;
}
