import { eventKeyOf } from '#server/db/submission-rows.ts';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { applicantKey } from '#schemas/applications/applicant-key.ts';
import { submissionTables, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { Executor } from '#server/db/database.ts';
import type {
  CheckInsTable,
  DatabaseSchema,
  EventFeedbackTable,
  MailAttemptsTable,
  MailOutboxTable,
  StatusChangesTable,
} from '#server/db/schema.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import { recipientAddress } from '#server/mail/outbox.ts';

/** One stored row of hers, as the database holds it (every column). */
export type PersonRow = { table: SubmissionTable; row: Readonly<Record<string, unknown>> };

/**
 * Everything held for one email address (docs/decisions/044-anonymised-rows.md): the organiser's
 * People view, her own "Your data" page and an erasure all start from this one lookup, so what
 * is shown, exported and erased is the same set.
 */
export type PersonRecords = {
  /** The address as she typed it, trimmed and lowercased. */
  address: string;
  /** Her rows in every submission table, of every spelling or of this address alone. */
  rows: PersonRow[];
  /** The review history of those rows, oldest first. */
  history: Selectable<StatusChangesTable>[];
  /** The mails those rows caused, and any other mail to her address, oldest first. */
  mails: Selectable<MailOutboxTable>[];
  /** Every attempt to send those mails, oldest first. */
  attempts: Selectable<MailAttemptsTable>[];
  /** The titles of the events her rows belong to, by key (migration 030). */
  eventTitles: ReadonlyMap<number, string>;
  /** Her arrivals at those events' doors (migration 033), oldest first. */
  checkIns: Pick<Selectable<CheckInsTable>, 'event_id' | 'arrived_at' | 'walk_in'>[];
  /** Her answers to their feedback forms (migration 034), oldest first, each with its question. */
  feedback: (Pick<
    Selectable<EventFeedbackTable>,
    'event_id' | 'rating' | 'answer' | 'comment' | 'answered_at'
  > & { question: string | null })[];
};

/** The mails the organiser receives about a person's form (server/mail/submission-mails.ts). */
const mailsAboutOthers = ['organiser-notice', 'withdrawal-notice'];

/**
 * Which rows are hers: every spelling of her address (schemas/applications/applicant-key.ts:
 * `+tags`, Gmail dots), as duplicates are found and the organiser's People view shows her; or
 * exactly the address, as her own "Your data" link shows and erases
 * (docs/decisions/051-your-data-exact-address-and-stored-asks.md).
 */
type AddressMatch = 'every-spelling' | 'exact';

/**
 * Finds everything held for `email`, every spelling of it (the organiser's People view). Rows
 * already anonymised hold no address and so are not found: after an erasure the lookup comes
 * back empty.
 */
export function findPersonRecords(executor: Executor, email: string): Promise<PersonRecords> {
  return findRecords(executor, email, 'every-spelling');
}

/**
 * Finds what was sent from exactly `email` (her "Your data" link, its erasure request): another
 * `+tag` or local part is another address; case is not (server/mail/outbox.ts recipientAddress).
 */
export function findOwnRecords(executor: Executor, email: string): Promise<PersonRecords> {
  return findRecords(executor, email, 'exact');
}

/** Her rows, as other tables name them. */
type RowLink = { table: SubmissionTable; id: number };

/** The rows of a table kept beside hers that name one of them (its history, arrivals, answers). */
function namingHerRows(links: readonly RowLink[]) {
  return (
    eb: ExpressionBuilder<DatabaseSchema, 'status_changes' | 'check_ins' | 'event_feedback'>,
  ) =>
    eb.or(
      links.map(({ table, id }) =>
        eb.and([eb('submission_table', '=', table), eb('submission_id', '=', id)]),
      ),
    );
}

async function findRecords(
  executor: Executor,
  email: string,
  match: AddressMatch,
): Promise<PersonRecords> {
  const address = recipientAddress(email);
  const key = applicantKey(email);
  const rows: PersonRow[] = [];
  for (const table of submissionTables) {
    const { db, table: name } = submissionTable(executor, table);
    // Every spelling shares the applicant key and its index; the exact address is one of them.
    const found = await db
      .selectFrom(name)
      .selectAll()
      .where('applicant_key', '=', key)
      .orderBy('id')
      .execute();
    const own =
      match === 'exact'
        ? found.filter(
            (row) => typeof row.email === 'string' && recipientAddress(row.email) === address,
          )
        : found;
    rows.push(...own.map((row) => ({ table, row })));
  }
  const eventKeys = [
    ...new Set(rows.map(({ row }) => eventKeyOf(row)).filter((key) => key !== null)),
  ];
  const eventTitles = new Map(
    eventKeys.length === 0
      ? []
      : (
          await executor.db
            .selectFrom('events')
            .select(['id', 'title'])
            .where('id', 'in', eventKeys)
            .execute()
        ).map((event) => [event.id, event.title] as const),
  );
  const links = rows.map(({ table, row }) => ({ table, id: Number(row.id) }));
  const history =
    links.length === 0
      ? []
      : await executor.db
          .selectFrom('status_changes')
          .selectAll()
          .where(namingHerRows(links))
          .orderBy('id')
          .execute();
  const checkIns =
    links.length === 0
      ? []
      : await executor.db
          .selectFrom('check_ins')
          .select(['event_id', 'arrived_at', 'walk_in'])
          .where(namingHerRows(links))
          .orderBy('arrived_at')
          .execute();
  const answers =
    links.length === 0
      ? []
      : await executor.db
          .selectFrom('event_feedback')
          .select(['event_id', 'rating', 'answer', 'comment', 'answered_at'])
          .where(namingHerRows(links))
          .orderBy('answered_at')
          .execute();
  const questions = new Map(
    answers.length === 0
      ? []
      : (
          await executor.db
            .selectFrom('event_thanks')
            .select(['event_id', 'question'])
            .where(
              'event_id',
              'in',
              answers.map((answer) => answer.event_id),
            )
            .execute()
        ).map((thanks) => [thanks.event_id, thanks.question] as const),
  );
  const feedback = answers.map((answer) => ({
    ...answer,
    question: questions.get(answer.event_id) ?? null,
  }));
  const mails = await executor.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        // To her address; a notice to the organiser about someone else's form is that person's
        // (found by its row), not the organiser's, whose own address may be looked up too.
        eb.and([eb('recipient_address', '=', address), eb('kind', 'not in', mailsAboutOthers)]),
        ...links.map(({ table, id }) =>
          eb.and([eb('submission_table', '=', table), eb('submission_id', '=', id)]),
        ),
      ]),
    )
    .orderBy('id')
    .execute();
  const attempts =
    mails.length === 0
      ? []
      : await executor.db
          .selectFrom('mail_attempts')
          .selectAll()
          .where(
            'mail_id',
            'in',
            mails.map((mail) => mail.id),
          )
          .orderBy('id')
          .execute();
  return { address, rows, history, mails, attempts, eventTitles, checkIns, feedback };
}
