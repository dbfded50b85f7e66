import type { RetentionStart } from './retention.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';

/**
 * GET /api/admin/retention: what the retention job (docs/decisions/048-retention-job.md) will
 * anonymise next, table by table, and what it did last. Counts and days only, never a row.
 */
export type RetentionOverview = {
  /** The instant the forecast counts from (ISO-8601). */
  now: string;
  /** How many days ahead `upcoming` looks. */
  windowDays: number;
  /** Whether this server runs the job (`RETENTION_JOB`). */
  jobOn: boolean;
  tables: RetentionTableForecast[];
  /** The last run's entry in the audit log; null before the first. */
  lastRun: RetentionRun | null;
};

export type RetentionTableForecast = {
  table: SubmissionTable;
  months: number;
  from: RetentionStart;
  /** Rows past their period and not yet anonymised: the next run anonymises them. */
  dueNow: number;
  /** Rows falling due within the window, by the London day they are due from, earliest first. */
  upcoming: RetentionDue[];
};

export type RetentionDue = { day: string; rows: number };

export type RetentionRun = {
  at: string;
  /** Rows anonymised in all, and per table (every table, 0 too). */
  rows: number;
  anonymised: Partial<Record<SubmissionTable, number>>;
  /** The mails those rows caused, cleared with them. */
  mails: number;
};
