import { describe, expect, it } from 'vitest';
import {
  boardroomPage,
  eventPages,
  julyMeetupPage,
  leadershipLabsPage,
  retreatPage,
  virtualCirclePage,
} from '#content/event-pages.ts';
import { calendarDownloadPath, googleCalendarUrl } from './calendar-links.ts';

const siteUrl = 'https://example.org';

function googleQuery(url: string | undefined): URLSearchParams {
  if (url === undefined) throw new Error('no Google Calendar link');
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe('https://calendar.google.com/calendar/render');
  return parsed.searchParams;
}

describe('calendarDownloadPath', () => {
  it('names each dated page its own .ics file', () => {
    expect(calendarDownloadPath(julyMeetupPage)).toBe('/calendar/ai-power-circle.ics');
    const paths = eventPages.flatMap((page) => calendarDownloadPath(page) ?? []);
    expect(new Set(paths).size).toBe(eventPages.filter((page) => page.calendar).length);
  });

  it('has none for a page without a fixed day', () => {
    expect(calendarDownloadPath(retreatPage)).toBeUndefined();
    expect(calendarDownloadPath(boardroomPage)).toBeUndefined();
  });
});

describe('googleCalendarUrl', () => {
  it('fills in the July meetup in London time', () => {
    const query = googleQuery(googleCalendarUrl(julyMeetupPage, siteUrl));
    expect(Object.fromEntries(query)).toEqual({
      action: 'TEMPLATE',
      text: 'AI Power Circle',
      dates: '20250723T180000/20250723T200000',
      ctz: 'Europe/London',
      details: `${julyMeetupPage.intro}\n\nhttps://example.org/events/ai-power-circle`,
      location: "Lumen Analytics, King's Cross, London",
    });
  });

  it('repeats the labs monthly and places the virtual circle online', () => {
    const labs = googleQuery(googleCalendarUrl(leadershipLabsPage, siteUrl));
    expect(labs.get('dates')).toBe('20250717T183000/20250717T203000');
    expect(labs.get('recur')).toBe('RRULE:FREQ=MONTHLY;BYDAY=3TH');
    const virtual = googleQuery(googleCalendarUrl(virtualCirclePage, siteUrl));
    expect(virtual.get('dates')).toBe('20250721T170000/20250721T180000');
    expect(virtual.get('location')).toBe('Online: private link shared on confirmation');
    expect(virtual.has('recur')).toBe(false);
  });

  it('encodes the text so it stays one query (ampersand in a title)', () => {
    const url = googleCalendarUrl({ ...julyMeetupPage, title: 'Waves & AI' }, siteUrl)!;
    expect(url).not.toContain(' ');
    expect(googleQuery(url).get('text')).toBe('Waves & AI');
  });

  it('has none for a page without a fixed day', () => {
    for (const page of [retreatPage, boardroomPage]) {
      expect(googleCalendarUrl(page, siteUrl)).toBeUndefined();
    }
  });
});
