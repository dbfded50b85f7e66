import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editEvent, insertEvent, newEventDocument } from '#tests/fixtures/events.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * The calendar a member subscribes to (`/events.ics`, server/pages/event-files.ts `feed`): the
 * published events still to come, each as its own calendar file says it, and no one's data.
 */

/** The VEVENT blocks of a calendar file, each as its lines. */
function eventsOf(file: string): string[][] {
  return [...file.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT\r\n/g)].map((match) =>
    match[1]!.split('\r\n'),
  );
}

const uidOf = (lines: readonly string[]) => lines.find((line) => line.startsWith('UID:'))?.slice(4);

describe(`the calendar feed on ${testEngine()}`, () => {
  let testApp: TestApp;
  // The events are judged as of this moment; a test moves it on.
  let clock = new Date('2027-07-01T09:00:00Z');
  const get = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: '/events.ics', headers });

  beforeAll(async () => {
    testApp = await startTestApp({ now: () => clock });
    const at = (date: string) => ({
      kind: 'single' as const,
      date,
      startTime: '18:00',
      endTime: '20:00',
    });
    await insertEvent(
      testApp.database,
      newEventDocument({ slug: 'feed-later', title: 'Feed Later', schedule: at('2027-09-10') }),
    );
    await insertEvent(
      testApp.database,
      newEventDocument({ slug: 'feed-sooner', title: 'Feed Sooner', schedule: at('2027-07-20') }),
    );
    await insertEvent(
      testApp.database,
      newEventDocument({ slug: 'feed-draft', title: 'Feed Draft', schedule: at('2027-08-01') }),
      { status: 'draft' },
    );
    await insertEvent(
      testApp.database,
      newEventDocument({ slug: 'feed-gone-by', title: 'Feed Gone By', schedule: at('2027-06-01') }),
    );
    const calledOff = newEventDocument({
      slug: 'feed-called-off',
      title: 'Feed Called Off',
      schedule: at('2027-08-20'),
    });
    const id = await insertEvent(testApp.database, calledOff);
    await editEvent(
      testApp.database,
      id,
      { status: 'published', document: calledOff },
      { status: 'cancelled', document: calledOff, calendarSequence: 1 },
    );
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('holds the published events to come, soonest first, each with its own file’s UID', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(response.body).toContain('X-WR-CALNAME:Women Leading AI events\r\n');
    expect(response.body).toContain('X-PUBLISHED-TTL:PT12H\r\n');
    const uids = eventsOf(response.body).map(uidOf);
    const ours = uids.filter((uid) => uid?.startsWith('event-feed-'));
    expect(ours).toEqual([
      'event-feed-sooner@womenleadingai.com',
      'event-feed-called-off@womenleadingai.com',
      'event-feed-later@womenleadingai.com',
    ]);
    // The same UID, SEQUENCE and status as the event's own file: a calendar keeps one entry.
    const own = (await testApp.app.inject({ url: '/calendar/feed-called-off.ics' })).body;
    const calledOff = eventsOf(response.body).find(
      (lines) => uidOf(lines) === 'event-feed-called-off@womenleadingai.com',
    )!;
    expect(calledOff).toContain('STATUS:CANCELLED');
    expect(calledOff).toContain('SEQUENCE:1');
    expect(eventsOf(own)[0]).toEqual(calledOff);
    // The seeded evenings of 2025 have taken place by 2027 (the Leadership Labs series goes on).
    expect(uids).not.toContain('event-ai-power-circle@womenleadingai.com');
    expect(uids).not.toContain('event-waves-ai@womenleadingai.com');
    expect(uids).toContain('event-leadership-labs@womenleadingai.com');
  });

  it('names no one: no organiser, attendee or address of a person', async () => {
    const { body } = await get();
    expect(body).not.toMatch(/^(ATTENDEE|ORGANIZER)/m);
    expect(body).not.toMatch(/@(?!womenleadingai\.com)[\w.-]+\.\w+/);
  });

  it('answers 304 while nothing changed, and follows a save and the clock', async () => {
    const first = await get();
    const tag = first.headers.etag as string;
    expect((await get({ 'if-none-match': tag })).statusCode).toBe(304);

    const moved = newEventDocument({
      slug: 'feed-sooner',
      title: 'Feed Sooner, Moved',
      schedule: { kind: 'single', date: '2027-07-20', startTime: '18:00', endTime: '20:00' },
    });
    const id = Number(
      (
        await testApp.database.db
          .selectFrom('events')
          .select('id')
          .where('slug', '=', 'feed-sooner')
          .executeTakeFirstOrThrow()
      ).id,
    );
    await editEvent(
      testApp.database,
      id,
      { status: 'published', document: moved },
      { status: 'published', document: moved, calendarSequence: 1 },
      '2027-07-02T09:00:00.000Z',
    );
    const edited = await get({ 'if-none-match': tag });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain('SUMMARY:Feed Sooner\\, Moved\r\n');

    // Once the sooner event has ended, it leaves the feed.
    clock = new Date('2027-07-20T19:30:00Z');
    const after = await get({ 'if-none-match': edited.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(eventsOf(after.body).map(uidOf)).not.toContain('event-feed-sooner@womenleadingai.com');
  });
});
