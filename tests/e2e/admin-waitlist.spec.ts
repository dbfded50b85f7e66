import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { eventNames } from '#content/event-names.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { createDatabase } from '#server/db/database.ts';
import { insertRows } from '#tests/fixtures/admin.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import type { BuiltServer } from '#tests/setup/built-server.ts';
import type { TestDatabase } from '#tests/setup/test-database.ts';
import { expect, test } from './fixtures.ts';
import { mailFilesTo as mailFilesOf } from './support/mail-files.ts';
import { axeViolations, withTheme } from './support/axe.ts';
import { type FormValues, sampleValues, sentValues, uniqueToken } from './support/form-values.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

/**
 * The waitlist that moves (docs/product/rules.md#the-waitlist), as the organiser and two guests
 * live it, on a built server of its own writing its mails to files: an approved guest withdraws
 * through the link in her approval mail, the organiser's notice names who is next and opens her
 * row, and one click in the admin approves her and sends her approval mail.
 */
test.describe.configure({ mode: 'serial' });

/** Unique: a built server on a port used before finds that run's mail files. */
const organiser = `organiser-${uniqueToken()}@example.com`;
let own: OwnServer | undefined;
let testDatabase: TestDatabase;
let server: BuiltServer;
let admin: OwnServer['admin'];

test.beforeAll(async () => {
  own = await startOwnServer({ ORGANISER_EMAIL: organiser });
  ({ server, testDatabase, admin } = own);
});
test.afterAll(() => own?.stop());

type Person = { id: number; name: string; email: string };

/** An application through the public API, as the form sends it. */
async function apply(table: SubmissionTable, context: Record<string, string>, token: string) {
  const values: FormValues = { ...sampleValues(table, token), ...context };
  const response = await fetch(`${server.origin}/api/submissions/${table}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: newSubmissionKey(), values: sentValues(table, values) }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, name: String(values.full_name), email: String(values.email) } satisfies Person;
}

/** Every place but `free` of the event taken by people approved before. */
async function fillPlaces(table: SubmissionTable, context: Record<string, string>, taken: number) {
  const database = createDatabase(testDatabase.target);
  try {
    await insertRows(
      database,
      table,
      Array.from({ length: taken }, (_, index) => ({
        ...context,
        email: `earlier-${index}-${uniqueToken()}@example.com`,
        status: 'approved',
      })),
    );
  } finally {
    await database.close();
  }
}

async function statusOf(table: SubmissionTable, id: number): Promise<string> {
  const database = createDatabase(testDatabase.target);
  try {
    const row = (await database.db
      .selectFrom(table as 'event_registrations')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as { status: string };
    return row.status;
  } finally {
    await database.close();
  }
}

function mailFilesTo(address: string, subject: RegExp): Promise<ParsedMail[]> {
  return mailFilesOf(server.mailDirectory, address, subject);
}

async function mailFileTo(address: string, subject: RegExp): Promise<ParsedMail> {
  await expect
    .poll(async () => (await mailFilesTo(address, subject)).length, { timeout: 15_000 })
    .toBe(1);
  return (await mailFilesTo(address, subject))[0]!;
}

function textOf(mail: ParsedMail): string {
  return (mail.text ?? '').replace(/\s+/g, ' ');
}

/** The path and query of the first link in `mail` that matches. */
function linkIn(mail: ParsedMail, pattern: RegExp): string {
  const link = pattern.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no link ${pattern} in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page) {
  await page.goto(`${server.origin}/admin`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the view's heading replaces the form's ("Organiser sign-in").
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/ Admin$/);
}

const widths = [
  {
    width: 1280,
    table: 'retreat_applications',
    context: { event_name: eventNames.retreat },
    event: 'Women Leading AI 2025 Retreat',
    places: 20,
    noun: 'application',
  },
  {
    width: 390,
    table: 'event_registrations',
    context: { event_name: eventNames.julyMeetup },
    event: 'AI Power Circle',
    places: 35,
    noun: 'registration',
  },
] as const;

for (const { width, table, context, event, places, noun } of widths) {
  test(`at ${width} px: a guest withdraws, and one click gives her place to the next on the waitlist`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const token = uniqueToken();
    await fillPlaces(table, context, places - 1);
    const leaving = await apply(table, context, `${token}a`);
    const next = await apply(table, context, `${token}b`);
    const after = await apply(table, context, `${token}c`);

    // The organiser approves the last place and waitlists two, through the admin's API.
    await signIn(page);
    for (const [ids, status] of [
      [[leaving.id], 'approved'],
      [[next.id, after.id], 'waitlisted'],
    ] as const) {
      const response = await page.request.post(
        `${server.origin}/api/admin/tables/${table}/status`,
        {
          data: { ids, status },
        },
      );
      expect(response.status(), await response.text()).toBe(200);
    }
    const waitlist = await mailFileTo(next.email, /^You are on the waitlist/);
    expect(textOf(waitlist)).toContain('Every place is taken for now');

    // She withdraws through the link in her approval mail, told what happens to her place.
    const approval = await mailFileTo(leaving.email, /^You have a place/);
    expect(textOf(approval)).toContain(`Withdraw my ${noun}:`);
    const guest = await page.context().newPage();
    await guest.goto(
      `${server.origin}${linkIn(approval, /https?:\/\/\S+\/withdraw\?token=[\w.-]+/)}`,
    );
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(`Withdraw your ${noun}`);
    await expect(
      guest.getByText('The organiser can then offer your place to someone on the waitlist.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(await axeViolations(guest, { include: 'main' }), `withdraw page at ${width} px`).toEqual(
      [],
    );
    await guest.getByRole('button', { name: `Withdraw my ${noun}` }).click();
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(`Your ${noun} is withdrawn`);
    await guest.close();

    // The organiser's notice names the next person and opens her row.
    const notice = await mailFileTo(organiser, new RegExp(`withdrew: ${event}`));
    expect(textOf(notice)).toContain(`Next on the waitlist: ${next.name} (${next.email})`);
    expect(textOf(notice)).not.toMatch(/\brow \d|ORGANISER_EMAIL/);
    await page.goto(
      `${server.origin}${linkIn(notice, new RegExp(`https?://\\S+/admin\\S*\\?row=${next.id}`))}`,
    );
    const details = page.getByRole('dialog');
    await expect(details.getByText(next.email).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    // Closed, the address forgets the row: a reload (the themes below) opens the list alone.
    await expect(page).not.toHaveURL(/[?&]row=/);

    // Above the list: the offer, with nothing for axe to find in either theme.
    const offer = page.getByRole('main').getByRole('group', { name: event });
    const approveNext = offer.getByRole('button', {
      name: `Approve ${next.name}, next on the waitlist`,
    });
    await expect(approveNext).toBeVisible();
    await expect(offer.getByRole('checkbox', { name: /Promote automatically/ })).not.toBeChecked();
    for (const theme of ['light', 'dark'] as const) {
      await withTheme(page, theme);
      await expect(approveNext).toBeVisible();
      expect(await axeViolations(page), `${width} px, ${theme}`).toEqual([]);
    }

    await approveNext.click();
    await expect(page.getByText(`${next.name} is approved`)).toBeVisible();
    // The place is taken again: no offer, and the next one still waits.
    await expect(approveNext).toBeHidden();
    expect(await statusOf(table, next.id)).toBe('approved');
    expect(await statusOf(table, after.id)).toBe('waitlisted');
    const hers = await mailFileTo(next.email, /^You have a place/);
    expect(textOf(hers)).toContain(`Good news: your ${noun}`);
  });
}
