import { afterEach, describe, expect, it } from 'vitest';
import {
  boardroomPage,
  eventPages,
  julyMeetupPage,
  leadershipLabsPage,
  retreatPage,
  virtualCirclePage,
  type EventPage,
} from '#content/event-pages.ts';
import { buildCalendarFile, calendarFile } from './event-calendar.ts';

const siteUrl = 'https://example.org';
const stamp = new Date('2025-07-01T00:00:00Z');

function fileOf(page: EventPage, extra: { stamp?: Date } = { stamp }): string {
  const file = calendarFile(page, { uid: `event-${page.slug}@example.org`, siteUrl, ...extra });
  if (file === undefined) throw new Error(`${page.slug} has no calendar file`);
  return file;
}

/** The file's content lines, folded lines joined again (RFC 5545 §3.1). */
function unfolded(file: string): string[] {
  return file.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

/** The lines of the component that starts with `BEGIN:<name>`, both ends included. */
function component(lines: readonly string[], name: string): string[] {
  const start = lines.indexOf(`BEGIN:${name}`);
  return lines.slice(start, lines.indexOf(`END:${name}`, start) + 1);
}

describe('calendarFile', () => {
  const file = fileOf(julyMeetupPage);
  const lines = unfolded(file);
  const labs = fileOf(leadershipLabsPage);

  it('writes CRLF lines, the last one too, folded to at most 75 octets', () => {
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = file.split('\r\n').slice(0, -1);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  });

  it('counts octets, not characters, when folding', () => {
    const wide = fileOf({ ...julyMeetupPage, intro: 'Réunion — ✨ '.repeat(20) });
    for (const line of wide.split('\r\n')) {
      expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    }
    expect(unfolded(wide)).toContain(`DESCRIPTION:${'Réunion — ✨ '.repeat(20)}`);
  });

  it('is one published calendar naming the community, with balanced components', () => {
    expect(lines.slice(0, 4)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Women Leading AI//Events//EN',
      'METHOD:PUBLISH',
    ]);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    const open: string[] = [];
    for (const line of lines) {
      expect(line, 'NAME[;params]:value').toMatch(/^[A-Z-]+(;[A-Z-]+=[^:;]+)*:/);
      if (line.startsWith('BEGIN:')) open.push(line.slice(6));
      if (line.startsWith('END:')) expect(open.pop()).toBe(line.slice(4));
    }
    expect(open).toEqual([]);
  });

  it('describes Europe/London with its summer and winter offsets', () => {
    const zone = component(lines, 'VTIMEZONE');
    expect(zone[1]).toBe('TZID:Europe/London');
    expect(component(zone, 'DAYLIGHT')).toEqual(
      expect.arrayContaining(['TZOFFSETFROM:+0000', 'TZOFFSETTO:+0100', 'TZNAME:BST']),
    );
    expect(component(zone, 'STANDARD')).toEqual(
      expect.arrayContaining(['TZOFFSETFROM:+0100', 'TZOFFSETTO:+0000', 'TZNAME:GMT']),
    );
  });

  it('gives the July meetup its London wall-clock times, place, page and introduction', () => {
    expect(component(lines, 'VEVENT')).toEqual([
      'BEGIN:VEVENT',
      'UID:event-ai-power-circle@example.org',
      'SEQUENCE:0',
      'DTSTAMP:20250701T000000Z',
      'DTSTART;TZID=Europe/London:20250723T180000',
      'DTEND;TZID=Europe/London:20250723T200000',
      'SUMMARY:AI Power Circle',
      "LOCATION:Lumen Analytics\\, King's Cross\\, London",
      `DESCRIPTION:${julyMeetupPage.intro.replaceAll(',', '\\,')}`,
      'URL;VALUE=URI:https://example.org/events/ai-power-circle',
      'END:VEVENT',
    ]);
  });

  it('repeats the labs on the third Thursday of each month, and nothing else', () => {
    const event = component(unfolded(labs), 'VEVENT');
    expect(event).toContain('DTSTART;TZID=Europe/London:20250717T183000');
    expect(event).toContain('DTEND;TZID=Europe/London:20250717T203000');
    expect(event).toContain('RRULE:FREQ=MONTHLY;BYDAY=3TH');
    expect(lines.some((line) => line.startsWith('RRULE:FREQ=MONTHLY'))).toBe(false);
  });

  it('places the virtual circle online', () => {
    const event = component(unfolded(fileOf(virtualCirclePage)), 'VEVENT');
    expect(event).toContain('DTSTART;TZID=Europe/London:20250721T170000');
    expect(event).toContain('LOCATION:Online: private link shared on confirmation');
  });

  it('has no file for a page without a fixed day', () => {
    for (const page of [retreatPage, boardroomPage]) {
      expect(calendarFile(page, { uid: 'x@example.org', siteUrl })).toBeUndefined();
    }
  });

  it('is the same bytes for the same stamp, and stamps the present in UTC by default', () => {
    expect(fileOf(julyMeetupPage)).toBe(file);
    const now = unfolded(fileOf(julyMeetupPage, {})).find((line) => line.startsWith('DTSTAMP:'));
    const year = String(new Date().getUTCFullYear());
    expect(now).toMatch(new RegExp(`^DTSTAMP:${year}\\d{4}T\\d{6}Z$`));
  });

  describe('whatever the time zone of the machine', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']) {
      it(`writes the same file under TZ=${zone}`, () => {
        process.env.TZ = zone;
        expect(new Date(2025, 6, 23).getTimezoneOffset()).toBe(
          { UTC: 0, 'America/New_York': 240, 'Asia/Kolkata': -330, 'Pacific/Chatham': -765 }[zone],
        );
        expect(fileOf(julyMeetupPage)).toBe(file);
        expect(fileOf(leadershipLabsPage)).toBe(labs);
      });
    }
  });
});

describe('calendarFile, built once per page', () => {
  it('equals building the file whole, for every dated page, UID and stamp', () => {
    const uids = ['event_registrations-1@womenleadingai.com', `${'x'.repeat(90)}@example.org`];
    const stamps = [new Date('2025-07-01T00:00:00Z'), new Date('2026-11-23T19:35:07.123Z')];
    for (const page of eventPages.filter((candidate) => candidate.calendar)) {
      for (const uid of uids) {
        for (const stamp of stamps) {
          const options = { uid, siteUrl, stamp };
          expect(calendarFile(page, options), `${page.slug} ${uid}`).toBe(
            buildCalendarFile(page, options),
          );
        }
      }
    }
  });

  it('refuses a UID that would need escaping or break its line', () => {
    expect(() => calendarFile(julyMeetupPage, { uid: 'a b\r\nX-EVIL:1', siteUrl })).toThrow();
  });
});
