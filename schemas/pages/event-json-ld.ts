/**
 * An event as search engines read it: schema.org `Event` JSON-LD
 * (docs/decisions/039-event-files-made-on-request.md), from the stored record. It says nothing
 * the page does not: the venue in full only where the page names it, the area otherwise.
 * Plain data, no zod: the page's head renders it.
 */
import { siteConfig } from '#content/site.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { nextSession } from '#schemas/events/event-availability.ts';
import { eventDays } from '#schemas/events/event-schedule.ts';
import { londonDateTime } from '#schemas/shared/london-time.ts';
import { shareImagePath } from './share-images.ts';

type JsonLd = Record<string, unknown>;

/**
 * When the event starts and ends: a date and time where the schedule has times, the day alone
 * where it has none, the month alone while no day is fixed. A series gives its next session as
 * of `now`, or its first date without one.
 */
function eventDates(
  schedule: EventDocument['schedule'],
  now: Date | undefined,
): { startDate: string; endDate?: string } {
  if (schedule.kind === 'month') return { startDate: schedule.month };
  const session = now && nextSession(schedule, now);
  if (session) {
    // A series as of `now`: its next session (docs/product/rules.md#the-events-listing).
    const { startTime, endTime } = schedule;
    return {
      startDate: startTime ? londonDateTime(session.day, startTime) : session.day,
      ...(endTime && { endDate: londonDateTime(session.day, endTime) }),
    };
  }
  const { firstDay, lastDay } = eventDays(schedule);
  const endDay = lastDay ?? firstDay;
  const { startTime, endTime } = schedule;
  const startDate = startTime ? londonDateTime(firstDay, startTime) : firstDay;
  if (endTime) return { startDate, endDate: londonDateTime(endDay, endTime) };
  // A start time without an end: the end is not known, unless it is another day.
  return startTime && endDay === firstDay ? { startDate } : { startDate, endDate: endDay };
}

function location(document: EventDocument, pageUrl: string): JsonLd {
  if (document.attendance === 'online') return { '@type': 'VirtualLocation', url: pageUrl };
  const { venue } = document;
  return {
    '@type': 'Place',
    name: venue.text,
    // The page's map search names the place in full; a kept-back venue is only its area.
    address: venue.disclosure === 'full' ? (venue.mapQuery ?? venue.text) : venue.text,
  };
}

/** `£45`, `£1,250.50` → `45`, `1250.50`; undefined when the words give no amount. */
function amountOf(price: string): string | undefined {
  const match = /£\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?/.exec(price);
  return match ? `${match[1]!.replaceAll(',', '')}${match[2] ?? ''}` : undefined;
}

/** The price as an `Offer`: its amount in GBP, 0 when free, none where it has no price. */
function offers(price: string | undefined, pageUrl: string): JsonLd | undefined {
  if (price === undefined) return undefined;
  const amount = amountOf(price) ?? (/\bfree\b/i.test(price) ? 0 : undefined);
  return {
    '@type': 'Offer',
    url: pageUrl,
    description: price,
    ...(amount !== undefined && { price: amount, priceCurrency: 'GBP' }),
  };
}

/** The event as a schema.org `Event` at `now`, addresses on `siteUrl`. */
export function eventJsonLd(
  record: Pick<EventRecord, 'status' | 'cancelledAt' | 'document'>,
  siteUrl: string,
  now?: Date,
): JsonLd {
  const { document } = record;
  const pagePath = `/events/${document.slug}`;
  const pageUrl = `${siteUrl}${pagePath}`;
  const cancelled = record.status === 'cancelled' || record.cancelledAt !== null;
  const offer = offers(document.price, pageUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: document.title,
    description: document.intro,
    ...eventDates(document.schedule, now),
    url: pageUrl,
    image: `${siteUrl}${shareImagePath(pagePath)}`,
    eventAttendanceMode: `https://schema.org/${document.attendance === 'online' ? 'Online' : 'Offline'}EventAttendanceMode`,
    eventStatus: `https://schema.org/${cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    location: location(document, pageUrl),
    organizer: { '@type': 'Organization', name: siteConfig.brand, url: siteUrl },
    ...(offer && { offers: offer }),
  };
}

/**
 * JSON for the inside of a `<script type="application/ld+json">`: `<`, `>` and `&` escaped
 * (NOTE: the HTML parser ends a script at `</script` whatever JSON says), and the two line
 * separators JavaScript once refused.
 */
export function jsonLdScriptText(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The event's JSON-LD, ready for its page's head. */
export function eventJsonLdScript(
  record: Pick<EventRecord, 'status' | 'cancelledAt' | 'document'>,
  siteUrl: string,
): string {
  return jsonLdScriptText(eventJsonLd(record, siteUrl));
}
