import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames, virtualEventDate } from '#content/event-names.ts';
import { createAdmin, signIn } from '#tests/fixtures/admin.ts';
import { waitlistDriver } from '#tests/fixtures/waitlist.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Decision mails say only what is true of the event when the decision was made, on every attempt;
 * every mail and the withdraw page speak in the words of the form; the organiser's notices name
 * the person and the event (docs/decisions/033-truthful-mails-and-a-moving-waitlist.md).
 */
const appSecret = 'truthful-mails-test-secret-0123456789-abcdef';
const organiser = 'organiser@example.com';
let testApp: TestApp;
let cookie: string;
const { apply, decide, store, withdraw, mailText } = waitlistDriver(
  () => testApp,
  () => cookie,
  appSecret,
);

beforeAll(async () => {
  testApp = await startTestApp({ env: { APP_SECRET: appSecret, ORGANISER_EMAIL: organiser } });
  cookie = await signIn(testApp.app, await createAdmin(testApp.database));
});
afterAll(async () => {
  await testApp.close();
});

const full = 'Every place is taken';
const notYet = 'We cannot offer you a place yet';

describe('the waitlist mail', () => {
  const meetup = { event_name: eventNames.julyMeetup };

  it('says the event is full only when every place is approved, and says the same on every attempt', async () => {
    const early = await apply('event_registrations', meetup);
    await decide('event_registrations', [early], 'waitlisted');
    const whilePlacesFree = await mailText('event_registrations', early, 'waitlist');
    expect(whilePlacesFree).toContain(`${notYet}: we are still going through the registrations`);
    expect(whilePlacesFree).not.toContain(full);

    // The July meetup's 35 places (content/event-pages.ts), every one approved.
    await store('event_registrations', meetup, 'approved', 35);
    const late = await apply('event_registrations', meetup);
    await decide('event_registrations', [late], 'waitlisted');
    expect(await mailText('event_registrations', late, 'waitlist')).toContain(
      `${full} for now, so you are on the waitlist`,
    );

    // Rendered again later (a retry) while the event has changed, each says what it said.
    await testApp.database.db
      .updateTable('event_registrations')
      .set({ status: 'declined' })
      .where('event_name', '=', eventNames.julyMeetup)
      .where('status', '=', 'approved')
      .execute();
    expect(await mailText('event_registrations', late, 'waitlist')).toContain(full);
    expect(await mailText('event_registrations', early, 'waitlist')).not.toContain(full);
  });

  it('never calls a series counted per session or an event without a number of places full', async () => {
    await store('leadership_labs_applications', {}, 'approved', 30);
    const labs = await apply('leadership_labs_applications', {});
    await decide('leadership_labs_applications', [labs], 'waitlisted');
    const virtualContext = { event_name: eventNames.virtualCircle, event_date: virtualEventDate };
    await store('virtual_event_registrations', virtualContext, 'approved', 50);
    const virtual = await apply('virtual_event_registrations', virtualContext);
    await decide('virtual_event_registrations', [virtual], 'waitlisted');
    for (const text of [
      await mailText('leadership_labs_applications', labs, 'waitlist'),
      await mailText('virtual_event_registrations', virtual, 'waitlist'),
    ]) {
      expect(text).toContain(notYet);
      expect(text).not.toContain(full);
    }
  });
});

describe('the decline mail', () => {
  const boat = { event_name: eventNames.summerBoat };

  it('speaks of more applications than places only when there were more', async () => {
    // Waves & AI: 40 places.
    const few = await apply('event_registrations', boat);
    await decide('event_registrations', [few], 'declined');
    const fewText = await mailText('event_registrations', few, 'decline');
    expect(fewText).toContain('we cannot offer you a place this time.');
    expect(fewText).not.toMatch(/than places/);

    await store('event_registrations', boat, 'pending', 45);
    const more = await apply('event_registrations', boat);
    await decide('event_registrations', [more], 'declined');
    expect(await mailText('event_registrations', more, 'decline')).toContain(
      'there were more registrations than places.',
    );

    await store('event_registrations', boat, 'pending', 40);
    const many = await apply('event_registrations', boat);
    await decide('event_registrations', [many], 'declined');
    expect(await mailText('event_registrations', many, 'decline')).toContain(
      'there were many more registrations than places.',
    );
  });

  it('makes no such claim for a series counted per session or an event without places', async () => {
    await store('leadership_labs_applications', {}, 'pending', 80);
    const labs = await apply('leadership_labs_applications', {});
    await decide('leadership_labs_applications', [labs], 'declined');
    const boardroom = { event_name: eventNames.boardroom };
    await store('retreat_applications', boardroom, 'pending', 80);
    const interest = await apply('retreat_applications', boardroom);
    await decide('retreat_applications', [interest], 'declined');
    for (const text of [
      await mailText('leadership_labs_applications', labs, 'decline'),
      await mailText('retreat_applications', interest, 'decline'),
    ]) {
      expect(text).toContain('we cannot offer you a place this time.');
      expect(text).not.toMatch(/than places/);
    }
  });
});

describe('the words of each form', () => {
  const forms = [
    {
      table: 'event_registrations',
      context: { event_name: eventNames.summerBoat },
      noun: 'registration',
    },
    {
      table: 'retreat_applications',
      context: { event_name: eventNames.retreat },
      noun: 'application',
    },
    {
      table: 'retreat_applications',
      context: { event_name: eventNames.boardroom },
      noun: 'registration of interest',
    },
  ] as const;

  for (const { table, context, noun } of forms) {
    it(`withdraws a ${noun} as a ${noun}, in its mails and on the withdraw page`, async () => {
      const id = await apply(table, context);
      const confirmation = await mailText(table, id, 'confirmation');
      expect(confirmation).toContain(`Withdraw my ${noun}:`);
      expect(confirmation).toContain(`you can withdraw your ${noun} at any time`);
      await decide(table, [id], 'waitlisted');
      const waitlist = await mailText(table, id, 'waitlist');
      expect(waitlist).toContain(`Withdraw my ${noun}:`);
      for (const other of ['registration', 'application', 'registration of interest']) {
        if (other !== noun) {
          expect(confirmation).not.toContain(`Withdraw my ${other}:`);
          expect(waitlist).not.toContain(`Withdraw my ${other}:`);
        }
      }
      expect(await withdraw(table, id, true)).toMatchObject({ state: 'ready', noun });
      expect(await withdraw(table, id)).toMatchObject({ state: 'done', noun });
    });
  }
});

describe("the organiser's notices", () => {
  it('name the person and the event, never a row number or a setting', async () => {
    const id = await apply(
      'retreat_applications',
      { event_name: eventNames.retreat },
      'Hedy Lamarr',
    );
    await decide('retreat_applications', [id], 'approved');
    await withdraw('retreat_applications', id);
    for (const kind of ['organiser-notice', 'withdrawal-notice']) {
      const text = await mailText('retreat_applications', id, kind);
      expect(text).toContain('Name: Hedy Lamarr');
      expect(text).toContain('Event: Women Leading AI 2025 Retreat');
      expect(text).toContain("Open Hedy Lamarr's application in the admin:");
      expect(text).not.toMatch(/\brow \d/);
      expect(text).not.toContain('ORGANISER_EMAIL');
    }
  });
});
