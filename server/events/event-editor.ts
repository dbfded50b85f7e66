import { movesGuests } from '#schemas/events/event-moves.ts';
import type { Updateable } from 'kysely';
import {
  validateEventDocument,
  type EventDocument,
  type EventDocumentErrors,
} from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { EventSchedule } from '#schemas/events/event-schedule.ts';
import {
  holdTransactionLock,
  inTransaction,
  type Database,
  type Executor,
} from '#server/db/database.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import { eventChangeSnapshot, eventColumns, privateDetailsColumns } from '#server/db/event-rows.ts';
import type { EventsTable } from '#server/db/schema.ts';
import {
  closingAtStart,
  copyNames,
  copyOfEvent,
  newEventInput,
  withNewEventNames,
} from './event-copies.ts';
import { submissionForms } from '#schemas/submissions/submission-forms.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import { eventById, eventWritesLock } from './event-store.ts';

/**
 * The organiser's event editor (docs/decisions/037-the-event-editor.md): every write validates
 * the whole document, is one transaction (the event, its kept-back details, its history line,
 * its retired address), and writes one `event_changes` row: the page renderer takes the highest
 * change id as its cache token. All writes of events take one lock, so the checks of unique
 * addresses and names, and of the `updatedAt` a save was based on, hold until it commits.
 */

/** Who changes the event: kept in its history. */
export type Organiser = { email: string };

export class EventNotFound extends Error {
  override name = 'EventNotFound';
  constructor() {
    super('No such event.');
  }
}

/** The document, or the request, has fields the editor refuses: each error by its path. */
export class EventInvalid extends Error {
  override name = 'EventInvalid';
  constructor(readonly fieldErrors: EventDocumentErrors) {
    super('Please check the highlighted fields.');
  }
}

/** Someone saved the event after the organiser read it; `current` is the event now. */
export class StaleEvent extends Error {
  override name = 'StaleEvent';
  constructor(readonly current: EventRecord) {
    super('Someone else saved this event after you opened it. Here it is as it is now.');
  }
}

/** What the organiser asked is not possible in the event's state. */
export class EventActionNotAllowed extends Error {
  override name = 'EventActionNotAllowed';
}

export type EventAction =
  'create' | 'edit' | 'duplicate' | 'publish' | 'unpublish' | 'close' | 'reopen' | 'cancel';

/**
 * Queues the mails telling an event's guests of a change (its cancellation, its move) in the
 * change's own transaction and returns how many; handed in from above, as the mail layer sits
 * above this one (docs/decisions/028-server-layers.md).
 */
export type TellGuests = (executor: Executor, event: EventRecord) => Promise<number>;

const cancelledMessage = 'A cancelled event stays as it is.';

function inEditorTransaction<T>(
  database: Database,
  work: (trx: Executor) => Promise<T>,
): Promise<T> {
  return inTransaction(database, async (trx) => {
    await holdTransactionLock(trx, eventWritesLock);
    return work(trx);
  });
}

/** A time after `previous`, so each write gives the event an `updatedAt` of its own. */
function nextUpdatedAt(previous?: string): string {
  const after = previous === undefined ? 0 : Date.parse(previous) + 1;
  return new Date(Math.max(Date.now(), after)).toISOString();
}

/** The event as it is now; throws StaleEvent when it changed after `basedOn`. */
async function currentEvent(trx: Executor, id: number, basedOn?: string): Promise<EventRecord> {
  const current = await eventById(trx, id);
  if (!current) throw new EventNotFound();
  if (basedOn !== undefined && Date.parse(basedOn) !== Date.parse(current.updatedAt)) {
    throw new StaleEvent(current);
  }
  return current;
}

function validDocument(input: unknown): EventDocument {
  const result = validateEventDocument(input);
  if (!result.success) throw new EventInvalid(result.fieldErrors);
  return result.document;
}

function snapshotOf(event: EventRecord): string {
  const { status, document, applicationsClosedAt, cancelledAt, cancellationMessage } = event;
  return eventChangeSnapshot(status, document, {
    applicationsClosedAt,
    cancelledAt,
    cancellationMessage,
    calendarSequence: event.calendarSequence,
  });
}

/** Reads the event back as written and keeps the change in its history. */
async function recordChange(
  trx: Executor,
  organiser: Organiser,
  action: EventAction,
  id: number,
  before: EventRecord | null,
): Promise<EventRecord> {
  const after = (await eventById(trx, id))!;
  await trx.db
    .insertInto('event_changes')
    .values({
      event_id: id,
      changed_at: after.updatedAt,
      admin_email: organiser.email,
      action,
      before: before && snapshotOf(before),
      after: snapshotOf(after),
    })
    .execute();
  await recordAudit(trx, {
    actor: organiser.email,
    action: `event.${action}`,
    target: 'events',
    targetId: id,
  });
  return after;
}

/**
 * The errors of names another event holds: its address (now or before: an old address keeps
 * leading to its event) and, among events whose forms write to the same table, its stored name.
 */
async function uniquenessErrors(
  trx: Executor,
  document: EventDocument,
  ownId: number | null,
): Promise<EventDocumentErrors> {
  const errors: EventDocumentErrors = {};
  const other = ownId ?? 0;
  const bySlug = await trx.db
    .selectFrom('events')
    .select('id')
    .where('slug', '=', document.slug)
    .where('id', '<>', other)
    .executeTakeFirst();
  const retired = await trx.db
    .selectFrom('event_slugs')
    .select('event_id')
    .where('slug', '=', document.slug)
    .where('event_id', '<>', other)
    .executeTakeFirst();
  if (bySlug) errors.slug = 'Another event has this address.';
  else if (retired) errors.slug = 'Another event had this address, and it still leads there.';
  const { table, eventName } = document.form;
  if (eventName !== undefined) {
    const byName = await trx.db
      .selectFrom('events')
      .select('id')
      .where('form_table', '=', table)
      .where('form_event_name', '=', eventName)
      .where('id', '<>', other)
      .executeTakeFirst();
    if (byName) {
      errors['form.eventName'] = 'Another event stores its applications under this name.';
    }
  }
  return errors;
}

/** An event's form keeps its table: the event's applications are stored there. */
function storedFormErrors(current: EventRecord, document: EventDocument): EventDocumentErrors {
  if (document.form.table !== current.document.form.table) {
    return { 'form.table': "The form's table stays: the event's applications are stored there." };
  }
  return {};
}

/**
 * The event's applications carry its key (docs/decisions/061-applications-by-event-key.md), so
 * its stored name and date may change: the rows' copies of them, which SPEC.md's admin screen
 * and CSV show, follow in the same transaction.
 */
async function renameStoredRows(
  trx: Executor,
  id: number,
  was: EventDocument['form'],
  now: EventDocument['form'],
): Promise<void> {
  const { context } = submissionForms[now.table];
  const renamed = {
    ...(Object.hasOwn(context, 'event_name') &&
      now.eventName !== was.eventName && { event_name: now.eventName ?? null }),
    ...(Object.hasOwn(context, 'event_date') &&
      now.eventDate !== was.eventDate && { event_date: now.eventDate ?? null }),
  };
  if (Object.keys(renamed).length === 0) return;
  const { db, table } = submissionTable(trx, now.table);
  await db.updateTable(table).set(renamed).where('event_id', '=', id).execute();
}

function refuseErrors(errors: EventDocumentErrors): void {
  if (Object.keys(errors).length > 0) throw new EventInvalid(errors);
}

/** The kept-back details of event `id`, as the document has them (none: no row). */
async function writePrivateDetails(
  trx: Executor,
  id: number,
  document: EventDocument,
  at: string,
): Promise<void> {
  await trx.db.deleteFrom('event_private_details').where('event_id', '=', id).execute();
  const details = privateDetailsColumns(trx.engine, document);
  if (details) {
    await trx.db
      .insertInto('event_private_details')
      .values({ ...details, event_id: id, updated_at: at })
      .execute();
  }
}

/** A new draft with its kept-back details; returns its id. */
async function insertDraft(trx: Executor, document: EventDocument): Promise<number> {
  const at = nextUpdatedAt();
  const { id } = await trx.db
    .insertInto('events')
    .values({
      ...eventColumns(trx.engine, document),
      status: 'draft',
      created_at: at,
      updated_at: at,
      published_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writePrivateDetails(trx, id, document, at);
  return id;
}

/**
 * A new address: the old one keeps leading to the event once it was public (`event_slugs`), and
 * the rows that name the event by its address move with it (docs/decisions/035-events-are-data.md).
 */
async function moveAddress(trx: Executor, event: EventRecord, to: string, at: string) {
  const from = event.document.slug;
  if (from === to) return;
  // The event may take back an address it had: it no longer needs to lead elsewhere.
  await trx.db.deleteFrom('event_slugs').where('slug', '=', to).execute();
  if (event.publishedAt !== null) {
    await trx.db
      .insertInto('event_slugs')
      .values({ slug: from, event_id: event.id, retired_at: at })
      .execute();
  }
  await trx.db.updateTable('event_settings').set({ event: to }).where('event', '=', from).execute();
  await trx.db.updateTable('admin_actions').set({ event: to }).where('event', '=', from).execute();
}

/** New events and copies with a derived address or name try the next number when one is taken. */
const copyAttempts = 20;

/**
 * A new event: always a draft, its form writing to the table of its kind; its address and stored
 * name, left empty, made from its title and day (event-copies.ts `withNewEventNames`).
 */
export function createEvent(
  database: Database,
  organiser: Organiser,
  input: unknown,
): Promise<EventRecord> {
  return inEditorTransaction(database, async (trx) => {
    const given = newEventInput(input);
    for (let attempt = 1; ; attempt++) {
      const { input: named, derived } = withNewEventNames(given, attempt);
      const document = closingAtStart(validDocument(named));
      const taken = await uniquenessErrors(trx, document, null);
      if (Object.keys(taken).length === 0) {
        const id = await insertDraft(trx, document);
        return recordChange(trx, organiser, 'create', id, null);
      }
      // A name made here that another event holds tries the next number; one she chose is refused.
      const chosenTaken =
        (!derived.slug && taken.slug !== undefined) ||
        (!derived.eventName && taken['form.eventName'] !== undefined);
      if (chosenTaken) {
        // Only what she chose is hers to change: a made name would take the next number.
        const { slug, 'form.eventName': eventName } = taken;
        throw new EventInvalid({
          ...(!derived.slug && slug !== undefined && { slug }),
          ...(!derived.eventName && eventName !== undefined && { 'form.eventName': eventName }),
        });
      }
      if (attempt === copyAttempts) throw new EventInvalid(taken);
    }
  });
}

/**
 * Saves the whole document of the event the organiser read at `basedOn`. A published event whose
 * date, time or place changed raises its calendar SEQUENCE and tells its guests (`tellOfMove`).
 */
export function updateEvent(
  database: Database,
  organiser: Organiser,
  id: number,
  input: unknown,
  basedOn: string,
  tellOfMove: TellGuests,
): Promise<{ event: EventRecord; mailed: number }> {
  return inEditorTransaction(database, async (trx) => {
    const current = await currentEvent(trx, id, basedOn);
    if (current.status === 'cancelled') {
      throw new EventActionNotAllowed(`${cancelledMessage} It cannot be edited.`);
    }
    const document = validDocument(input);
    refuseErrors({
      ...(await uniquenessErrors(trx, document, id)),
      ...storedFormErrors(current, document),
    });
    const at = nextUpdatedAt(current.updatedAt);
    const moved = current.status === 'published' && movesGuests(current.document, document);
    await trx.db
      .updateTable('events')
      .set({
        ...eventColumns(trx.engine, document),
        calendar_sequence: current.calendarSequence + (moved ? 1 : 0),
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
    await writePrivateDetails(trx, id, document, at);
    await moveAddress(trx, current, document.slug, at);
    await renameStoredRows(trx, id, current.document.form, document.form);
    const event = await recordChange(trx, organiser, 'edit', id, current);
    // Its guests hold a calendar entry and the place their approval named: they hear of a move.
    return { event, mailed: moved ? await tellOfMove(trx, event) : 0 };
  });
}

type CopyRequest = { schedule: EventSchedule; slug?: string; eventName?: string };

/**
 * The copy whose address and stored name no other event holds: a derived one taken already
 * takes the next number; one the organiser chose is refused.
 */
async function unclaimedCopy(
  trx: Executor,
  original: EventDocument,
  request: CopyRequest,
): Promise<EventDocument> {
  for (let attempt = 1; ; attempt++) {
    const derived = copyNames(original, request.schedule, attempt);
    const copy = copyOfEvent(original, request.schedule, {
      slug: request.slug ?? derived.slug,
      eventName: request.eventName ?? derived.eventName,
    });
    const taken = await uniquenessErrors(trx, copy, null);
    if (Object.keys(taken).length === 0) return copy;
    const chosenTaken =
      (request.slug !== undefined && taken.slug !== undefined) ||
      (request.eventName !== undefined && taken['form.eventName'] !== undefined);
    if (chosenTaken || attempt === copyAttempts) throw new EventInvalid(taken);
  }
}

/**
 * A copy of event `id` on a new schedule, as a draft (event-copies.ts `copyOfEvent`); its
 * address and stored name come from the original's and the new first day unless given.
 * Nothing is sent to anyone.
 */
export function duplicateEvent(
  database: Database,
  organiser: Organiser,
  id: number,
  request: CopyRequest,
): Promise<EventRecord> {
  return inEditorTransaction(database, async (trx) => {
    const original = await currentEvent(trx, id);
    const copy = await unclaimedCopy(trx, original.document, request);
    const document = validDocument(copy);
    const copyId = await insertDraft(trx, document);
    return recordChange(trx, organiser, 'duplicate', copyId, null);
  });
}

/**
 * A change of the event's state (publish, close...): `decide` says what changes, or throws
 * EventActionNotAllowed; `after` runs in the same transaction with the event as changed.
 */
function changeState<T = undefined>(
  database: Database,
  organiser: Organiser,
  id: number,
  action: EventAction,
  basedOn: string | undefined,
  decide: (current: EventRecord, at: string) => Updateable<EventsTable>,
  after?: (trx: Executor, event: EventRecord) => Promise<T>,
): Promise<{ event: EventRecord; outcome: T | undefined }> {
  return inEditorTransaction(database, async (trx) => {
    const current = await currentEvent(trx, id, basedOn);
    const at = nextUpdatedAt(current.updatedAt);
    await trx.db
      .updateTable('events')
      .set({ ...decide(current, at), updated_at: at })
      .where('id', '=', id)
      .execute();
    const event = await recordChange(trx, organiser, action, id, current);
    return { event, outcome: after ? await after(trx, event) : undefined };
  });
}

function refuseCancelled(current: EventRecord, what: string): void {
  if (current.status === 'cancelled') {
    throw new EventActionNotAllowed(`${cancelledMessage} It cannot be ${what}.`);
  }
}

type StateRule = (current: EventRecord, at: string) => Updateable<EventsTable>;

/**
 * The one-button changes of an event's state: what each changes, or why it cannot. A cancelled
 * event stays as it is.
 */
const stateRules = {
  /** Publishes a draft whose whole document is valid; `published_at` keeps the first time. */
  publish: (current, at) => {
    refuseCancelled(current, 'published again');
    if (current.status === 'published') throw new EventActionNotAllowed('It is published already.');
    validDocument(current.document);
    return { status: 'published', published_at: current.publishedAt ?? at };
  },
  /** Takes a published event back to a draft (its page goes). */
  unpublish: (current) => {
    refuseCancelled(current, 'taken back to a draft');
    if (current.status === 'draft') throw new EventActionNotAllowed('It is a draft already.');
    return { status: 'draft' };
  },
  /** Closes applications now, whatever the closing time says. */
  close: (current, at) => {
    refuseCancelled(current, 'closed');
    if (current.applicationsClosedAt !== null) {
      throw new EventActionNotAllowed('Applications are closed already.');
    }
    return { applications_closed_at: at };
  },
  /** Undoes closing by hand; the closing time, if it has passed, still keeps them closed. */
  reopen: (current) => {
    refuseCancelled(current, 'reopened');
    if (current.applicationsClosedAt === null) {
      throw new EventActionNotAllowed('Applications were not closed by hand.');
    }
    return { applications_closed_at: null };
  },
} satisfies Record<string, StateRule>;

export type EventStateAction = keyof typeof stateRules;
export const eventStateActions = Object.keys(stateRules) as EventStateAction[];

/** Publishes, unpublishes, closes or reopens event `id` (stateRules). */
export async function changeEventState(
  database: Database,
  organiser: Organiser,
  id: number,
  action: EventStateAction,
  basedOn?: string,
): Promise<EventRecord> {
  const { event } = await changeState(database, organiser, id, action, basedOn, stateRules[action]);
  return event;
}

/**
 * Cancels the event with the organiser's message, raises its calendar SEQUENCE and, in the same
 * transaction, queues the mails telling everyone pending, waitlisted or approved (`tell`): a
 * cancel is never made without them, nor its mails queued twice.
 */
export async function cancelEvent(
  database: Database,
  organiser: Organiser,
  id: number,
  { message, basedOn }: { message: string; basedOn?: string },
  tell: TellGuests,
): Promise<{ event: EventRecord; mailed: number }> {
  const { event, outcome } = await changeState(
    database,
    organiser,
    id,
    'cancel',
    basedOn,
    (current, at) => {
      if (current.status === 'cancelled')
        throw new EventActionNotAllowed('It is cancelled already.');
      return {
        status: 'cancelled',
        cancelled_at: at,
        cancellation_message: message,
        calendar_sequence: current.calendarSequence + 1,
      };
    },
    async (trx, cancelled) => {
      // Decisions on the event's table wait for the cancel: nobody is approved past its mails.
      await holdTransactionLock(trx, `status-change:${cancelled.document.form.table}`);
      return tell(trx, cancelled);
    },
  );
  return { event, mailed: outcome ?? 0 };
}
