import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import type { AdminEventList } from '#schemas/events/admin-events.ts';
import type { EventCapacity } from '#schemas/applications/review-statuses.ts';
import { seedRegistrations } from '#scripts/seed-registrations.ts';
import { siteDataAt } from '#server/pages/site-data.ts';
import { createAdmin, insertRows, signIn } from '#tests/fixtures/admin.ts';
import { eventEditorDriver } from '#tests/fixtures/event-editor.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { seededEventsSeason } from '#tests/setup/events-as-of.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * Applications belong to their event by key (docs/decisions/061-applications-by-event-key.md):
 * the intake stores the key of the event the form was served for; a copy of an event under
 * another name, and then a rename, keep each event's people, places and duplicates apart.
 */
let testApp: TestApp;
let cookie: string;
const editor = eventEditorDriver(
  () => testApp.app,
  () => cookie,
);

beforeAll(async () => {
  testApp = await startTestApp();
  cookie = await signIn(testApp.app, await createAdmin(testApp.database));
});
afterAll(async () => {
  await testApp.close();
});

async function register(eventName: string, email: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/submissions/event_registrations',
    payload: {
      key: newSubmissionKey(),
      values: { ...freshValues('event_registrations'), event_name: eventName, email },
    },
  });
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json<{ id: number; duplicate?: true }>();
}

async function eventKeyOf(id: number) {
  const row = await testApp.database.db
    .selectFrom('event_registrations')
    .select(['event_id', 'event_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
}

async function capacityOf(slug: string) {
  const response = await testApp.app.inject({ url: '/api/admin/capacity', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ events: EventCapacity[] }>().events.find((event) => event.slug === slug)!;
}

async function placesOnPage(slug: string) {
  return (await siteDataAt(testApp.database, new Date(seededEventsSeason)).eventPage(slug))!.places;
}

describe(`applications by event key on ${testEngine()}`, () => {
  it('keeps an event and its copy apart, through a rename, in rows, places, duplicates and the page', async () => {
    const meetupId = await editor.idOf('ai-power-circle');
    const copied = editor.answer<{ event: { id: number } }>(
      await editor.send('POST', `/events/${meetupId}/duplicate`, {
        schedule: { kind: 'single', date: '2025-08-20', startTime: '18:00', endTime: '20:00' },
      }),
      201,
    ).event;
    const copy = (await editor.act(copied, 'publish')).event;
    const copyName = copy.document.form.eventName!;
    expect(copyName).not.toBe(eventNames.julyMeetup);

    // The same person applies to both: two applications, each with its own event's key.
    const toMeetup = await register(eventNames.julyMeetup, 'ada.key@example.com');
    const toCopy = await register(copyName, 'ada.key@example.com');
    expect(toMeetup.duplicate).toBeUndefined();
    expect(toCopy.duplicate).toBeUndefined();
    expect(await eventKeyOf(toMeetup.id)).toEqual({
      event_id: meetupId,
      event_name: eventNames.julyMeetup,
    });
    expect(await eventKeyOf(toCopy.id)).toEqual({ event_id: copy.id, event_name: copyName });

    // Approving her for the copy takes a place of the copy only.
    const decided = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/tables/event_registrations/status',
      headers: { cookie },
      payload: { ids: [toCopy.id], status: 'approved' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await capacityOf(copy.document.slug)).toMatchObject({
      places: 35,
      approved: 1,
      free: 34,
    });
    expect(await capacityOf('ai-power-circle')).toMatchObject({
      places: 35,
      approved: 0,
      free: 35,
    });

    // The copy is renamed, title and stored name: its people, places and page stay its own.
    const renamed = await editor.save(copy, {
      ...copy.document,
      title: 'AI Power Circle: Summer Special',
      form: { ...copy.document.form, eventName: 'AI Power Circle Summer Special' },
    });
    expect(await eventKeyOf(toCopy.id)).toEqual({
      event_id: copy.id,
      event_name: 'AI Power Circle Summer Special',
    });
    expect(await capacityOf(renamed.document.slug)).toMatchObject({
      title: 'AI Power Circle: Summer Special',
      approved: 1,
      free: 34,
    });
    expect(await placesOnPage(renamed.document.slug)).toEqual({ kind: 'left', left: 34, of: 35 });
    expect(await placesOnPage('ai-power-circle')).toEqual({ kind: 'left', left: 35, of: 35 });

    // Applying again under the new name is the same person and event: her one application.
    expect(await register('AI Power Circle Summer Special', 'Ada.Key@example.com')).toEqual({
      id: toCopy.id,
      duplicate: true,
    });
    // The former name is no event's now: refused, nothing stored.
    const stale = await testApp.app.inject({
      method: 'POST',
      url: '/api/submissions/event_registrations',
      payload: {
        key: newSubmissionKey(),
        values: { ...freshValues('event_registrations'), event_name: copyName },
      },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ fieldErrors: { event_name: 'Unknown event.' } });
  });

  it('renames while forms arrive at the same moment: each is stored under the new name or refused', async () => {
    const created = await editor.create({
      ...(await editor.detail(await editor.idOf('ai-power-circle'))).event.document,
      slug: 'rename-race',
      featured: false,
      listing: null,
      schedule: { kind: 'single', date: '2025-09-03', startTime: '18:00', endTime: '20:00' },
      form: {
        ...(await editor.detail(await editor.idOf('ai-power-circle'))).event.document.form,
        eventName: 'Rename Race',
      },
      cover: undefined,
    });
    const published = (await editor.act(created, 'publish')).event;
    const forms = Array.from({ length: 12 }, (_, index) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/submissions/event_registrations',
        payload: {
          key: newSubmissionKey(),
          values: {
            ...freshValues('event_registrations'),
            event_name: 'Rename Race',
            email: `race-${index}@example.com`,
          },
        },
      }),
    );
    const rename = editor.save(published, {
      ...published.document,
      form: { ...published.document.form, eventName: 'Rename Race, Renamed' },
    });
    const answers = await Promise.all(forms);
    await rename;
    const stored = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(stored.length + refused.length).toBe(answers.length);
    const rows = await testApp.database.db
      .selectFrom('event_registrations')
      .select(['id', 'event_id', 'event_name'])
      .where('email', 'like', 'race-%@example.com')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.id).sort()).toEqual(
      stored.map((answer) => answer.json<{ id: number }>().id).sort(),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ event_id: published.id, event_name: 'Rename Race, Renamed' });
    }
  });

  it('counts the entries no stored event holds under "No event", apart from every event', async () => {
    const list = async () =>
      editor.answer<AdminEventList>(await editor.send('GET', '/events'), 200);
    const applicationsOfAll = (events: AdminEventList['events']) =>
      events.reduce(
        (sum, { applications }) =>
          sum + applications.pending + applications.waitlisted + applications.approved,
        0,
      );
    const before = await list();
    expect(before.noEvent).toEqual([]);
    // A row stored before the key, under a name no event's form stored (migration 030 leaves it),
    // and one kept as suspected spam, which is nobody's application.
    await insertRows(testApp.database, 'event_registrations', [
      {
        event_name: 'An Evening Long Gone',
        event_id: null,
        email: 'gone@example.com',
        suspected_spam: false,
      },
      {
        event_name: 'An Evening Long Gone',
        event_id: null,
        email: 'spam@example.com',
        suspected_spam: true,
      },
    ]);
    const after = await list();
    expect(after.noEvent).toEqual([{ table: 'event_registrations', count: 1 }]);
    // No event counts it among its applications.
    expect(applicationsOfAll(after.events)).toBe(applicationsOfAll(before.events));
  });

  it('seeds sample registrations (npm run db:seed) each under its event’s key', async () => {
    await seedRegistrations(testApp.database, 40, { seed: 7 });
    const rows = await testApp.database.db
      .selectFrom('event_registrations')
      .innerJoin('events', 'events.id', 'event_registrations.event_id')
      .select(['event_registrations.event_name', 'events.form_event_name'])
      .where('event_registrations.submission_key', 'like', 'seed-%')
      .execute();
    expect(rows).toHaveLength(40);
    for (const row of rows) expect(row.event_name).toBe(row.form_event_name);
  });
});
