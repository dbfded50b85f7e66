import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import { currentSlugOf } from '#server/events/event-store.ts';
import { toEventPage } from '#schemas/events/event-record.ts';
import { newEventDocument } from '#app/features/admin/events/new-event.ts';
import { createAdmin, insertRows, signIn } from '#tests/fixtures/admin.ts';
import { eventEditorDriver, meetupDocument } from '#tests/fixtures/event-editor.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * The organiser's event editor (docs/decisions/037-the-event-editor.md):
 * server/events/event-editor.ts through server/routes/admin-event-routes.ts. Cancellation and
 * saves at the same moment: admin-events-cancel.test.ts.
 */
let testApp: TestApp;
let cookie: string;
let adminEmail: string;
let julyMeetup: EventDocument;
const editor = eventEditorDriver(
  () => testApp.app,
  () => cookie,
);

beforeAll(async () => {
  testApp = await startTestApp();
  const admin = await createAdmin(testApp.database);
  adminEmail = admin.email;
  cookie = await signIn(testApp.app, admin);
  julyMeetup = (await editor.detail(await editor.idOf('ai-power-circle'))).event.document;
});
afterAll(async () => {
  await testApp.close();
});

async function stored() {
  const count = async (table: 'events' | 'event_changes' | 'event_slugs' | 'mail_outbox') =>
    Number(
      (
        await testApp.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  return {
    events: await count('events'),
    changes: await count('event_changes'),
    slugs: await count('event_slugs'),
    mails: await count('mail_outbox'),
  };
}

let days = 0;
/** A meetup of its own: a new day, address and name each time. */
function newMeetup(overrides: Partial<EventDocument> = {}): EventDocument {
  days += 1;
  const date = `2027-02-${String(days).padStart(2, '0')}`;
  return {
    ...meetupDocument(julyMeetup, {
      slug: `meetup-${date}`,
      eventName: `Meetup ${date}`,
      date,
    }),
    ...overrides,
  };
}

describe(`the event editor on ${testEngine()}`, () => {
  it('answers only a signed-in organiser, on every endpoint', async () => {
    const id = await editor.idOf('ai-power-circle');
    const requests = [
      ['GET', '/events'],
      ['GET', `/events/${id}`],
      ['POST', '/events'],
      ['PUT', `/events/${id}`],
      ...['duplicate', 'publish', 'unpublish', 'close', 'reopen', 'cancel'].map((action) => [
        'POST',
        `/events/${id}/${action}`,
      ]),
    ] as const;
    const before = await stored();
    for (const [method, url] of requests) {
      const response = await testApp.app.inject({
        method,
        url: `/api/admin${url}`,
        payload: method === 'GET' ? undefined : { message: 'Cancelled.' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    // Signed in, but sent from another site: refused before it is read.
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/events/${id}/cancel`,
      headers: { cookie, origin: 'https://elsewhere.example' },
      payload: { message: 'Cancelled.' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('lists every event with its phase, dates and applications', async () => {
    await insertRows(testApp.database, 'event_registrations', [
      { event_name: eventNames.julyMeetup, status: 'pending', suspected_spam: false },
      { event_name: eventNames.julyMeetup, status: 'approved', suspected_spam: false },
      { event_name: eventNames.julyMeetup, status: 'approved', suspected_spam: true },
      { event_name: eventNames.summerBoat, status: 'waitlisted', suspected_spam: false },
    ]);
    const events = await editor.list();
    expect(events).toHaveLength(7);
    const meetup = events.find((event) => event.slug === 'ai-power-circle')!;
    expect(meetup).toMatchObject({
      status: 'published',
      phase: 'open',
      title: julyMeetup.title,
      firstDay: '2025-07-23',
      lastDay: '2025-07-23',
      date: 'Wednesday 23 July 2025',
      applicationsCloseAt: null,
      applicationsClosedAt: null,
      applications: { pending: 1, waitlisted: 0, approved: 1 },
    });
    expect(events.find((event) => event.slug === 'waves-ai')!.applications).toEqual({
      pending: 0,
      waitlisted: 1,
      approved: 0,
    });
  });

  it('refuses an invalid document with each error at its path, and stores nothing', async () => {
    const before = await stored();
    const document = newMeetup();
    const broken = {
      ...document,
      title: '  ',
      schedule: { kind: 'single', date: '2027-02-30', startTime: '18:00' },
      sections: document.sections.map((section) =>
        section.kind === 'agenda'
          ? { ...section, items: [{ ...section.items[0], duration: 'half an hour' }] }
          : section,
      ),
    };
    const agendaIndex = document.sections.findIndex((section) => section.kind === 'agenda');
    const response = await editor.send('POST', '/events', { document: broken });
    const refused = editor.answer<{ error: string; fieldErrors: Record<string, string> }>(
      response,
      400,
    );
    expect(refused.error).toBe('validation');
    expect(refused.fieldErrors).toMatchObject({
      title: 'Required.',
      'schedule.date': 'Not a day of the calendar.',
      [`sections.${agendaIndex}.items.0.duration`]: 'Give minutes, like "30 min".',
    });
    const notAnEvent = await editor.send('POST', '/events', { document: 'an event' });
    expect(notAnEvent.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("refuses a start in the hour London's clocks skip, beside the time, and stores nothing", async () => {
    const before = await stored();
    const document = newMeetup();
    const response = await editor.send('POST', '/events', {
      document: {
        ...document,
        schedule: { kind: 'single', date: '2027-03-28', startTime: '01:30', endTime: '03:00' },
      },
    });
    expect(editor.answer<{ fieldErrors: object }>(response, 400).fieldErrors).toEqual({
      'schedule.startTime':
        "London's clocks skip this time on Sunday 28 March 2027: they go from 01:00 to 02:00.",
    });
    expect(await stored()).toEqual(before);
  });

  it('creates a draft whose form writes to the table of its kind, closing at its start', async () => {
    const document = newMeetup();
    const created = await editor.create({
      ...document,
      form: { ...document.form, table: 'leadership_labs_applications' },
    });
    expect(created).toMatchObject({ status: 'draft', publishedAt: null, calendarSequence: 0 });
    expect(created.document.form.table).toBe('event_registrations');
    // 18:00 in London on a February day is 18:00 UTC.
    expect(created.document.applicationsCloseAt).toBe(
      `${document.schedule.kind === 'single' && document.schedule.date}T18:00:00.000Z`,
    );

    const application = newMeetup();
    const retreat = await editor.create({
      ...application,
      form: { ...application.form, kind: 'application' },
      applicationsCloseAt: '2027-01-31T12:00:00.000Z',
    });
    expect(retreat.document.form.table).toBe('retreat_applications');
    expect(retreat.document.applicationsCloseAt).toBe('2027-01-31T12:00:00.000Z');

    const { history, phase } = await editor.detail(created.id);
    expect(phase).toBe('draft');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create', by: adminEmail, at: created.updatedAt });
    expect(history[0]!.changed).toEqual(
      expect.arrayContaining(['status', 'document', 'calendarSequence']),
    );
  });

  it('creates a draft from its essentials alone, deriving every other word', async () => {
    // What `New event` starts from, with only the essentials filled in.
    const document = newEventDocument();
    const created = await editor.create({
      ...document,
      title: 'Essentials Salon',
      intro: 'An evening of talks and supper for women leading AI. Come as you are.',
      schedule: { kind: 'single', date: '2027-03-18', startTime: '18:00', endTime: '20:00' },
      venue: { text: 'The Loft, Shoreditch, London', disclosure: 'full' },
      form: { ...document.form, kind: 'application' },
    });
    expect(created.document).toMatchObject({
      slug: 'essentials-salon-2027-03-18',
      form: { table: 'retreat_applications', eventName: 'Essentials Salon, 18 March 2027' },
    });
    expect(created.document.form.subtitle).toBeUndefined();
    const page = toEventPage(created);
    expect(page.eyebrow).toBe('March 2027 · In-Person Event');
    expect(page.form.subtitle).toBe(
      'Every application is read by the organiser. Tell us about your work and why you would like to come.',
    );
    // Her own subtitle, once written, is kept; emptied again, it follows the form's kind again.
    const own = await editor.save(created, {
      ...created.document,
      form: { ...created.document.form, subtitle: 'Twenty places, chosen with care.' },
    });
    expect(toEventPage(own).form.subtitle).toBe('Twenty places, chosen with care.');
    const { subtitle: _subtitle, ...form } = own.document.form;
    const followed = await editor.save(own, { ...own.document, form });
    expect(toEventPage(followed).form.subtitle).toBe(page.form.subtitle);
  });

  it('refuses an address or a stored name another event holds', async () => {
    const before = await stored();
    const taken = await editor.send('POST', '/events', {
      document: newMeetup({ slug: 'ai-power-circle' }),
    });
    expect(editor.answer<{ fieldErrors: object }>(taken, 400).fieldErrors).toEqual({
      slug: 'Another event has this address.',
    });
    const document = newMeetup();
    const sameName = await editor.send('POST', '/events', {
      document: { ...document, form: { ...document.form, eventName: eventNames.julyMeetup } },
    });
    expect(editor.answer<{ fieldErrors: object }>(sameName, 400).fieldErrors).toEqual({
      'form.eventName': 'Another event stores its applications under this name.',
    });
    expect(await stored()).toEqual(before);

    // The same name in another table is not ambiguous.
    const application = newMeetup();
    await editor.create({
      ...application,
      form: { ...application.form, kind: 'application', eventName: eventNames.julyMeetup },
    });
  });

  it('makes a new event’s address and stored name from its title and day where she left them empty', async () => {
    // The editor's first save of a new event: the short words, the address and the name empty.
    const { slug: _slug, crumb: _crumb, eyebrow: _eyebrow, ...document } = newMeetup();
    const { eventName: _eventName, ...form } = document.form;
    const bare = {
      ...document,
      slug: '',
      title: 'Winter AI Salon & Supper',
      meta: {},
      schedule: { kind: 'single', date: '2029-02-14', startTime: '18:30', endTime: '21:00' },
      form,
    };
    const first = await editor.create(bare);
    expect(first.document).toMatchObject({
      slug: 'winter-ai-salon-and-supper-2029-02-14',
      form: { eventName: 'Winter AI Salon & Supper, 14 February 2029' },
    });
    expect(first.document.crumb).toBeUndefined();
    // The same title on the same day: the next number, for both.
    const second = await editor.create(bare);
    expect(second.document).toMatchObject({
      slug: 'winter-ai-salon-and-supper-2029-02-14-2',
      form: { eventName: 'Winter AI Salon & Supper, 14 February 2029 (2)' },
    });
    // Two organisers saving the same new event at the same moment: one gets the next number.
    const together = { ...bare, schedule: { ...bare.schedule, date: '2029-02-15' } };
    const both = await Promise.all([editor.create(together), editor.create(together)]);
    expect(both.map(({ document }) => document.slug).sort()).toEqual([
      'winter-ai-salon-and-supper-2029-02-15',
      'winter-ai-salon-and-supper-2029-02-15-2',
    ]);
    // An address she chose that another event holds is refused, not renumbered.
    const before = await stored();
    const chosen = await editor.send('POST', '/events', {
      document: { ...bare, slug: 'winter-ai-salon-and-supper-2029-02-14' },
    });
    expect(editor.answer<{ fieldErrors: object }>(chosen, 400).fieldErrors).toEqual({
      slug: 'Another event has this address.',
    });
    // Without a title or a day there is nothing to make them from: the fields are named.
    const untitled = await editor.send('POST', '/events', { document: { ...bare, title: '' } });
    expect(editor.answer<{ fieldErrors: object }>(untitled, 400).fieldErrors).toMatchObject({
      title: 'Required.',
    });
    expect(await stored()).toEqual(before);
  });

  it('saves a whole document, and keeps who changed what', async () => {
    const created = await editor.create(newMeetup());
    const renamed = await editor.save(created, { ...created.document, title: 'A new title' });
    expect(renamed.document.title).toBe('A new title');
    expect(renamed.updatedAt > created.updatedAt).toBe(true);
    const [latest] = (await editor.detail(created.id)).history;
    expect(latest).toMatchObject({ action: 'edit', by: adminEmail, changed: ['document.title'] });
    const row = await testApp.database.db
      .selectFrom('event_changes')
      .select(['before', 'after'])
      .where('id', '=', latest!.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.before!)).toMatchObject({ document: { title: created.document.title } });
    expect(JSON.parse(row.after!)).toMatchObject({ document: { title: 'A new title' } });

    // Invalid: refused by path, nothing changes.
    const before = await stored();
    const invalid = await editor.send('PUT', `/events/${created.id}`, {
      document: { ...renamed.document, capacity: { kind: 'total', places: 0 } },
      updatedAt: renamed.updatedAt,
    });
    expect(editor.answer<{ fieldErrors: object }>(invalid, 400).fieldErrors).toHaveProperty([
      'capacity.places',
    ]);
    expect(await stored()).toEqual(before);
    expect((await editor.detail(created.id)).event).toEqual(renamed);
  });

  it('refuses a save based on an older read with 409 and the event as it is now', async () => {
    const created = await editor.create(newMeetup());
    const first = await editor.save(created, { ...created.document, title: 'First' });
    const before = await stored();
    const stale = await editor.send('PUT', `/events/${created.id}`, {
      document: { ...created.document, title: 'Second' },
      updatedAt: created.updatedAt,
    });
    expect(editor.answer(stale, 409)).toEqual({
      error: 'stale',
      message: 'Someone else saved this event after you opened it. Here it is as it is now.',
      event: first,
    });
    expect(await stored()).toEqual(before);
    const missing = await editor.send('PUT', `/events/${created.id}`, {
      document: created.document,
    });
    expect(missing.statusCode).toBe(400);
    expect(
      (
        await editor.send('PUT', '/events/999999', {
          document: created.document,
          updatedAt: created.updatedAt,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('publishes a draft once, unpublishes it, and keeps the first publication time', async () => {
    const created = await editor.create(newMeetup());
    const published = (await editor.act(created, 'publish')).event;
    expect(published.status).toBe('published');
    expect(published.publishedAt).toBe(published.updatedAt);
    const again = await editor.send('POST', `/events/${created.id}/publish`, {});
    expect(editor.answer(again, 409)).toEqual({
      error: 'not_allowed',
      message: 'It is published already.',
    });
    const draft = (await editor.act(created, 'unpublish')).event;
    expect(draft.status).toBe('draft');
    expect((await editor.send('POST', `/events/${created.id}/unpublish`)).statusCode).toBe(409);
    const republished = (await editor.act(created, 'publish')).event;
    expect(republished.publishedAt).toBe(published.publishedAt);
    expect((await editor.detail(created.id)).history.map((change) => change.action)).toEqual([
      'publish',
      'unpublish',
      'publish',
      'create',
    ]);
    // An action based on an older read is refused too.
    const stale = await editor.send('POST', `/events/${created.id}/close`, {
      updatedAt: draft.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('closes applications now and reopens them', async () => {
    const created = await editor.create(newMeetup());
    await editor.act(created, 'publish');
    const closed = await editor.act(created, 'close');
    expect(closed.phase).toBe('closed');
    expect(closed.event.applicationsClosedAt).toBe(closed.event.updatedAt);
    expect((await editor.send('POST', `/events/${created.id}/close`)).statusCode).toBe(409);
    const reopened = await editor.act(created, 'reopen');
    expect(reopened.phase).toBe('open');
    expect(reopened.event.applicationsClosedAt).toBeNull();
    expect((await editor.send('POST', `/events/${created.id}/reopen`)).statusCode).toBe(409);
    const [reopen, close] = (await editor.detail(created.id)).history;
    expect(close).toMatchObject({ action: 'close', changed: ['applicationsClosedAt'] });
    expect(reopen).toMatchObject({ action: 'reopen', changed: ['applicationsClosedAt'] });
  });

  it('keeps a published event’s old address leading to it, and moves what names it by address', async () => {
    const id = await editor.idOf('waves-ai');
    const { event } = await editor.detail(id);
    await testApp.database.db
      .insertInto('event_settings')
      .values({
        event: 'waves-ai',
        auto_promote: testApp.database.engine === 'sqlite' ? 1 : true,
        updated_by: adminEmail,
        updated_at: new Date().toISOString(),
      })
      .execute();
    await testApp.database.db
      .insertInto('admin_actions')
      .values({ admin_email: adminEmail, action: 'event.auto-promote-on', event: 'waves-ai' })
      .execute();

    const moved = await editor.save(event, { ...event.document, slug: 'waves-and-ai' });
    expect(moved.document.slug).toBe('waves-and-ai');
    // The first change after the seed names only what the organiser changed.
    expect(
      (await editor.detail(id)).history.map(({ action, changed }) => ({ action, changed })),
    ).toEqual([
      { action: 'edit', changed: ['document.slug'] },
      { action: 'seed', changed: expect.arrayContaining(['status', 'document']) },
    ]);
    expect(await currentSlugOf(testApp.database, 'waves-ai')).toBe('waves-and-ai');
    const settings = await testApp.database.db
      .selectFrom('event_settings')
      .select('event')
      .execute();
    expect(settings.map((row) => row.event)).toEqual(['waves-and-ai']);
    const actions = await testApp.database.db
      .selectFrom('admin_actions')
      .select('event')
      .where('event', 'is not', null)
      .execute();
    expect(actions.map((row) => row.event)).toEqual(['waves-and-ai']);

    // The old address belongs to the event: no other may take it; the event may take it back.
    const taken = await editor.send('POST', '/events', {
      document: newMeetup({ slug: 'waves-ai' }),
    });
    expect(editor.answer<{ fieldErrors: object }>(taken, 400).fieldErrors).toEqual({
      slug: 'Another event had this address, and it still leads there.',
    });
    const back = await editor.save(moved, { ...moved.document, slug: 'waves-ai' });
    expect(await currentSlugOf(testApp.database, 'waves-and-ai')).toBe('waves-ai');
    expect(await currentSlugOf(testApp.database, 'waves-ai')).toBeUndefined();
    expect(back.document.slug).toBe('waves-ai');

    // A draft never had a public address: nothing to keep.
    const draft = await editor.create(newMeetup());
    const before = await stored();
    await editor.save(draft, { ...draft.document, slug: `${draft.document.slug}-moved` });
    expect((await stored()).slugs).toBe(before.slugs);
  });

  it('raises a published event’s calendar sequence when its time or place changes', async () => {
    const created = await editor.create(newMeetup());
    const draftMoved = await editor.save(created, {
      ...created.document,
      venue: { ...created.document.venue, text: 'Somewhere else' },
    });
    expect(draftMoved.calendarSequence).toBe(0);
    const published = (await editor.act(created, 'publish')).event;
    const retitled = await editor.save(published, { ...published.document, title: 'Renamed' });
    expect(retitled.calendarSequence).toBe(0);
    const later = await editor.save(retitled, {
      ...retitled.document,
      schedule: { kind: 'single', date: '2027-03-01', startTime: '19:00', endTime: '21:00' },
    });
    expect(later.calendarSequence).toBe(1);
    const elsewhere = await editor.save(later, {
      ...later.document,
      venue: { ...later.document.venue, text: 'Another room' },
    });
    expect(elsewhere.calendarSequence).toBe(2);
  });

  it('renames an event people applied to: its applications keep it by key, under its new name', async () => {
    const created = await editor.create(newMeetup());
    const formerName = created.document.form.eventName!;
    await insertRows(testApp.database, 'event_registrations', [
      { event_name: formerName, status: 'pending', email: 'rena@example.com' },
      { event_name: formerName, status: 'approved', email: 'rosa@example.com' },
    ]);
    const renamed = await editor.send('PUT', `/events/${created.id}`, {
      document: {
        ...created.document,
        title: 'Spring Salon',
        form: { ...created.document.form, eventName: 'Spring Salon' },
      },
      updatedAt: created.updatedAt,
    });
    editor.answer(renamed, 200);
    const applicationsOf = async (slug: string) =>
      (await editor.list()).find((event) => event.slug === slug)!.applications;
    expect(await applicationsOf(created.document.slug)).toEqual({
      pending: 1,
      waitlisted: 0,
      approved: 1,
    });
    // The rows' copy of the name, which the registrations view and its CSV show, follows.
    const rows = await testApp.database.db
      .selectFrom('event_registrations')
      .select(['email', 'event_name', 'event_id'])
      .where('email', 'in', ['rena@example.com', 'rosa@example.com'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: 'rena@example.com', event_name: 'Spring Salon', event_id: created.id },
      { email: 'rosa@example.com', event_name: 'Spring Salon', event_id: created.id },
    ]);
    // A new event under the former name is another event: nothing of the first is counted for it.
    const other = await editor.create(newMeetup({ title: created.document.title }));
    const otherRenamed = await editor.send('PUT', `/events/${other.id}`, {
      document: { ...other.document, form: { ...other.document.form, eventName: formerName } },
      updatedAt: other.updatedAt,
    });
    editor.answer(otherRenamed, 200);
    expect(await applicationsOf(other.document.slug)).toEqual({
      pending: 0,
      waitlisted: 0,
      approved: 0,
    });
    expect(await applicationsOf(created.document.slug)).toMatchObject({ pending: 1, approved: 1 });

    const otherTable = await editor.send('PUT', `/events/${created.id}`, {
      document: {
        ...created.document,
        form: { ...created.document.form, table: 'retreat_applications' },
      },
      updatedAt: (await editor.detail(created.id)).event.updatedAt,
    });
    expect(editor.answer<{ fieldErrors: object }>(otherTable, 400).fieldErrors).toEqual({
      'form.table': "The form's table stays: the event's applications are stored there.",
    });
  });

  it('duplicates an event onto a new date as a draft of its own, sending nothing', async () => {
    const id = await editor.idOf('ai-power-circle');
    await editor.act({ id }, 'close');
    const before = await stored();
    const schedule = { kind: 'single', date: '2027-01-21', startTime: '18:00', endTime: '20:00' };
    const response = await editor.send('POST', `/events/${id}/duplicate`, { schedule });
    const copy = editor.answer<{ event: { id: number } & Record<string, unknown> }>(response, 201)
      .event as unknown as Awaited<ReturnType<typeof editor.create>>;
    expect(copy).toMatchObject({
      status: 'draft',
      publishedAt: null,
      applicationsClosedAt: null,
      calendarSequence: 0,
    });
    const { document } = copy;
    expect(document.slug).toBe('ai-power-circle-2027-01-21');
    expect(document.form.eventName).toBe('AI Power Circle, 21 January 2027');
    expect(document.form.table).toBe('event_registrations');
    expect(document.schedule).toEqual(schedule);
    expect(document.applicationsCloseAt).toBe('2027-01-21T18:00:00.000Z');
    expect(document.featured).toBe(false);
    expect(document.cover).toBeUndefined();
    // Everything else is the original's.
    expect(document.sections).toEqual(julyMeetup.sections);
    expect(document.title).toBe(julyMeetup.title);
    expect(document.keptBack).toEqual(julyMeetup.keptBack);
    const after = await stored();
    expect(after).toEqual({ ...before, events: before.events + 1, changes: before.changes + 1 });
    expect((await editor.detail(copy.id)).history.map((change) => change.action)).toEqual([
      'duplicate',
    ]);

    // The same day again: the next number; from the copy, the copy's series name.
    const second = await editor.send('POST', `/events/${id}/duplicate`, { schedule });
    const secondCopy = editor.answer<{ event: typeof copy }>(second, 201).event;
    expect(secondCopy.document.slug).toBe('ai-power-circle-2027-01-21-2');
    expect(secondCopy.document.form.eventName).toBe('AI Power Circle, 21 January 2027 (2)');
    const fromCopy = await editor.send('POST', `/events/${copy.id}/duplicate`, {
      schedule: { ...schedule, date: '2027-02-18' },
    });
    const third = editor.answer<{ event: typeof copy }>(fromCopy, 201).event;
    expect(third.document.slug).toBe('ai-power-circle-2027-02-18');
    expect(third.document.form.eventName).toBe('AI Power Circle, 18 February 2027');

    // A month has no time: the time fact then needs words, and nothing is stored.
    const beforeMonth = await stored();
    const month = await editor.send('POST', `/events/${id}/duplicate`, {
      schedule: { kind: 'month', month: '2027-04' },
    });
    const timeFact = julyMeetup.facts.findIndex((fact) => fact.kind === 'time');
    expect(editor.answer<{ fieldErrors: object }>(month, 400).fieldErrors).toEqual({
      [`facts.${timeFact}.text`]: 'The event has no time yet: say it in words.',
    });
    expect(await stored()).toEqual(beforeMonth);

    // A name she chose that another event holds is refused.
    const chosen = await editor.send('POST', `/events/${id}/duplicate`, {
      schedule,
      slug: 'waves-ai',
    });
    expect(editor.answer<{ fieldErrors: object }>(chosen, 400).fieldErrors).toHaveProperty([
      'slug',
    ]);
    const badSchedule = await editor.send('POST', `/events/${id}/duplicate`, {
      schedule: { kind: 'single', date: 'soon' },
    });
    expect(badSchedule.statusCode).toBe(400);
  });

  it('answers 404 for an unknown event and 400 for an id that is not one', async () => {
    expect((await editor.send('GET', '/events/999999')).statusCode).toBe(404);
    expect((await editor.send('POST', '/events/999999/publish')).statusCode).toBe(404);
    expect((await editor.send('GET', '/events/abc')).statusCode).toBe(400);
  });
});
