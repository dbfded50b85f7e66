/**
 * Where a dated event page's "Add to calendar" links go: its .ics file
 * (schemas/events/calendar/event-calendar.ts, made by the server from the stored event,
 * server/pages/event-files.ts) and Google Calendar's event template. Light enough for the browser:
 * no calendar library.
 */
import { eventTimeZone, type EventPage, type EventPageFact } from '#content/event-pages.ts';

/** The calendar feed of the events to come (server/pages/event-files.ts `feed`). */
export const calendarFeedPath = '/events.ics';

/**
 * The feed's address for a calendar app to subscribe to: `webcal://`, which calendar apps take
 * as "subscribe" where an `https://` link to a file would import it once.
 */
export function calendarFeedSubscribeUrl(siteUrl: string): string {
  return `${siteUrl.replace(/^https?:/, 'webcal:')}${calendarFeedPath}`;
}

/** `/calendar/<slug>.ics`, or undefined for a page without `calendar`. */
export function calendarDownloadPath(page: EventPage): string | undefined {
  return page.calendar ? `/calendar/${page.slug}.ics` : undefined;
}

/** The page's canonical address, as the sitemap lists it. */
export function eventPageUrl(page: EventPage, siteUrl: string): string {
  return `${siteUrl}/events/${page.slug}`;
}

/** Where the event is: the page's venue or online fact. */
export function eventPlace(page: EventPage): string | undefined {
  return placeOf(page.facts);
}

/** The place line of facts: the venue's, or the online fact's (one rule for every reader). */
export function placeOf(
  facts: readonly Pick<EventPageFact, 'kind' | 'value'>[],
): string | undefined {
  return facts.find((fact) => fact.kind === 'venue' || fact.kind === 'online')?.value;
}

/** `2025-07-23T18:00` → `20250723T180000`, still a wall-clock time in the event's zone. */
function basicFormat(wallClock: string): string {
  return `${wallClock.replaceAll('-', '').replace(':', '')}00`;
}

/**
 * Google Calendar's "create event" page filled in with the page's event, or undefined for a page
 * without `calendar`.
 */
export function googleCalendarUrl(page: EventPage, siteUrl: string): string | undefined {
  const { calendar } = page;
  if (!calendar) return undefined;
  const place = eventPlace(page);
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: page.title,
    dates: `${basicFormat(calendar.start)}/${basicFormat(calendar.end)}`,
    ctz: eventTimeZone,
    details: `${page.intro}\n\n${eventPageUrl(page, siteUrl)}`,
  });
  if (place) query.set('location', place);
  if (calendar.recurrence) query.set('recur', calendar.recurrence);
  return `https://calendar.google.com/calendar/render?${query}`;
}
