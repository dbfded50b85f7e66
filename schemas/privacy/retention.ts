import {
  submissionForms,
  submissionTables,
  type RetentionPeriod,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';

/**
 * How long each submission table's rows are kept (docs/decisions/042-privacy-notice-and-consent.md;
 * docs/product/data.md#retention): each table's definition gives its period
 * (schemas/submissions/submission-forms.ts `retention`). The privacy notice renders its retention
 * lines from these settings, and the daily job that anonymises rows past their time reads the
 * same ones (docs/decisions/048-retention-job.md): one rule per table, in one place.
 */

/**
 * What a row's period counts from:
 * - `event`: the date of the event its form belongs to (found as the server finds a form's event:
 *   server/events/submission-event.ts), so an application is kept for its follow-up; a month-only
 *   event's last day, and for a series, an event no longer stored or a row changed after the
 *   event, the last change (server/privacy/retention.ts);
 * - `last-change`: the row's last change (`status_changed_at`, or `created_at` while unchanged);
 * - `received`: when the row was stored (`created_at`).
 */
export type RetentionStart = RetentionPeriod['from'];

export type RetentionRule = {
  table: SubmissionTable;
  /** Whole calendar months after {@link RetentionRule.from}; a row past them is anonymised. */
  months: number;
  from: RetentionStart;
};

/** The default period of each table, from its definition. */
export const retentionSettings = Object.fromEntries(
  submissionTables.map((table) => [table, submissionForms[table].retention]),
) as Readonly<Record<SubmissionTable, Omit<RetentionRule, 'table'>>>;

/**
 * What is kept beside a form's row about the same person, without a period of its own: her
 * arrival at the event's door (migration 033) and her feedback on it (migration 034). It goes when
 * the row it belongs to is anonymised, by this job or by an erasure (server/privacy/anonymise.ts;
 * docs/decisions/065-feedback-after-the-event.md).
 */
export const keptWithTheirForm = ['check_ins', 'event_feedback'] as const;

/** How long {@link keptWithTheirForm} is kept, in the notice's words. */
export const keptWithTheirFormWords = 'as long as the registration or application they belong to';

/** Every table's rule, in the order of the submission tables. */
export const retentionRules: readonly RetentionRule[] = submissionTables.map((table) => ({
  table,
  ...retentionSettings[table],
}));

export function retentionOf(table: SubmissionTable): RetentionRule {
  return { table, ...retentionSettings[table] };
}

const startWords: Record<RetentionStart, string> = {
  event: 'after the event',
  'last-change': 'after our last exchange about it',
  received: 'after we receive it',
};

/** A rule in the notice's words: "12 months after the event". */
export function retentionWords({ months, from }: Pick<RetentionRule, 'months' | 'from'>): string {
  return `${months} ${months === 1 ? 'month' : 'months'} ${startWords[from]}`;
}
