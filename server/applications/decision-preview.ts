import type { EventRecord } from '#schemas/events/event-record.ts';
import type { AdminView } from '#schemas/applications/admin-views.ts';
import {
  namedPeople,
  type DecisionMailPreview,
  type DecisionPerson,
  type DecisionPreview,
  type PlacesAtDecision,
} from '#schemas/applications/decision-preview.ts';
import { isMailedDecision } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { inTransaction, type Database, type Executor } from '#server/db/database.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import { submissionEvents } from '#server/events/event-store.ts';
import { keptAttachments, type MailKind } from '#server/mail/mail-envelope.ts';
import type { RenderMail } from '#server/mail/worker.ts';
import { countsPlaces, eventCapacity } from '#server/events/capacity.ts';
import { changeStatus } from './review.ts';
import type { AdminSession } from '../organisers/sessions.ts';

/**
 * What the organiser reads before she confirms a decision
 * (docs/decisions/032-deciding-where-she-reads.md): the people it changes and leaves, the places
 * still free at their events, and the mail one person will get.
 */

type ListedRow = { id: number; status: string } & Record<string, unknown>;

/** The chosen rows (not suspected spam), newest first, with every column (their event's too). */
async function chosenRows(database: Database, view: AdminView, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const { db, table } = submissionTable(database, view.table);
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where('id', 'in', ids)
    .where('suspected_spam', '=', database.engine === 'sqlite' ? 0 : false)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows as ListedRow[];
}

function personOf(view: AdminView, row: ListedRow): DecisionPerson {
  return { id: Number(row.id), name: String(row[view.columns[0]!.key] ?? '') };
}

/** The events of `rows` that give a number of places, as they stand now. */
async function eventsOf(
  database: Database,
  rows: readonly ListedRow[],
): Promise<PlacesAtDecision[]> {
  const eventOf = submissionEvents(database);
  const withPlaces = new Map<number, EventRecord>();
  for (const row of rows) {
    const event = await eventOf(row);
    if (event && countsPlaces(event)) withPlaces.set(event.id, event);
  }
  const events = await Promise.all(
    [...withPlaces.values()].map((event) => eventCapacity(database, event)),
  );
  return events.flatMap(({ title, places, approved, free }) =>
    places === null || free === null ? [] : [{ title, places, approved, free }],
  );
}

/**
 * What a change of the rows `ids` to `status` would do (the organiser's changes never touch a
 * withdrawn row: server/applications/review.ts): how many it changes, leaves and mails,
 * who they are (the first `namedPeople` of each group), and the places free at their events.
 */
export async function decisionPreview(
  database: Database,
  view: AdminView,
  ids: readonly number[],
  status: string,
): Promise<DecisionPreview> {
  const rows = await chosenRows(database, view, ids);
  const withdrawn = rows.filter((row) => row.status === 'withdrawn');
  const already = rows.filter((row) => row.status === status);
  const changing = rows.filter((row) => row.status !== status && row.status !== 'withdrawn');
  const named = (group: readonly ListedRow[]) =>
    group.slice(0, namedPeople).map((row) => personOf(view, row));
  return {
    selected: rows.length,
    changing: changing.length,
    withdrawn: withdrawn.length,
    mailed: isMailedDecision(view.table, status) ? changing.length : 0,
    people: {
      changing: named(changing),
      already: named(already),
      withdrawn: named(withdrawn),
    },
    events: await eventsOf(database, changing),
  };
}

const decisionKinds: readonly MailKind[] = ['approval', 'waitlist', 'decline'];

/** Carries the rehearsal's answer out of the transaction it rolls back. */
class Rehearsed extends Error {
  override name = 'Rehearsed';
  constructor(readonly preview: DecisionMailPreview) {
    super('A rehearsed decision is rolled back.');
  }
}

/** The decision mail the rehearsal queued for row `id`, rendered as the worker would send it. */
async function renderQueued(
  executor: Executor,
  renderMail: RenderMail,
  table: SubmissionTable,
  id: number,
): Promise<DecisionMailPreview> {
  const row = await executor.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('submission_table', '=', table)
    .where('submission_id', '=', id)
    .where('kind', 'in', decisionKinds)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { mail: null };
  const draft = await renderMail(executor, row);
  return {
    mail: {
      to: row.recipient,
      subject: draft.subject,
      // The copy the site keeps: the organiser reads no link that acts for the person.
      text: draft.kept.text,
      attachments: keptAttachments(draft.attachments).map((file) => file.filename),
    },
  };
}

/**
 * The mail a decision would send the person of row `id`, without sending or keeping anything.
 * NOTE: the decision is made for real (server/applications/review.ts, the same path as Confirm),
 * its mail queued and rendered by the outbox's renderer, and then the whole transaction rolls
 * back: the preview says exactly what the mail will say, whatever the decision keeps for its mail,
 * and nothing of it stays.
 */
export async function previewDecisionMail(
  { database, renderMail }: { database: Database; renderMail: RenderMail },
  admin: AdminSession,
  table: SubmissionTable,
  id: number,
  status: string,
  message: string | null,
): Promise<DecisionMailPreview> {
  if (!isMailedDecision(table, status)) return { mail: null };
  try {
    await inTransaction(database, async (trx) => {
      const outcome = await changeStatus(
        { database, mailWorker: { wake: () => {} } },
        admin,
        table,
        [id],
        status,
        message,
        // The preview shows the mail either way; Confirm still asks before going past the places.
        { confirmOverCapacity: true, within: trx },
      );
      throw new Rehearsed(
        outcome.changed.includes(id)
          ? await renderQueued(trx, renderMail, table, id)
          : { mail: null },
      );
    });
  } catch (error) {
    if (error instanceof Rehearsed) return error.preview;
    throw error;
  }
  throw new Error('A rehearsed decision must roll back.');
}
