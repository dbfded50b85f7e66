/**
 * One event as the organiser edits it (docs/decisions/035-events-are-data.md): everything its
 * page, card, form, calendar file and decision mails say, validated as one document so a save
 * is whole or refused, with each error at its field's path (`sections.1.items.0.duration`).
 * The database keeps it in the `events` tables (docs/product/data.md#events-tables).
 */
import { z } from 'zod';
import { artworkMotifs } from '#schemas/artwork/artwork.ts';
import { storableText } from '#schemas/shared/stored-text.ts';
import { formStores } from '#schemas/submissions/submission-forms.ts';
import {
  calendarDay,
  eventClockPattern,
  eventDayPattern,
  eventMonthPattern,
  eventYearsError,
  fallsOnRecurrence,
  inEventYears,
  recurrenceRulePattern,
  type EventSchedule,
} from './event-schedule.ts';
import { dayWithoutTime, skippedTimeError } from './skipped-times.ts';

const required = 'Required.';
const trimmed = (max: number) =>
  z.string().trim().min(1, required).max(max, `At most ${max} characters.`);
/**
 * Every text of the document follows the forms' rule (schemas/shared/stored-text.ts): a one-line
 * field (an input) holds no line break, control, direction or invisible character; a long one (a
 * textarea in the editor) may keep line breaks and tabs.
 */
const text = (max = 500) => trimmed(max).check(storableText());
const optionalText = (max = 500) => text(max).optional();
const longText = (max: number) => trimmed(max).check(storableText({ multiline: true }));
const optionalLongText = (max: number) => longText(max).optional();
const paragraphs = z.array(longText(2000)).min(1, 'Add at least one paragraph.');

/**
 * PostgreSQL's `integer`, the type of the events' number columns (SQLite's holds more): a
 * larger number would fail the write.
 */
const largestStoredInteger = 2_147_483_647;
const maxPlaces = 10_000;

const day = z
  .string()
  .regex(eventDayPattern, 'Use YYYY-MM-DD.')
  .refine((value) => calendarDay(value) !== undefined, 'Not a day of the calendar.')
  .refine(inEventYears, eventYearsError);
const clock = z.string().regex(eventClockPattern, 'Use HH:MM, 24-hour.');
const times = { startTime: clock.optional(), endTime: clock.optional() };

export const EventScheduleSchema: z.ZodType<EventSchedule> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('single'), date: day, ...times }),
  z.strictObject({ kind: z.literal('range'), startDate: day, endDate: day, ...times }),
  z.strictObject({
    kind: z.literal('recurring'),
    firstDate: day,
    rule: z.string().regex(recurrenceRulePattern, 'Choose a monthly or weekly repeat.'),
    ...times,
  }),
  z.strictObject({
    kind: z.literal('month'),
    month: z
      .string()
      .regex(eventMonthPattern, 'Use YYYY-MM.')
      .refine(inEventYears, eventYearsError),
  }),
]);

/**
 * The page's address, `/events/<slug>`: also what a copy may be given
 * (schemas/events/admin-events.ts).
 */
export const eventSlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lowercase words joined by hyphens.')
  .max(80);

/** The event name a form stores with each application; a copy may be given its own. */
export const eventNameText = text(200);

/** Where a visitor can read about the place, and how much of it: docs/product/data.md#events-tables. */
const VenueSchema = z.strictObject({
  /** What the page says of where: the venue, or only its area while the rest is kept back. */
  text: text(200),
  /** `full`: the page names the venue; `area`: the exact place goes to approved guests only. */
  disclosure: z.enum(['full', 'area']),
  /** What a map searches for; only for a venue the page names in full. */
  mapQuery: optionalText(200),
});

/** How many people the organiser can approve (docs/product/data.md#review-status). */
const CapacitySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('total'), places: z.int().min(1).max(maxPlaces) }),
  z.strictObject({ kind: z.literal('per-session'), places: z.int().min(1).max(maxPlaces) }),
  z.strictObject({ kind: z.literal('limited') }),
]);

export const eventFactKinds = ['date', 'time', 'venue', 'online', 'spots', 'price'] as const;

/**
 * A line of the page's facts. Without `text` its words come from the event's data (the date
 * from its schedule, the places from its capacity); `text` is the organiser's own words.
 */
const FactSchema = z.strictObject({
  kind: z.enum(eventFactKinds),
  label: text(40),
  text: optionalText(200),
});

const NoticeSchema = z.strictObject({ title: text(200), description: optionalText(500) });

/** The tables an event's form can write to (docs/product/data.md#which-form-writes-which-table). */
export const eventFormTables = [
  'event_registrations',
  'virtual_event_registrations',
  'retreat_applications',
  'leadership_labs_applications',
  'private_evening_applications',
] as const;

export type EventFormTable = (typeof eventFormTables)[number];

/**
 * Whether rows of `table` belong to an event, by its key
 * (docs/decisions/061-applications-by-event-key.md): a row of any other table belongs to none.
 */
export function isEventTable(table: string): table is EventFormTable {
  return (eventFormTables as readonly string[]).includes(table);
}

const FormSchema = z.strictObject({
  /** What the visitor does: register, apply (the organiser chooses), or register interest. */
  kind: z.enum(['registration', 'application', 'interest']),
  /** The form's id on the page: the call to action scrolls to it. */
  anchor: z.string().regex(/^[a-z][a-z0-9-]*$/, 'Lowercase letters, digits and hyphens.'),
  title: text(120),
  /** Unset: the words of its kind (schemas/events/event-words.ts `formSubtitle`). */
  subtitle: optionalLongText(500),
  table: z.enum(eventFormTables),
  /** The event name the form stores in its `event_name` column, for the tables that have one. */
  eventName: eventNameText.optional(),
  /** The event date the virtual registrations store in `event_date`. */
  eventDate: optionalText(100),
  submitLabel: text(60),
  submittingLabel: optionalText(60),
  notices: z.strictObject({ success: NoticeSchema, rejected: NoticeSchema, failed: NoticeSchema }),
});

const PersonSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'Lowercase letters, digits and hyphens.'),
  name: text(120),
  role: text(200),
  bio: paragraphs,
  image: optionalText(300),
  // Checked before z.url(), which takes line breaks and tabs out of an address silently.
  linkedinUrl: z.string().check(storableText()).pipe(z.url()).optional(),
  sample: z.literal(true).optional(),
});

const sectionId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'Lowercase letters, digits and hyphens.');
const items = <T extends z.ZodType>(item: T) => z.array(item).min(1, 'Add at least one item.');

/** The page's bands below the hero, in order (content/event-pages.ts `EventPageSection`). */
const SectionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('checklist'),
    id: sectionId,
    title: text(120),
    lead: optionalLongText(300),
    items: items(text(300)),
  }),
  z.strictObject({
    kind: z.literal('programme'),
    id: sectionId,
    title: text(120),
    lead: optionalLongText(300),
    items: items(z.strictObject({ title: text(120), description: longText(600) })),
  }),
  z.strictObject({
    kind: z.literal('agenda'),
    id: sectionId,
    title: text(120),
    lead: optionalLongText(300),
    items: items(
      z.strictObject({
        title: text(120),
        duration: z.string().regex(/^\d{1,3} min$/, 'Give minutes, like "30 min".'),
        description: optionalLongText(600),
      }),
    ),
  }),
  z.strictObject({
    kind: z.literal('timeline'),
    id: sectionId,
    title: text(120),
    lead: optionalLongText(300),
    items: items(
      z.strictObject({
        time: z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, 'Like "6:30 PM".'),
        title: text(120),
        description: optionalLongText(600),
      }),
    ),
  }),
  z.strictObject({
    kind: z.literal('thanks'),
    id: sectionId,
    title: text(120),
    paragraphs,
  }),
  z.strictObject({
    kind: z.literal('people'),
    id: sectionId,
    title: text(120),
    people: items(PersonSchema),
  }),
]);

/** What the page keeps back for approved guests: the approval mail gives it. */
const KeptBackSchema = z.strictObject({
  venue: text(200),
  address: text(300),
  arrival: optionalLongText(500),
  pricing: optionalLongText(500),
  /** Fictional, to be replaced before the event opens (server/launch-checks.ts). */
  sample: z.literal(true).optional(),
});

const positionError = `A whole number from 0 to ${largestStoredInteger}.`;
const cardPlaces = z.int().min(1).max(maxPlaces);

/** The event on the events listing and the home page. Unset words come from the event's data. */
const ListingSchema = z.strictObject({
  position: z.int(positionError).min(0, positionError).max(largestStoredInteger, positionError),
  /**
   * Unset: the event's title and its introduction's first sentence (schemas/events/event-words.ts).
   */
  title: optionalText(120),
  description: optionalLongText(400),
  /** Only for an event whose facts name no place; unset: the venue's words. */
  location: optionalText(120),
  locationNote: optionalText(200),
  date: optionalText(100),
  time: optionalText(100),
  spots: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('total'), count: cardPlaces }),
      z.strictObject({ kind: z.literal('perSession'), count: cardPlaces }),
      z.strictObject({ kind: z.literal('limited'), count: cardPlaces.optional() }),
    ])
    .optional(),
});

export const EventDocumentSchema = z
  .strictObject({
    slug: eventSlug,
    title: text(120),
    /**
     * The last breadcrumb, the line above the title and the words for search engines and shared
     * links: unset, they follow the title, date and place (schemas/events/event-words.ts).
     */
    crumb: optionalText(80),
    eyebrow: optionalText(80),
    intro: longText(1000),
    meta: z.strictObject({ title: optionalText(70), description: optionalLongText(160) }),
    schedule: EventScheduleSchema,
    attendance: z.enum(['in-person', 'online']),
    venue: VenueSchema,
    capacity: CapacitySchema,
    price: optionalText(200),
    facts: z.array(FactSchema).max(8),
    cta: text(60),
    form: FormSchema,
    sections: z.array(SectionSchema).max(12),
    featured: z.boolean(),
    listing: ListingSchema.nullable(),
    /** ISO-8601 UTC; null: applications stay open until the organiser closes them. */
    applicationsCloseAt: z.iso
      .datetime()
      .refine(inEventYears, eventYearsError)
      .refine((value) => /:\d{2}(\.\d{1,3})?Z$/.test(value), 'To the millisecond at most.')
      // Stored as both engines keep an instant: `2028-03-01T18:00:00.700Z`, whatever was sent.
      .transform((value) => new Date(value).toISOString())
      .nullable(),
    /** The uploaded cover photo (its stored name) and the words for those who cannot see it. */
    cover: z
      .strictObject({
        image: z.string().regex(/^[a-z0-9][a-z0-9.-]{0,120}$/, 'Upload the photo again.'),
        alt: text(300),
      })
      .optional(),
    /** What the generated picture shows (docs/design.md#artwork); unset: the brand's shapes. */
    motif: z.enum(artworkMotifs).optional(),
    keptBack: KeptBackSchema.nullable(),
  })
  .superRefine((event, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    const { schedule } = event;
    if (schedule.kind !== 'month') {
      if (schedule.endTime && !schedule.startTime) {
        issue(['schedule', 'startTime'], 'Give the start time too.');
      }
      if (
        schedule.kind !== 'range' &&
        schedule.startTime &&
        schedule.endTime &&
        schedule.endTime <= schedule.startTime
      ) {
        issue(['schedule', 'endTime'], 'Ends after it starts.');
      }
    }
    if (schedule.kind !== 'month') {
      for (const which of ['startTime', 'endTime'] as const) {
        const day = dayWithoutTime(schedule, which);
        if (day) issue(['schedule', which], skippedTimeError(day));
      }
    }
    if (schedule.kind === 'range' && schedule.endDate <= schedule.startDate) {
      issue(['schedule', 'endDate'], 'Ends on a later day than it starts.');
    }
    if (schedule.kind === 'recurring' && !fallsOnRecurrence(schedule.firstDate, schedule.rule)) {
      issue(['schedule', 'firstDate'], 'The first date is not one the event repeats on.');
    }
    if (event.venue.mapQuery && event.venue.disclosure !== 'full') {
      issue(['venue', 'mapQuery'], 'Only a venue the page names in full goes on a map.');
    }
    const hasTime = schedule.kind !== 'month' && schedule.startTime !== undefined;
    for (const [index, fact] of event.facts.entries()) {
      if (fact.text) continue;
      if (fact.kind === 'time' && !hasTime) {
        issue(['facts', index, 'text'], 'The event has no time yet: say it in words.');
      }
      if (fact.kind === 'price' && !event.price) {
        issue(['facts', index, 'text'], 'The event has no price: say it in words.');
      }
    }
    for (const [key, column] of [
      ['eventName', 'event_name'],
      ['eventDate', 'event_date'],
    ] as const) {
      const stores = formStores(event.form.table, column);
      if (stores && !event.form[key]) issue(['form', key], required);
      if (!stores && event.form[key]) issue(['form', key], 'This form does not store it.');
    }
    const ids = new Set([event.form.anchor]);
    for (const [index, section] of event.sections.entries()) {
      if (ids.has(section.id)) issue(['sections', index, 'id'], 'Already used on this page.');
      ids.add(section.id);
    }
  });

export type EventDocument = z.infer<typeof EventDocumentSchema>;
export type EventFact = EventDocument['facts'][number];
export type EventStatus = 'draft' | 'published' | 'cancelled';
export const eventStatuses: readonly EventStatus[] = ['draft', 'published', 'cancelled'];

/** Each invalid field's path (`sections.1.items.0.duration`) and its first message. */
export type EventDocumentErrors = Record<string, string>;

export function validateEventDocument(
  value: unknown,
):
  | { success: true; document: EventDocument }
  | { success: false; fieldErrors: EventDocumentErrors } {
  const result = EventDocumentSchema.safeParse(value);
  if (result.success) return { success: true, document: result.data };
  return { success: false, fieldErrors: errorsByPath(result.error) };
}

/** Each invalid field of a document or an editor's request by its whole path, first message. */
export function errorsByPath(error: z.ZodError): EventDocumentErrors {
  const fieldErrors: EventDocumentErrors = {};
  for (const problem of error.issues) {
    const path = problem.path.map(String).join('.');
    fieldErrors[path] ??= problem.message;
  }
  return fieldErrors;
}
