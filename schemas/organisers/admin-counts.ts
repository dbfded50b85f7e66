import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';

/**
 * What waits for the organiser in each place of the admin (GET /api/admin/counts): the numbers
 * beside the admin's navigation (docs/decisions/031-admin-frame-and-pending-counts.md).
 */
export type AdminCounts = {
  /**
   * Per table, its entries still at a new row's status (`pending` or `new`,
   * schemas/applications/review-statuses.ts), suspected spam left out.
   */
  tables: Record<SubmissionTable, number>;
  /** Mails that failed and wait for `Retry now`. */
  failedMails: number;
  /** People's erasure requests waiting for her to confirm (docs/decisions/047-your-data.md). */
  erasureRequests: number;
};
