import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import type { Database, Engine } from './database.ts';
import { initialMigration } from './migrations/001-initial.ts';
import { adminOrderIndexMigration } from './migrations/002-admin-order-index.ts';
import { rateLimitsMigration } from './migrations/003-rate-limits.ts';
import { dropCreatedAtIndexMigration } from './migrations/004-drop-created-at-index.ts';
import { searchIndexMigration } from './migrations/005-search-index.ts';
import { appSecretsMigration } from './migrations/006-app-secrets.ts';
import { mailOutboxMigration } from './migrations/007-mail-outbox.ts';
import { reviewStatusMigration } from './migrations/008-review-status.ts';
import { applicantKeyMigration } from './migrations/009-applicant-key.ts';
import { applicantEventsIndexMigration } from './migrations/010-applicant-events-index.ts';
import { statusSearchIndexMigration } from './migrations/011-status-search-index.ts';
import { oneApplicationPerEventMigration } from './migrations/012-one-application-per-event.ts';
import { eventSettingsMigration } from './migrations/013-event-settings.ts';
import { mailAttemptsMigration } from './migrations/014-mail-attempts.ts';
import { eventsMigration } from './migrations/015-events.ts';
import { eventLifecycleMigration } from './migrations/016-event-lifecycle.ts';
import { eventMotifMigration } from './migrations/017-event-motif.ts';
import { mediaActionsMigration } from './migrations/018-media-actions.ts';
import { privacyNoticeMigration } from './migrations/019-privacy-notice.ts';
import { auditLogMigration } from './migrations/020-audit-log.ts';
import { anonymisedRowsMigration } from './migrations/021-anonymised-rows.ts';
import { organiserRolesMigration } from './migrations/022-organiser-roles.ts';
import { erasureRequestsMigration } from './migrations/023-erasure-requests.ts';
import { keptMailsWithoutKeysMigration } from './migrations/024-kept-mails-without-keys.ts';
import { yourDataAsksMigration } from './migrations/025-your-data-asks.ts';
import { repeatedAuditEntriesMigration } from './migrations/026-repeated-audit-entries.ts';
import { weekdaysFromDatesMigration } from './migrations/027-weekdays-from-dates.ts';
import { seededMotifsMigration } from './migrations/028-seeded-motifs-of-their-own.ts';
import { oneVerbPerSeededEventMigration } from './migrations/029-one-verb-per-seeded-event.ts';
import { applicationsByEventKeyMigration } from './migrations/030-applications-by-event-key.ts';
import { eventMessagesMigration } from './migrations/031-event-messages.ts';
import { eventRemindersMigration } from './migrations/032-event-reminders.ts';
import { checkInsMigration } from './migrations/033-check-ins.ts';
import { eventFeedbackMigration } from './migrations/034-event-feedback.ts';
import { doorEventsMigration } from './migrations/035-door-events.ts';

/** Numbered migrations, in order; one set for both engines. */
function migrations(engine: Engine): Record<string, Migration> {
  return {
    '001-initial': initialMigration(engine),
    '002-admin-order-index': adminOrderIndexMigration(),
    '003-rate-limits': rateLimitsMigration(engine),
    '004-drop-created-at-index': dropCreatedAtIndexMigration(),
    '005-search-index': searchIndexMigration(engine),
    '006-app-secrets': appSecretsMigration(),
    '007-mail-outbox': mailOutboxMigration(engine),
    '008-review-status': reviewStatusMigration(engine),
    '009-applicant-key': applicantKeyMigration(),
    '010-applicant-events-index': applicantEventsIndexMigration(engine),
    '011-status-search-index': statusSearchIndexMigration(engine),
    '012-one-application-per-event': oneApplicationPerEventMigration(engine),
    '013-event-settings': eventSettingsMigration(engine),
    '014-mail-attempts': mailAttemptsMigration(engine),
    '015-events': eventsMigration(engine),
    '016-event-lifecycle': eventLifecycleMigration(engine),
    '017-event-motif': eventMotifMigration(),
    '018-media-actions': mediaActionsMigration(),
    '019-privacy-notice': privacyNoticeMigration(),
    '020-audit-log': auditLogMigration(engine),
    '021-anonymised-rows': anonymisedRowsMigration(),
    '022-organiser-roles': organiserRolesMigration(engine),
    '023-erasure-requests': erasureRequestsMigration(engine),
    '024-kept-mails-without-keys': keptMailsWithoutKeysMigration(),
    '025-your-data-asks': yourDataAsksMigration(engine),
    '026-repeated-audit-entries': repeatedAuditEntriesMigration(),
    '027-weekdays-from-dates': weekdaysFromDatesMigration(),
    '028-seeded-motifs-of-their-own': seededMotifsMigration(),
    '029-one-verb-per-seeded-event': oneVerbPerSeededEventMigration(),
    '030-applications-by-event-key': applicationsByEventKeyMigration(engine),
    '031-event-messages': eventMessagesMigration(engine),
    '032-event-reminders': eventRemindersMigration(engine),
    '033-check-ins': checkInsMigration(engine),
    '034-event-feedback': eventFeedbackMigration(engine),
    '035-door-events': doorEventsMigration(engine),
  };
}

/** The migrations' names, in the order they apply. */
export function migrationNames(engine: Engine): string[] {
  return Object.keys(migrations(engine));
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Brings the schema up to date, or up to the migration `upTo` (a test of what a migration does
 * to the rows it finds); returns the names of the migrations it applied.
 */
export async function migrateToLatest(
  database: Database,
  { upTo }: { upTo?: string } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations(database.engine) },
  });
  const { error, results }: MigrationResultSet =
    upTo === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(upTo);
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new MigrationError(
      `Migration ${failed ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
