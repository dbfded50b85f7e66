import { EventScheduleSchema, type EventDocument } from '#schemas/events/event-document.ts';
import { formStores, isSubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { eventStartsAt } from '#schemas/events/event-availability.ts';
import { dayWordsOf, mapWords, moveDateWords } from '#schemas/events/date-words.ts';
import { monthNames } from '#schemas/events/calendar/calendar-names.ts';
import { eventDays, type EventSchedule } from '#schemas/events/event-schedule.ts';

/**
 * What a new event and a copy of one start as (docs/decisions/037-the-event-editor.md): plain
 * functions of documents, no database.
 */

/**
 * The table a new event's form writes to, by what the visitor does. The other tables stay with
 * the seeded events that use them (docs/decisions/035-events-are-data.md).
 */
export const newEventFormTables = {
  registration: 'event_registrations',
  interest: 'event_registrations',
  application: 'retreat_applications',
} as const satisfies Record<EventDocument['form']['kind'], EventDocument['form']['table']>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A new event's document as the organiser sent it, with what the server decides for her: the
 * table of its form's kind, and no closing time yet when she gave none (closingAtStart sets it).
 */
export function newEventInput(input: unknown): unknown {
  if (!isObject(input)) return input;
  const form = input.form;
  const kind = isObject(form) ? form.kind : undefined;
  return {
    ...input,
    applicationsCloseAt: input.applicationsCloseAt ?? null,
    ...(isObject(form) &&
      typeof kind === 'string' &&
      Object.hasOwn(newEventFormTables, kind) && {
        form: { ...form, table: newEventFormTables[kind as keyof typeof newEventFormTables] },
      }),
  };
}

/** A new event without a closing time closes when it starts. */
export function closingAtStart(document: EventDocument): EventDocument {
  if (document.applicationsCloseAt !== null) return document;
  return { ...document, applicationsCloseAt: eventStartsAt(document.schedule).toISOString() };
}

/** `2027-01-21` → `21 January 2027`; a month with no day yet → `January 2027`. */
function dayWords(schedule: EventSchedule): string {
  const { day, month, year } = dayWordsOf(schedule);
  return [day, month, year].filter((part) => part !== undefined).join(' ');
}

/** The part of an address that names a day: `2027-01-21`, or `2027-01` for a month. */
function dayPart(schedule: EventSchedule): string {
  const { firstDay } = eventDays(schedule);
  return schedule.kind === 'month' ? firstDay.slice(0, 7) : firstDay;
}

const datedSlug = /-\d{4}-\d{2}(-\d{2})?$/;
const datedName = new RegExp(`, (\\d{1,2} )?(${monthNames.join('|')}) \\d{4}$`);

/**
 * The copy's address and stored name, from the original's (without a date it was given as a
 * copy) and the new first day: `ai-power-circle-2027-01-21`, `AI Power Circle, 21 January 2027`.
 * `attempt` 2, 3... adds a number, for a day that already has an event of the series.
 */
export function copyNames(
  original: NamedDocument,
  schedule: EventSchedule,
  attempt = 1,
): { slug: string; eventName: string } {
  const extra = attempt > 1 ? ` (${attempt})` : '';
  const slugBase = `${original.slug.replace(datedSlug, '')}-${dayPart(schedule)}`;
  const nameBase = (original.form.eventName ?? original.title).replace(datedName, '');
  return {
    slug: attempt > 1 ? `${slugBase}-${attempt}` : slugBase,
    eventName: `${nameBase}, ${dayWords(schedule)}${extra}`,
  };
}

/**
 * The card without the organiser's words for the old date and time and without its own title:
 * the copy's come from its schedule and title (schemas/events/event-words.ts).
 */
function cardOfCopy({
  date: _date,
  time: _time,
  title: _title,
  ...card
}: NonNullable<EventDocument['listing']>): NonNullable<EventDocument['listing']> {
  return structuredClone(card);
}

/**
 * "Next month's meetup from this one": everything of the original but its dates, as a draft
 * that is not featured, has no cover photo, and closes at its new start. The organiser's words
 * for the old date and time (a fact's or the card's) go: the new ones come from the schedule.
 * Her short words (breadcrumb, eyebrow, meta title and description, card title) go too: the
 * copy's follow its own title, date and place, so a rename reaches them
 * (docs/decisions/059-words-that-follow-the-event.md). Every other word that named the
 * original's day names the copy's (`July` → `March`, `Wednesday 23 July 2025` → `Thursday 18
 * March 2027`): a copy keeps no old date (docs/product/rules.md#dates-said-once). Its form
 * writes to the table of its kind, under its own name.
 */
export function copyOfEvent(
  original: EventDocument,
  schedule: EventSchedule,
  names: { slug: string; eventName: string },
): EventDocument {
  const from = dayWordsOf(original.schedule);
  const to = dayWordsOf(schedule);
  const moved = mapWords(structuredClone(original), (text) => moveDateWords(text, from, to));
  const { cover: _cover, crumb: _crumb, eyebrow: _eyebrow, ...rest } = moved;
  const { eventDate: _eventDate, ...form } = moved.form;
  const listing = moved.listing && cardOfCopy(moved.listing);
  return closingAtStart({
    ...rest,
    slug: names.slug,
    meta: {},
    schedule,
    facts: moved.facts.map(({ text, ...fact }) =>
      fact.kind === 'date' || fact.kind === 'time' || text === undefined ? fact : { ...fact, text },
    ),
    form: {
      ...structuredClone(form),
      table: newEventFormTables[form.kind],
      eventName: names.eventName,
    },
    featured: false,
    listing,
    applicationsCloseAt: null,
  });
}

/** `Winter AI Salon & Supper` → `winter-ai-salon-and-supper`: a page address from a title. */
export function slugOfTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return words || 'event';
}

type NamedDocument = Pick<EventDocument, 'slug' | 'title'> & {
  form: Pick<EventDocument['form'], 'eventName'>;
};

/**
 * A new event as the organiser sent it with what she left empty of its names made from its
 * title and day (docs/decisions/059-words-that-follow-the-event.md): the page address
 * `winter-ai-salon-2027-02-17` and, for a form that stores one, the event name `Winter AI
 * Salon, 17 February 2027`. `attempt` 2, 3... adds a number; `derived` says which were made,
 * so a taken one made here tries the next number while a taken one she chose is refused.
 */
export function withNewEventNames(
  input: unknown,
  attempt: number,
): { input: unknown; derived: { slug: boolean; eventName: boolean } } {
  const none = { input, derived: { slug: false, eventName: false } };
  if (!isObject(input) || typeof input.title !== 'string' || !isObject(input.form)) return none;
  const title = input.title.trim();
  const schedule = EventScheduleSchema.safeParse(input.schedule);
  if (title === '' || !schedule.success) return none;
  const form = input.form;
  const storesName =
    typeof form.table === 'string' &&
    isSubmissionTable(form.table) &&
    formStores(form.table, 'event_name');
  const slug = !(typeof input.slug === 'string' && input.slug.trim() !== '');
  const eventName =
    storesName && !(typeof form.eventName === 'string' && form.eventName.trim() !== '');
  const original: NamedDocument = { slug: slugOfTitle(title), title, form: {} };
  const names = copyNames(original, schedule.data, attempt);
  return {
    input: {
      ...input,
      ...(slug && { slug: names.slug }),
      form: { ...form, ...(eventName && { eventName: names.eventName }) },
    },
    derived: { slug, eventName },
  };
}
