import { describe, expect, it } from 'vitest';
import { eventPlace } from '#schemas/events/calendar/calendar-links.ts';
import { buildCalendarFile } from '#schemas/events/calendar/event-calendar.ts';
import { toEventCard, toEventPage } from '#schemas/events/event-record.ts';
import { seededEventDocuments } from '#server/db/event-seed.ts';
import { eventShareCard } from '#server/pages/event-files.ts';
import { whenAndWhere } from '#server/mail/mail-parts.ts';
import { copyNames, copyOfEvent } from '#server/events/event-copies.ts';

/**
 * One event, one place line (docs/product/rules.md#dates-said-once): its page's glance and facts,
 * its card, its confirmation mail, its calendar file and its share image say where it is in the
 * same words, the venue as disclosed to everyone (the kept-back address goes with the approval).
 */
describe('every seeded event’s place', () => {
  it.each(seededEventDocuments().map((document) => [document.slug, document] as const))(
    '%s: the same words on its page, card, mail, calendar file and share image',
    (_slug, document) => {
      const record = {
        id: 1,
        status: 'published',
        document,
        updatedAt: '2026-11-28T00:00:00.000Z',
      } as Parameters<typeof eventShareCard>[0];
      const page = toEventPage(record);
      const place = eventPlace(page);
      expect(place, 'every seeded event says where it is').toBeTruthy();
      const card = toEventCard(record);
      if (card) expect([card.location, card.locationNote]).toEqual([place, undefined]);
      expect(whenAndWhere(page).map((field) => field.value)).toContain(place);
      expect(eventShareCard(record).detail).toContain(place);
      const calendar = buildCalendarFile(page, {
        uid: 'x@example.com',
        siteUrl: 'https://womenleadingai.com',
      });
      if (calendar) {
        const unfolded = calendar.replace(/\r\n /g, '');
        expect(unfolded).toContain(`LOCATION:${place!.replace(/[,;]/g, (sign) => `\\${sign}`)}`);
      }
      // What the page shows everyone never includes what is kept for confirmed guests.
      const { keptBack } = document;
      if (keptBack?.address) expect(place).not.toContain(keptBack.address);
    },
  );
});

/**
 * A copy dated ahead and renamed (docs/decisions/059-words-that-follow-the-event.md): its share
 * image, its mail's facts and its calendar file say its name and day, none of the original's.
 */
describe('a renamed copy', () => {
  it('is named and dated as itself on its share image, mail and calendar file', () => {
    const meetup = seededEventDocuments().find((document) => document.slug === 'ai-power-circle')!;
    const schedule = {
      kind: 'single',
      date: '2027-05-20',
      startTime: '18:00',
      endTime: '20:00',
    } as const;
    const copy = copyOfEvent(meetup, schedule, copyNames(meetup, schedule));
    const record = {
      id: 2,
      status: 'published',
      document: { ...copy, title: 'AI Power Circle: Spring Social' },
      updatedAt: '2026-11-28T00:00:00.000Z',
    } as Parameters<typeof eventShareCard>[0];
    const share = eventShareCard(record);
    expect(share).toMatchObject({
      title: 'AI Power Circle: Spring Social',
      eyebrow: 'May 2027 · In-Person Event',
    });
    expect(share.detail).toMatch(/^Thursday 20 May 2027 · /);
    const page = toEventPage(record);
    expect(whenAndWhere(page).map((field) => field.value)).toContain('Thursday 20 May 2027');
    const calendar = buildCalendarFile(page, {
      uid: 'x@example.com',
      siteUrl: 'https://womenleadingai.com',
    })!;
    expect(calendar).toContain('SUMMARY:AI Power Circle: Spring Social');
    const { slug: _slug, form: _form, ...shown } = page;
    expect(JSON.stringify([share, shown, calendar.replace(/DTSTAMP.*/, '')])).not.toMatch(
      /\bJuly\b|\bWednesday\b|\b2025\b/,
    );
  });
});
