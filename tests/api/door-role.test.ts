import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantKey } from '#schemas/applications/applicant-key.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { AdminRole, DoorEventList, OrganiserList } from '#schemas/organisers/organisers.ts';
import { createAdmin, insertRows, signIn } from '#tests/fixtures/admin.ts';
import { eventEditorDriver, meetupDocument } from '#tests/fixtures/event-editor.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testEngine } from '#tests/setup/test-database.ts';

/**
 * The `door` role (schemas/organisers/organisers.ts, server/organisers/doors.ts): an account that
 * works only the doors of the events an owner gives her. Every other admin route refuses her; the
 * door list she reads holds names and companies, never an address; an owner gives and takes back
 * her doors, and the audit log says so.
 */
let testApp: TestApp;
let julyMeetup: EventDocument;

type Account = { id: number; email: string; cookie: string };
let accounts = 0;
async function account(role: AdminRole): Promise<Account> {
  const credentials = await createAdmin(testApp.database, {
    email: `door-role-${role}-${++accounts}@example.org`,
  });
  const { id } = await testApp.database.db
    .updateTable('admin_users')
    .set({ role })
    .where('email', '=', credentials.email)
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: Number(id),
    email: credentials.email,
    cookie: await signIn(testApp.app, credentials),
  };
}

function call(
  who: Account,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

let owner: Account;
let organiser: Account;
let door: Account;
const editor = eventEditorDriver(
  () => testApp.app,
  () => owner.cookie,
);

beforeAll(async () => {
  testApp = await startTestApp();
  owner = await account('owner');
  organiser = await account('organiser');
  door = await account('door');
  julyMeetup = (await editor.detail(await editor.idOf('ai-power-circle'))).event.document;
});
afterAll(async () => {
  await testApp.close();
});

/** A published meetup of its own with two approved guests. */
async function meetup(label: string, date: string): Promise<EventRecord> {
  const created = await editor.create(
    meetupDocument(julyMeetup, { slug: `door-${label}`, eventName: `Door ${label}`, date }),
  );
  const event = (await editor.act(created, 'publish')).event;
  await insertRows(
    testApp.database,
    'event_registrations',
    ['Ada', 'Grace'].map((name) => ({
      event_name: event.document.form.eventName,
      status: 'approved',
      suspected_spam: false,
      full_name: `${name} ${label}`,
      email: `${name.toLowerCase()}-${label}@example.com`,
      applicant_key: applicantKey(`${name.toLowerCase()}-${label}@example.com`),
      company: `${name} Labs`,
    })),
  );
  return event;
}

describe(`a door account on ${testEngine()}`, () => {
  it('works only the doors an owner gave her, and reads no address there', async () => {
    const given = await meetup('given', '2027-05-20');
    const other = await meetup('other', '2027-05-21');
    expect((await call(door, 'GET', '/api/admin/doors')).json<DoorEventList>()).toEqual({
      events: [],
    });
    expect((await call(door, 'GET', `/api/admin/events/${given.id}/door`)).statusCode).toBe(403);

    const answer = await call(owner, 'PUT', `/api/admin/organisers/${door.id}/doors`, {
      events: [given.id],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ doors: [given.id] });

    const doors = (await call(door, 'GET', '/api/admin/doors')).json<DoorEventList>();
    expect(doors.events.map((event) => event.id)).toEqual([given.id]);
    const list = await call(door, 'GET', `/api/admin/events/${given.id}/door`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain('Ada given');
    expect(list.body).toContain('Ada Labs');
    expect(list.body).not.toContain('@');
    const refused = await call(door, 'GET', `/api/admin/events/${other.id}/door`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'forbidden',
      message: expect.stringContaining('not among those given to you'),
    });

    // She checks a guest in at her door, and not at the other.
    const guest = list.json<{ guests: { guest: number }[] }>().guests[0]!.guest;
    const batch = (event: EventRecord) =>
      call(door, 'POST', `/api/admin/events/${event.id}/check-ins`, {
        checkIns: [{ key: randomUUID(), guest, at: new Date().toISOString() }],
      });
    expect((await batch(given)).statusCode).toBe(200);
    expect((await batch(other)).statusCode).toBe(403);

    // Taken back: her door is closed to her.
    await call(owner, 'PUT', `/api/admin/organisers/${door.id}/doors`, { events: [] });
    expect((await call(door, 'GET', `/api/admin/events/${given.id}/door`)).statusCode).toBe(403);
    const audit = await testApp.database.db
      .selectFrom('audit_log')
      .select(['actor', 'target_id', 'details'])
      .where('action', '=', 'organiser.doors')
      .orderBy('id')
      .execute();
    expect(
      audit.map(({ actor, target_id, details }) => [actor, Number(target_id), JSON.parse(details)]),
    ).toEqual([
      [owner.email, door.id, { events: [given.id] }],
      [owner.email, door.id, { events: [] }],
    ]);
  });

  it('is refused every other admin route, reading included; her session says her role', async () => {
    expect((await call(door, 'GET', '/api/admin/session')).json()).toMatchObject({ role: 'door' });
    const routes = testApp.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith('/api/admin/') &&
        route.method !== 'HEAD' &&
        route.access !== 'signed-out' &&
        route.access !== 'signed-in' &&
        route.access !== 'door',
    );
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const url = route.url.replace(':table', 'event_registrations').replace(':id', '1');
      const response = await call(door, route.method as 'GET', url, {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('is given doors by an owner only, and only as a door account, of events that exist', async () => {
    const event = await meetup('rules', '2027-05-22');
    const give = (who: Account, id: number, events: unknown) =>
      call(who, 'PUT', `/api/admin/organisers/${id}/doors`, { events });
    expect((await give(organiser, door.id, [event.id])).statusCode).toBe(403);
    expect((await give(owner, organiser.id, [event.id])).json()).toMatchObject({
      error: 'not_door',
    });
    const unknown = await give(owner, door.id, [event.id, 99_999_999]);
    expect(unknown.statusCode).toBe(400);
    expect((await give(owner, door.id, ['one'])).statusCode).toBe(400);
    // Refused, nothing was given.
    const list = (await call(owner, 'GET', '/api/admin/organisers')).json<OrganiserList>();
    expect(list.organisers.find((one) => one.id === door.id)?.doors).toEqual([]);

    expect((await give(owner, door.id, [event.id, event.id])).json()).toEqual({
      doors: [event.id],
    });
    const after = (await call(owner, 'GET', '/api/admin/organisers')).json<OrganiserList>();
    expect(after.organisers.find((one) => one.id === door.id)).toMatchObject({
      role: 'door',
      doors: [event.id],
    });
    expect(after.organisers.find((one) => one.id === organiser.id)?.doors).toEqual([]);
  });

  it('an organiser works every door without being given it', async () => {
    const event = await meetup('any', '2027-05-23');
    expect((await call(organiser, 'GET', `/api/admin/events/${event.id}/door`)).statusCode).toBe(
      200,
    );
    const doors = (await call(organiser, 'GET', '/api/admin/doors')).json<DoorEventList>();
    expect(doors.events.map((one) => one.id)).toContain(event.id);
  });

  it('two owners giving her doors at the same moment leave one whole list, never a mix', async () => {
    const first = await meetup('first-list', '2027-05-24');
    const second = await meetup('second-list', '2027-05-25');
    const otherOwner = await account('owner');
    const lists = [[first.id], [second.id]];
    const answers = await Promise.all([
      call(owner, 'PUT', `/api/admin/organisers/${door.id}/doors`, { events: lists[0] }),
      call(otherOwner, 'PUT', `/api/admin/organisers/${door.id}/doors`, { events: lists[1] }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const held = (await call(owner, 'GET', '/api/admin/organisers'))
      .json<OrganiserList>()
      .organisers.find((one) => one.id === door.id)!.doors;
    expect(lists).toContainEqual(held);
  });

  it('adds a walk-in with a guest’s address as a walk-in: it does not tell her whose it is', async () => {
    const event = await meetup('walk-in', '2027-05-26');
    await call(owner, 'PUT', `/api/admin/organisers/${door.id}/doors`, { events: [event.id] });
    const walkIn = (who: Account) =>
      call(who, 'POST', `/api/admin/events/${event.id}/walk-ins`, {
        key: randomUUID(),
        name: 'Someone at the door',
        email: 'ada-walk-in@example.com',
      });
    const byDoor = await walkIn(door);
    expect(byDoor.statusCode, byDoor.body).toBe(201);
    expect(byDoor.json()).toMatchObject({
      outcome: 'added',
      guest: { name: 'Someone at the door', walkIn: true },
    });
    expect(byDoor.body).not.toContain('Ada walk-in');
    const stored = await testApp.database.db
      .selectFrom('event_registrations')
      .select(['full_name', 'duplicate_of'])
      .where('event_id', '=', event.id)
      .where('full_name', '=', 'Someone at the door')
      .executeTakeFirstOrThrow();
    // Kept beside Ada's, as a second application is: the organiser sees whose it may be.
    expect(stored.duplicate_of).not.toBeNull();
    // An organiser, who reads the addresses anyway, finds Ada by hers and checks her in.
    const byOrganiser = await walkIn(organiser);
    expect(byOrganiser.json()).toMatchObject({
      outcome: 'expected',
      guest: { name: 'Ada walk-in' },
    });
  });

  it('adds one walk-in, however many of her phones add her, one after another or at one moment', async () => {
    const event = await meetup('walk-in-twice', '2027-05-27');
    await call(owner, 'PUT', `/api/admin/organisers/${door.id}/doors`, { events: [event.id] });
    const walkIn = (email: string) =>
      call(door, 'POST', `/api/admin/events/${event.id}/walk-ins`, {
        key: randomUUID(),
        name: 'Hedy at the door',
        email,
      });
    const walkInsOf = async (email: string) => {
      const rows = await testApp.database.db
        .selectFrom('event_registrations')
        .innerJoin('check_ins', (join) =>
          join
            .onRef('check_ins.submission_id', '=', 'event_registrations.id')
            .on('check_ins.submission_table', '=', 'event_registrations'),
        )
        .select('event_registrations.id')
        .where('event_registrations.event_id', '=', event.id)
        .where('event_registrations.applicant_key', '=', applicantKey(email))
        .execute();
      return rows.length;
    };

    const first = await walkIn('hedy-one@example.com');
    expect(first.json()).toMatchObject({ outcome: 'added' });
    const again = await walkIn('hedy-one@example.com');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      outcome: 'expected',
      guest: { guest: first.json().guest.guest, name: 'Hedy at the door', walkIn: true },
      counts: first.json().counts,
    });
    expect(await walkInsOf('hedy-one@example.com')).toBe(1);

    // Two phones at one moment: one of them adds her, the other finds her.
    const both = await Promise.all([
      walkIn('hedy-two@example.com'),
      walkIn('hedy-two@example.com'),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(both.map((answer) => answer.json().guest.guest)[0]).toBe(both[1]!.json().guest.guest);
    expect(await walkInsOf('hedy-two@example.com')).toBe(1);
  });
});
