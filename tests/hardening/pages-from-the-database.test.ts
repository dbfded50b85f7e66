import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferredScriptType, stateAttribute } from '#schemas/pages/page-hydration.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import { createAdmin, signIn } from '#tests/fixtures/admin.ts';
import { eventEditorDriver } from '#tests/fixtures/event-editor.ts';
import { changeEvent, insertEvent, seededDocument } from '#tests/fixtures/events.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { seededEventsSeason } from '#tests/setup/events-as-of.ts';
import { startBuiltPagesApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The pages showing events, rendered by the server from the stored events with the built pages
 * bundle (docs/decisions/036-pages-from-the-database.md), on the engine of the run.
 */

const clock = { now: new Date('2027-01-10T12:00:00Z') };
/**
 * Runs `test` with the clock in the seeded events' season, when they took applications
 * (tests/setup/events-as-of.ts), then puts it back.
 */
async function inSeededSeason(test: () => Promise<void>) {
  const before = clock.now;
  clock.now = new Date(seededEventsSeason);
  try {
    await test();
  } finally {
    clock.now = before;
  }
}
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startBuiltPagesApp({ now: () => clock.now });
});
afterAll(() => testApp?.close());

async function get(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

/** The visible words of a page: its text without tags, scripts or styles. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The loader data a page hydrates from: in its state script, or inline when it has none. */
async function hydrationDataOf(path: string): Promise<string> {
  const page = await get(path);
  const named = new RegExp(`${stateAttribute}="([^"]+)"`).exec(page.body);
  if (named) return (await get(named[1]!)).body;
  return [
    ...page.body.matchAll(
      /<script>(window\.__reactRouterContext\.streamController[\s\S]*?)<\/script>/g,
    ),
  ]
    .map((match) => match[1])
    .join('\n');
}

/** A new January meetup made from the seeded July one. */
async function januaryMeetup(overrides: Partial<EventDocument> = {}): Promise<EventDocument> {
  const july = await seededDocument(testApp.database);
  return {
    ...july,
    slug: 'ai-power-circle-2027-01-21',
    title: 'AI Power Circle: January',
    crumb: 'January Meetup',
    schedule: { kind: 'single', date: '2027-01-21', startTime: '18:00', endTime: '20:00' },
    form: { ...july.form, eventName: 'AI Power Circle, 21 January 2027' },
    featured: false,
    listing: july.listing && {
      ...july.listing,
      position: 20,
      title: 'AI Power Circle: January Meetup',
      date: undefined,
      time: undefined,
    },
    applicationsCloseAt: '2027-01-21T18:00:00.000Z',
    ...overrides,
  };
}

describe('the pages showing events', () => {
  it('render a seeded event page as the prerendered pages are served', () =>
    inSeededSeason(async () => {
      const page = await get('/events/ai-power-circle');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers.etag).toMatch(/^W\/"/);
      expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      // Hydration after the first paint, as on every prerendered page.
      expect(page.body).toContain(`type="${deferredScriptType}"`);
      expect(page.body).not.toMatch(/rel="modulepreload"/);
      // Its policy names the hash of each inline script the page has.
      expect(page.headers['content-security-policy']).toMatch(/script-src[^;]*'sha256-/);
      // The loader data the app hydrates from is a script of its own, loaded after the first paint.
      expect(page.body).toContain(`${stateAttribute}="/events/ai-power-circle.state.js"`);
      expect(page.body).not.toContain('streamController.enqueue');
      const state = await get('/events/ai-power-circle.state.js');
      expect(state.status).toBe(200);
      expect(state.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(state.body).toMatch(/^window\.__reactRouterContext\.streamController\.enqueue\(/);
      expect(state.body).toContain('Register Your Interest');
      expect(state.body).toMatch(/streamController\.close\(\);?$/);
      // A page that arrives in TCP's first window with its data (the home page) keeps it inline.
      const home = await get('/');
      expect(home.body).toContain('streamController.enqueue');
      expect(home.body).not.toContain(`${stateAttribute}="`);
      expect((await get('/_.state.js')).status).toBe(404);
      expect((await get('/events/no-such-event.state.js')).status).toBe(404);
      const text = textOf(page.body);
      expect(text).toContain('AI Power Circle');
      expect(text).toContain('Approval required');
      expect(text).toContain('35 of 35 places left');
      expect(text).toContain('Register Your Interest');

      const twin = await get('/wlai/events/waves-ai');
      expect(twin.status).toBe(200);
      expect(textOf(twin.body)).toContain('Waves & AI');

      const again = await testApp.app.inject({
        method: 'GET',
        url: '/events/ai-power-circle',
        headers: { 'if-none-match': page.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }));

  it('answer an unknown slug and a draft with the not-found page', async () => {
    const unknown = await get('/events/no-such-event');
    expect(unknown.status).toBe(404);
    expect(textOf(unknown.body)).toContain('Page not found');
    await insertEvent(
      testApp.database,
      await januaryMeetup({
        slug: 'a-draft',
        form: { ...(await januaryMeetup()).form, eventName: 'Draft' },
      }),
      { status: 'draft' },
    );
    expect((await get('/events/a-draft')).status).toBe(404);
  });

  it('show a new event on its page, its twin, the listing and the home page at once', async () => {
    const before = await get('/events');
    expect(textOf(before.body)).not.toContain('AI Power Circle: January Meetup');
    await insertEvent(testApp.database, await januaryMeetup());

    const page = await get('/events/ai-power-circle-2027-01-21');
    expect(page.status).toBe(200);
    expect(textOf(page.body)).toContain('AI Power Circle: January');
    expect(textOf(page.body)).toContain('Thursday 21 January 2027');
    expect((await get('/wlai/events/ai-power-circle-2027-01-21')).status).toBe(200);
    expect(textOf((await get('/events')).body)).toContain('AI Power Circle: January Meetup');
    expect(textOf((await get('/')).body)).toContain('AI Power Circle: January Meetup');
    const data = await get('/events/ai-power-circle-2027-01-21.data');
    expect(data.status).toBe(200);
    expect(data.body).toContain('AI Power Circle: January');
  });

  it('keep a page until an edit writes its history, then show the edit', async () => {
    expect(textOf((await get('/events/waves-ai')).body)).toContain('Waves & AI');
    // A change without its line of history is not how events change: the kept page stands.
    await changeEvent(
      testApp.database,
      'waves-ai',
      { title: 'Waves & AI, Unrecorded' },
      { history: false },
    );
    expect(textOf((await get('/events/waves-ai')).body)).not.toContain('Unrecorded');
    await changeEvent(testApp.database, 'waves-ai', { title: 'Waves & AI: Second Sailing' });
    expect(textOf((await get('/events/waves-ai')).body)).toContain('Waves & AI: Second Sailing');
    // The data the page hydrates from says the same.
    expect(await hydrationDataOf('/events/waves-ai')).toContain('Second Sailing');
  });

  it('close the form at the closing time and move the event to the past once it has ended', async () => {
    const slug = 'ai-power-circle-2027-01-21';
    clock.now = new Date('2027-01-21T17:59:00Z');
    expect(textOf((await get(`/events/${slug}`)).body)).toContain('Register Your Interest');
    clock.now = new Date('2027-01-21T18:00:00Z');
    const closed = textOf((await get(`/events/${slug}`)).body);
    expect(closed).toContain('Applications have closed');
    expect(closed).toContain('See upcoming events');
    expect(closed).not.toContain('Why do you want to attend?');
    expect(textOf((await get('/events')).body)).toMatch(
      /Applications closed AI Power Circle: January Meetup/,
    );

    clock.now = new Date('2027-01-21T20:00:00Z');
    expect(textOf((await get(`/events/${slug}`)).body)).toContain('This event has taken place');
    const listing = textOf((await get('/events')).body);
    const past = listing.slice(listing.indexOf('Past Events'));
    expect(past).toContain('AI Power Circle: January Meetup');
    expect(listing.slice(0, listing.indexOf('Past Events'))).not.toContain(
      'AI Power Circle: January Meetup',
    );
    // The seeded events have no closing time: past all the same once they have ended.
    const retreat = textOf((await get('/events/autumn-retreat')).body);
    expect(retreat).toContain('This event has taken place');
    expect(retreat).not.toContain('Submit Application');
    clock.now = new Date('2027-01-10T12:00:00Z');
  });

  it('say a cancelled event is cancelled, with the organiser’s message, and take no applications', async () => {
    await changeEvent(testApp.database, 'leadership-labs', {
      status: 'cancelled',
      cancelled_at: clock.now.toISOString(),
      cancellation_message: 'The January lab moves online; we will write with the new date.',
    });
    const text = textOf((await get('/events/leadership-labs')).body);
    expect(text).toContain('Cancelled');
    expect(text).toContain('The January lab moves online; we will write with the new date.');
    expect(text).toContain('This event is cancelled');
    expect(text).not.toContain('Apply to Join');
  });

  it('count the places left from the people approved', () =>
    inSeededSeason(async () => {
      const july = await seededDocument(testApp.database);
      const submitted = await testApp.app.inject({
        method: 'POST',
        url: '/api/submissions/event_registrations',
        payload: {
          key: newSubmissionKey(),
          values: { ...freshValues('event_registrations'), event_name: july.form.eventName },
        },
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      // Still 35: a registration takes a place once the organiser approves it.
      expect(textOf((await get('/events/ai-power-circle')).body)).toContain('35 of 35 places left');
      const cookie = await signIn(testApp.app, await createAdmin(testApp.database));
      const decided = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/tables/event_registrations/status',
        headers: { cookie },
        payload: { ids: [submitted.json<{ id: number }>().id], status: 'approved' },
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(textOf((await get('/events/ai-power-circle')).body)).toContain('34 of 35 places left');
    }));

  it('lead an earlier address to the event’s address today', async () => {
    const { id } = await testApp.database.db
      .selectFrom('events')
      .select('id')
      .where('slug', '=', 'ai-influence')
      .executeTakeFirstOrThrow();
    await testApp.database.db
      .insertInto('event_slugs')
      .values({ slug: 'boardroom-sessions', event_id: id, retired_at: new Date().toISOString() })
      .execute();
    const moved = await get('/events/boardroom-sessions');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/events/ai-influence');
    expect((await get('/wlai/events/boardroom-sessions')).headers.location).toBe(
      '/wlai/events/ai-influence',
    );
    // With a trailing slash and a query: to the same address, the query kept.
    const slashed = await get('/events/boardroom-sessions/?ref=mail');
    expect(slashed.status).toBe(301);
    expect(slashed.headers.location).toBe('/events/ai-influence?ref=mail');
    expect((await get('/WLAI/Events/boardroom-sessions/')).headers.location).toBe(
      '/wlai/events/ai-influence',
    );
  });

  it('answer an earlier address of an event not published with 404, naming nothing', async () => {
    const cookie = await signIn(testApp.app, await createAdmin(testApp.database));
    const editor = eventEditorDriver(
      () => testApp.app,
      () => cookie,
    );
    const march = await januaryMeetup({
      slug: 'ai-power-circle-2027-03-18',
      form: { ...(await januaryMeetup()).form, eventName: 'AI Power Circle, 18 March 2027' },
    });
    const created = await editor.create(march);
    await editor.act(created, 'publish');
    expect((await get('/events/ai-power-circle-2027-03-18')).status).toBe(200);
    const draft = (await editor.act(created, 'unpublish')).event;
    const renamed = await editor.save(draft, { ...draft.document, slug: 'a-secret-plan' });

    for (const url of [
      '/events/ai-power-circle-2027-03-18',
      '/events/ai-power-circle-2027-03-18/',
      '/wlai/events/ai-power-circle-2027-03-18',
      '/Events/AI-Power-Circle-2027-03-18',
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers.location, url).toBeUndefined();
      expect(answer.body, url).not.toContain('a-secret-plan');
    }

    // Published again under its new address: the earlier one leads there.
    await editor.act(renamed, 'publish');
    const moved = await get('/events/ai-power-circle-2027-03-18');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/events/a-secret-plan');
  });
});

describe('one address per page', () => {
  it('lead another spelling of a page to its address, lowercase without a trailing slash', async () => {
    for (const [url, status, location] of [
      ['/EVENTS/ai-power-circle', 301, '/events/ai-power-circle'],
      ['/Events/AI-Power-Circle/?ref=mail', 301, '/events/ai-power-circle?ref=mail'],
      ['/events/ai-power-circle/', 308, '/events/ai-power-circle'],
      ['/events/ai-power-circle//', 308, '/events/ai-power-circle'],
      ['/wlai/Events/waves-ai/', 301, '/wlai/events/waves-ai'],
      ['/Events/', 301, '/events'],
      ['/wlai/', 308, '/wlai'],
      ['/ABOUT', 301, '/about'],
      ['/About/?x=1', 301, '/about?x=1'],
      ['/EVENTS/ai-power-circle.data', 301, '/events/ai-power-circle.data'],
    ] as const) {
      const answer = await get(url);
      expect(answer.status, url).toBe(status);
      expect(answer.headers.location, url).toBe(location);
    }
  });

  it('answer a spelling of no page with 404', async () => {
    for (const url of [
      '/EVENTS/no-such-event',
      '/events/no-such-event/',
      '/events/ai-power-circle/.data',
      '/events//ai-power-circle',
      '/ABOUT/extra',
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });

  it('answer a POST to another spelling of a page as to no page', async () => {
    const posted = await testApp.app.inject({
      method: 'POST',
      url: '/EVENTS/ai-power-circle',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x=1',
    });
    expect(posted.statusCode).toBe(404);
  });
});
