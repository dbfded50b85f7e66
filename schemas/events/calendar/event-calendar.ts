/**
 * The .ics file of a dated event page (RFC 5545): one VEVENT in Europe/London time with its
 * VTIMEZONE. Server only: it pulls in ical-generator, so app/ never imports it (the page links
 * to the file the server makes, schemas/events/calendar/calendar-links.ts; docs/decisions/039).
 */
import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalLuxonDateTimeStub,
} from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { eventTimeZone, type EventPage } from '#content/event-pages.ts';
import { siteConfig } from '#content/site.ts';
import { eventPageUrl, eventPlace } from './calendar-links.ts';
import { londonInstant } from '#schemas/shared/london-time.ts';

/**
 * A wall-clock time in {@link eventTimeZone}, in the shape ical-generator accepts for a Luxon
 * DateTime. NOTE: with a time zone set, ical-generator writes a Date by its fields in the
 * process's own zone; this value writes the given fields whatever that zone is. Its instant is
 * the site's (schemas/shared/london-time.ts), which reads the clock changes' hours as calendar programs
 * read the file's `TZID` times.
 */
function londonTime(wallClock: string): ICalLuxonDateTimeStub {
  const [date = '', time = ''] = wallClock.split('T');
  const instant = londonInstant(date, time);
  const value: ICalLuxonDateTimeStub = {
    isValid: true,
    zone: { type: 'iana' },
    setZone: (zone) => {
      if (zone !== eventTimeZone) throw new Error(`${wallClock} is a time in ${eventTimeZone}`);
      return value;
    },
    toFormat: (format) => {
      if (format === 'yyyyLLdd') return date.replaceAll('-', '');
      if (format === 'HHmmss') return `${time.replace(':', '')}00`;
      throw new Error(`Unexpected date format ${format}`);
    },
    toJSDate: () => instant,
    toJSON: () => instant.toISOString(),
  };
  return value;
}

/** The VTIMEZONE component of a zone, from timezones-ical-library's data. */
function vtimezone(zone: string): string {
  const block = tzlib_get_ical_block(zone);
  // An unknown zone gives an empty string (and a console line), never an array.
  if (!Array.isArray(block) || !block[0]) throw new Error(`No VTIMEZONE for ${zone}`);
  return block[0];
}

/**
 * `event-<slug>@<site host>`: the UID of an event page's own file (`/calendar/<slug>.ics`): it
 * keeps one, so a calendar updates its entry. The mails' files have one per application instead
 * (server/mail/mail-parts.ts `calendarUid`).
 */
export function eventCalendarUid(slug: string, siteUrl: string): string {
  return `event-${slug}@${new URL(siteUrl).hostname.replace(/^www\./, '')}`;
}

type CalendarFileOptions = {
  uid: string;
  siteUrl: string;
  stamp?: Date;
  /** The exact place, for a confirmed guest's file; the page's public place otherwise. */
  location?: string;
  /** SEQUENCE: raised when the time or place changes, so calendars take the newer file. */
  sequence?: number;
  /** STATUS:CANCELLED, which takes the event out of the calendars that hold it. */
  cancelled?: boolean;
  /**
   * `CANCEL` for the cancellation sent to the people who applied (RFC 5546): with a SEQUENCE above
   * the files sent before, a calendar removes the entry of the same UID
   * (docs/decisions/037-the-event-editor.md). `PUBLISH` otherwise.
   */
  method?: 'PUBLISH' | 'CANCEL';
};

/**
 * The page's event as an iCalendar file (CRLF lines, folded at 75 octets), built by
 * ical-generator. `stamp` (DTSTAMP) defaults to now.
 */
export function buildCalendarFile(page: EventPage, options: CalendarFileOptions) {
  if (!page.calendar) return undefined;
  const file = newCalendar(options.method);
  addEvent(file, page, options);
  return fileText(file);
}

function newCalendar(method: CalendarFileOptions['method']) {
  return ical({
    prodId: { company: siteConfig.brand, product: 'Events', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: ical-generator would then write DTSTAMP in local time, not UTC.
    timezone: { name: null, generator: vtimezone },
  });
}

// RFC 5545 ends every line with CRLF, the last one too; ical-generator leaves that one off.
function fileText(file: ReturnType<typeof ical>): string {
  return `${file.toString()}\r\n`;
}

function addEvent(file: ReturnType<typeof ical>, page: EventPage, options: CalendarFileOptions) {
  const { calendar } = page;
  if (!calendar) return;
  file.createEvent({
    id: options.uid,
    stamp: options.stamp ?? new Date(),
    start: londonTime(calendar.start),
    end: londonTime(calendar.end),
    timezone: eventTimeZone,
    sequence: options.sequence ?? 0,
    repeating: calendar.recurrence ?? null,
    summary: page.title,
    location: options.location ?? eventPlace(page) ?? null,
    url: eventPageUrl(page, options.siteUrl),
    description: page.intro,
    ...(options.sequence !== undefined && { sequence: options.sequence }),
    ...(options.cancelled && { status: ICalEventStatus.CANCELLED }),
  });
}

/** One event of the calendar feed: its page, and its own file's UID, SEQUENCE and status. */
export type FeedEvent = { page: EventPage } & Pick<
  CalendarFileOptions,
  'uid' | 'stamp' | 'sequence' | 'cancelled'
>;

/**
 * The calendar a member subscribes to (`/events.ics`): every event given, each with the UID,
 * SEQUENCE and status of its own file, so a calendar holding both keeps one entry and follows
 * its changes. Named for the calendar app's list; calendars are asked to read it again twice a
 * day. No personal data: the events' public pages only.
 */
export function calendarFeed(events: readonly FeedEvent[], siteUrl: string): string {
  const file = newCalendar('PUBLISH');
  file.name(`${siteConfig.brand} events`);
  file.ttl(12 * 60 * 60);
  for (const { page, ...options } of events) addEvent(file, page, { ...options, siteUrl });
  return fileText(file);
}

/** `20250701T000000Z`: a DTSTAMP value (UTC). */
function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/**
 * One ASCII content line folded as ical-generator folds (74 octets of content a line, within
 * RFC 5545's 75), so a file is the same whichever way it was made.
 */
function foldedLine(line: string): string {
  const parts: string[] = [];
  for (let at = 0; at < line.length; at += 74) parts.push(line.slice(at, at + 74));
  return parts.join('\r\n ');
}

const templateUid = 'calendar-template-uid';
const templateStamp = new Date('2000-01-01T00:00:00Z');
/**
 * By what a file says of its event (a stored event's page is made anew for each mail), with the
 * site address and the sequence; at most a few hundred, the oldest dropped first.
 */
const templates = new Map<string, string | undefined>();
const templateLimit = 500;

function templateKey(page: EventPage, { siteUrl, sequence = 0 }: CalendarFileOptions): string {
  const { slug, title, intro, calendar } = page;
  return JSON.stringify([siteUrl, sequence, slug, title, intro, calendar, eventPlace(page)]);
}

/**
 * The page's event as an iCalendar file, or undefined if the page has no `calendar`. `stamp`
 * (DTSTAMP) defaults to now; pass a fixed one for files that must be the same on every build.
 *
 * NOTE: every confirmation mail of a dated event carries one, rendered in the submission's
 * transaction. ical-generator takes about 1.1 ms per file here (its time-zone block and offsets
 * most of it), which capped submissions near 600/s in `npm run bench`; so each page's file is
 * built once and only its UID and DTSTAMP, which are ASCII and the same lines every time, are
 * written per mail. A test checks the result equals building it whole.
 */
export function calendarFile(
  page: EventPage,
  options: Omit<CalendarFileOptions, 'location' | 'cancelled' | 'method'>,
): string | undefined {
  const key = templateKey(page, options);
  if (!templates.has(key)) {
    if (templates.size >= templateLimit) templates.delete(templates.keys().next().value!);
    templates.set(
      key,
      buildCalendarFile(page, { ...options, uid: templateUid, stamp: templateStamp }),
    );
  }
  const template = templates.get(key);
  if (template === undefined) return undefined;
  if (!/^[\x21-\x7e]+$/.test(options.uid)) throw new Error(`Not a calendar UID: ${options.uid}`);
  return template
    .replace(`\r\nUID:${templateUid}\r\n`, `\r\n${foldedLine(`UID:${options.uid}`)}\r\n`)
    .replace(
      `\r\nDTSTAMP:${utcStamp(templateStamp)}\r\n`,
      `\r\nDTSTAMP:${utcStamp(options.stamp ?? new Date())}\r\n`,
    );
}
