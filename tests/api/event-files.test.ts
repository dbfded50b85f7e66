import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createDatabase } from '#server/db/database.ts';
import { loadStaticSite } from '#server/pages/static-site.ts';
import { editEvent, insertEvent, newEventDocument } from '#tests/fixtures/events.ts';
import { startTestApp, testEnv, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * The files an event gives outside its page, made by the server from the stored event
 * (docs/decisions/039-event-files-made-on-request.md): its calendar file, its share image and
 * the sitemap's event pages, each changing when the organiser saves the event.
 */

/** The sitemap the build wrote: its event pages are the content's of the day it was built. */
const builtSitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>https://womenleadingai.com</loc>
  </url>
  <url>
    <loc>https://womenleadingai.com/events</loc>
  </url>
  <url>
    <loc>https://womenleadingai.com/events/a-page-long-gone</loc>
  </url>
  <url>
    <loc>https://womenleadingai.com/about</loc>
  </url>
</urlset>
`;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const isPng = (body: Buffer) =>
  body.subarray(1, 4).toString('ascii') === 'PNG' &&
  body.readUInt32BE(16) === 1200 &&
  body.readUInt32BE(20) === 630;

describe(`an event's files on ${testEngine()}`, () => {
  let siteDirectory: string;
  let testApp: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    siteDirectory = await mkdtemp(path.join(tmpdir(), 'wlai-event-files-'));
    await writeFile(path.join(siteDirectory, 'sitemap.xml'), builtSitemap);
    await writeFile(path.join(siteDirectory, '404.html'), '<!doctype html><h1>Not found</h1>');
    testApp = await startTestApp({ site: loadStaticSite(siteDirectory) });
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(siteDirectory, { recursive: true, force: true });
  });

  it('gives a seeded event the calendar file the build gave it, with the same UID', async () => {
    const response = await get('/calendar/ai-power-circle.ics', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    const file = gunzipSync(response.rawPayload).toString();
    expect(file).toContain('UID:event-ai-power-circle@womenleadingai.com\r\n');
    expect(file).toContain('URL;VALUE=URI:https://womenleadingai.com/events/ai-power-circle\r\n');
    expect(file).toContain('DTSTART;TZID=Europe/London:20250723T180000\r\n');
    expect(file).toContain('SEQUENCE:0\r\n');
    expect(file).not.toContain('STATUS:');
    // An event with no fixed day has no file, as before.
    expect((await get('/calendar/autumn-retreat.ics')).statusCode).toBe(404);
  });

  it('gives each seeded event its own artwork band for its card, words of none', async () => {
    const bands = new Map<string, string>();
    for (const slug of [
      'ai-power-circle',
      'waves-ai',
      'women-leading-ai',
      'ai-power-circle-virtual',
      'autumn-retreat',
      'ai-influence',
      'leadership-labs',
    ]) {
      const response = await get(`/artwork/events--${slug}.svg`);
      expect(response.statusCode, slug).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers.etag).toBeTruthy();
      expect(response.body).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="320"/,
      );
      // Shapes and colours only: nothing to run, no text.
      expect(response.body).not.toMatch(/<script|<text|<foreignObject|href=/i);
      bands.set(slug, response.body);
    }
    // No two events alike on the listing.
    expect(new Set(bands.values()).size).toBe(bands.size);
    const again = await get('/artwork/events--waves-ai.svg', {
      'if-none-match': (await get('/artwork/events--waves-ai.svg')).headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a draft, an unknown event and a name that is no event’s', async () => {
    await insertEvent(testApp.database, newEventDocument({ slug: 'draft-sail' }), {
      status: 'draft',
    });
    for (const url of [
      '/calendar/draft-sail.ics',
      '/share/events--draft-sail.png',
      '/artwork/events--draft-sail.svg',
      '/artwork/events--no-such-event.svg',
      '/artwork/events--waves-ai.png',
      '/calendar/no-such-event.ics',
      '/share/events--no-such-event.png',
      '/calendar/ai-power-circle.txt',
      '/calendar/..%2Fsecret.ics',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Not found');
    }
  });

  it('makes a new event’s files, keeps them, and makes them again when it is edited', async () => {
    const document = newEventDocument({ slug: 'harbour-evening', title: 'Harbour Evening' });
    const id = await insertEvent(testApp.database, document, { at: '2027-01-05T10:00:00.000Z' });

    const calendar = await get('/calendar/harbour-evening.ics');
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain('UID:event-harbour-evening@womenleadingai.com\r\n');
    expect(calendar.body).toContain('SUMMARY:Harbour Evening\r\n');
    expect(calendar.body).toContain('DTSTAMP:20270105T100000Z\r\n');
    expect(calendar.body).toContain('LOCATION:Tower Pier\\, London\r\n');
    expect(calendar.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const calendarTag = calendar.headers.etag as string;
    const unchanged = await get('/calendar/harbour-evening.ics', { 'if-none-match': calendarTag });
    expect(unchanged.statusCode).toBe(304);

    const image = await get('/share/events--harbour-evening.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(isPng(image.rawPayload)).toBe(true);
    const again = await get('/share/events--harbour-evening.png');
    expect(again.headers.etag).toBe(image.headers.etag);

    const edited = {
      ...document,
      title: 'Harbour Evening, Moved',
      venue: {
        ...document.venue,
        text: 'Canary Wharf Pier, London',
        mapQuery: 'Canary Wharf Pier, London',
      },
    };
    await editEvent(
      testApp.database,
      id,
      { status: 'published', document },
      { status: 'published', document: edited, calendarSequence: 1 },
      '2027-01-06T09:00:00.000Z',
    );
    const newCalendar = await get('/calendar/harbour-evening.ics', {
      'if-none-match': calendarTag,
    });
    expect(newCalendar.statusCode).toBe(200);
    expect(newCalendar.headers.etag).not.toBe(calendarTag);
    expect(newCalendar.body).toContain('UID:event-harbour-evening@womenleadingai.com\r\n');
    expect(newCalendar.body).toContain('SUMMARY:Harbour Evening\\, Moved\r\n');
    expect(newCalendar.body).toContain('SEQUENCE:1\r\n');
    expect(newCalendar.body).toContain('LOCATION:Canary Wharf Pier\\, London\r\n');
    const newImage = await get('/share/events--harbour-evening.png');
    expect(newImage.headers.etag).not.toBe(image.headers.etag);
    expect(newImage.rawPayload.equals(image.rawPayload)).toBe(false);
    expect(isPng(newImage.rawPayload)).toBe(true);

    const history = await testApp.database.db
      .selectFrom('event_changes')
      .select('action')
      .where('event_id', '=', id)
      .orderBy('id')
      .execute();
    expect(history.map((line) => line.action)).toEqual(['create', 'edit']);
  });

  it('says a cancelled event is cancelled, and keeps its image and its place in the sitemap', async () => {
    const document = newEventDocument({ slug: 'called-off' });
    const id = await insertEvent(testApp.database, document);
    await editEvent(
      testApp.database,
      id,
      { status: 'published', document },
      { status: 'cancelled', document, calendarSequence: 1 },
    );
    const calendar = await get('/calendar/called-off.ics');
    expect(calendar.body).toContain('STATUS:CANCELLED\r\n');
    expect(calendar.body).toContain('SEQUENCE:1\r\n');
    expect((await get('/share/events--called-off.png')).statusCode).toBe(200);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(locs(sitemap)).toContain('https://womenleadingai.com/events/called-off');
    // Weighed below an event still to come (docs/product/rules.md#open-closed-past).
    expect(sitemap).toContain('/events/called-off</loc>\n    <priority>0.3</priority>');
  });
  it('weighs each event in the sitemap by whether it is still to come', async () => {
    const longAgo = newEventDocument({
      slug: 'long-ago',
      schedule: { kind: 'single', date: '2024-05-02', startTime: '18:00', endTime: '20:00' },
    });
    await insertEvent(testApp.database, longAgo);
    const xml = (await get('/sitemap.xml')).body;
    const priorityOf = (slug: string) =>
      new RegExp(`/events/${slug}</loc>\\n    <priority>([0-9.]+)</priority>`).exec(xml)?.[1];
    // The test server judges the events on 1 July 2025 (tests/setup/events-as-of.ts).
    expect(priorityOf('ai-power-circle')).toBe('0.8');
    expect(priorityOf('leadership-labs')).toBe('0.8');
    expect(priorityOf('long-ago')).toBe('0.3');
    // The site's other pages keep the protocol's default.
    expect(xml).toContain('<loc>https://womenleadingai.com/about</loc>\n  </url>');
  });

  it('lists the published events in the sitemap where the build listed its event pages', async () => {
    const document = newEventDocument({ slug: 'listed-later' });
    const id = await insertEvent(testApp.database, document, { status: 'draft' });
    const before = await get('/sitemap.xml');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = locs(before.body);
    // The events by first day, after the listing, where the build's event pages stood.
    expect(urls.slice(0, 2)).toEqual([
      'https://womenleadingai.com',
      'https://womenleadingai.com/events',
    ]);
    expect(urls.slice(2, -1).every((url) => /\/events\/[a-z0-9-]+$/.test(url!))).toBe(true);
    expect(urls.at(-1)).toBe('https://womenleadingai.com/about');
    expect(urls).toContain('https://womenleadingai.com/events/harbour-evening');
    expect(urls).toContain('https://womenleadingai.com/events/leadership-labs');
    expect(urls).not.toContain('https://womenleadingai.com/events/listed-later');
    expect(urls).not.toContain('https://womenleadingai.com/events/draft-sail');
    expect(urls).not.toContain('https://womenleadingai.com/events/a-page-long-gone');
    expect(new Set(urls).size).toBe(urls.length);
    const tag = before.headers.etag as string;
    expect((await get('/sitemap.xml', { 'if-none-match': tag })).statusCode).toBe(304);

    await editEvent(
      testApp.database,
      id,
      { status: 'draft', document },
      { status: 'published', document },
    );
    const after = await get('/sitemap.xml', { 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(locs(after.body)).toContain('https://womenleadingai.com/events/listed-later');
  });
});

describe(`an event's share image asked for at the same moment on ${testEngine()}`, () => {
  let testApp: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    testApp = await startTestApp();
    // A second instance on the same database, as behind a load balancer.
    const { target } = testApp.testDatabase;
    second = await buildApp({
      env: { ...testEnv(), database: target },
      database: createDatabase(target),
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await testApp?.close();
  });

  it('is the same for every request at once and on both instances, while the organiser saves', async () => {
    const document = newEventDocument({ slug: 'busy-evening', title: 'Busy Evening' });
    const id = await insertEvent(testApp.database, document, { at: '2027-02-01T08:00:00.000Z' });
    const ask = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
    const urls = ['/share/events--busy-evening.png', '/calendar/busy-evening.ics'];
    const first = await Promise.all(
      [testApp.app, second, testApp.app, second].flatMap((app) => urls.map((url) => ask(app, url))),
    );
    for (const [index, response] of first.entries()) {
      expect(response.statusCode).toBe(200);
      // Whichever instance made it, and however many asked at once, the same file.
      expect(response.headers.etag).toBe(first[index % 2]!.headers.etag);
      expect(response.rawPayload.equals(first[index % 2]!.rawPayload)).toBe(true);
    }

    const edited = { ...document, title: 'Busy Evening, Later' };
    const [during] = await Promise.all([
      Promise.all([ask(testApp.app, urls[0]!), ask(second, urls[0]!)]),
      editEvent(
        testApp.database,
        id,
        { status: 'published', document },
        { status: 'published', document: edited },
        '2027-02-02T08:00:00.000Z',
      ),
    ]);
    // Asked while the save commits, each answer is one save's image, the old or the new.
    for (const response of during) expect(response.statusCode).toBe(200);
    const after = await Promise.all([ask(testApp.app, urls[0]!), ask(second, urls[0]!)]);
    expect(after[0]!.headers.etag).toBe(after[1]!.headers.etag);
    expect(after[0]!.headers.etag).not.toBe(first[0]!.headers.etag);
  });
});
