import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { submissionTableNames } from './001-initial.ts';

/**
 * Each stored form records the privacy notice it was sent with
 * (docs/decisions/042-privacy-notice-and-consent.md; docs/product/data.md#privacy-columns):
 * every submission table gains `privacy_notice_version` and `privacy_notice_at` (ISO-8601 UTC
 * text, as `created_at`). Rows stored before are left null: no versioned notice was shown to
 * them. The invite requests gain `newsletter_consent_at`, the time the "keep me posted" box was
 * ticked, apart from the submission's own consent; earlier rows with the box ticked keep null
 * (when it was given is not known).
 *
 * The tables and the news column are frozen here as they were.
 */
const newsConsentColumns: Record<string, string> = {
  private_invite_requests: 'newsletter_consent_at',
};

export function privacyNoticeMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const name of submissionTableNames) {
        await db.schema.alterTable(name).addColumn('privacy_notice_version', 'text').execute();
        await db.schema.alterTable(name).addColumn('privacy_notice_at', 'text').execute();
      }
      for (const [name, column] of Object.entries(newsConsentColumns)) {
        await db.schema.alterTable(name).addColumn(column, 'text').execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const [name, column] of Object.entries(newsConsentColumns)) {
        await db.schema.alterTable(name).dropColumn(column).execute();
      }
      for (const name of submissionTableNames) {
        await db.schema.alterTable(name).dropColumn('privacy_notice_at').execute();
        await db.schema.alterTable(name).dropColumn('privacy_notice_version').execute();
      }
    },
  };
}
