import type { Page } from '@playwright/test';
import { eventNames } from '#content/event-names.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import type { BuiltServer } from '#tests/setup/built-server.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { expect, test } from './fixtures.ts';
import { type FormValues, sampleValues, sentValues, uniqueToken } from './support/form-values.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

/**
 * The review of applications end to end (docs/product/additions.md#decisions-and-withdrawing), as
 * the organiser and an applicant live it: the built server of its own with a real SMTP server,
 * the organiser signing in with the form, deciding on the boat event's applications, the mails
 * arriving, one guest withdrawing through her mail's link, and the admin saying a place is free
 * and who is next.
 */
test.describe.configure({ mode: 'serial' });

let sink: SmtpSink;
let own: OwnServer | undefined;
let server: BuiltServer;
let admin: OwnServer['admin'];

test.beforeAll(async () => {
  sink = await startSmtpSink();
  own = await startOwnServer({ SMTP_URL: sink.url, ORGANISER_EMAIL: 'organiser@example.com' });
  ({ server, admin } = own);
});

test.afterAll(async () => {
  await own?.stop();
  await sink.stop();
});

type Applicant = { name: string; email: string };

/** A boat event application through the public API, as the form sends it. */
async function apply(token: string): Promise<Applicant> {
  const values: FormValues = {
    ...sampleValues('event_registrations', token),
    event_name: eventNames.summerBoat,
  };
  const response = await fetch(`${server.origin}/api/submissions/event_registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      key: newSubmissionKey(),
      values: sentValues('event_registrations', values),
    }),
  });
  expect(response.status).toBe(201);
  return { name: String(values.full_name), email: String(values.email) };
}

async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  await expect
    .poll(
      () =>
        sink.received.filter(
          (mail) => mail.envelopeTo.includes(address) && subject.test(mail.parsed.subject ?? ''),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);
  return sink.received.find(
    (mail) => mail.envelopeTo.includes(address) && subject.test(mail.parsed.subject ?? ''),
  )!;
}

function main(page: Page) {
  return page.getByRole('main');
}

test('the organiser decides on the boat event, the guests hear, one withdraws, the admin shows who is next', async ({
  page,
}) => {
  const shared = uniqueToken();
  const applicants: Applicant[] = [];
  for (const suffix of ['a', 'b', 'c', 'd']) applicants.push(await apply(`${shared}${suffix}`));
  const [first, second, third, fourth] = applicants as [Applicant, Applicant, Applicant, Applicant];

  // The organiser signs in with the form.
  await page.goto(`${server.origin}/admin`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // She opens the boat event's applications.
  await main(page).getByLabel('Filter by event').selectOption({ label: eventNames.summerBoat });
  await main(page).getByRole('searchbox', { name: 'Search' }).fill(shared);
  for (const applicant of applicants) {
    await expect(
      main(page).getByRole('checkbox', { name: `Select ${applicant.name}` }),
    ).toBeVisible();
  }

  // Three approved in one action, with a message.
  for (const applicant of [first, second, third]) {
    await main(page)
      .getByRole('checkbox', { name: `Select ${applicant.name}` })
      .check();
  }
  const bar = main(page).getByRole('region', { name: 'Selected entries' });
  await bar.getByRole('button', { name: 'Approve' }).click();
  const approving = page.getByRole('dialog', { name: 'Approve 3 registrations?' });
  await approving.getByRole('textbox', { name: 'Message (optional)' }).fill('Welcome aboard!');
  await approving.getByRole('button', { name: 'Confirm' }).click();
  await expect(bar).toBeHidden();

  const approvals = [];
  for (const applicant of [first, second, third]) {
    const mail = await mailTo(applicant.email, /^You have a place: Waves & AI/);
    expect(mail.parsed.text).toContain('Welcome aboard!');
    const ics = mail.parsed.attachments.find((file) => file.contentType === 'text/calendar');
    expect(ics?.filename).toBe('waves-ai.ics');
    expect(ics!.content.toString('utf8')).toContain('DTSTART;TZID=Europe/London:20250829T180000');
    approvals.push(mail);
  }

  // The fourth goes to the waitlist.
  await main(page)
    .getByRole('checkbox', { name: `Select ${fourth.name}` })
    .check();
  await bar.getByRole('button', { name: 'Waitlist' }).click();
  await page
    .getByRole('dialog', { name: 'Waitlist 1 registration?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(bar).toBeHidden();
  await mailTo(fourth.email, /^You are on the waitlist: Waves & AI/);
  const places = main(page).getByRole('list', { name: 'Places' });
  await expect(places.getByText(/^Waves & AI.* — 3 of 40 places approved/)).toBeVisible();

  // The second guest withdraws through the link in her approval mail.
  const link = /https?:\/\/\S+\/withdraw\?token=[\w.-]+/.exec(approvals[1]!.parsed.text ?? '')![0];
  const guestPage = await page.context().newPage();
  const withdrawUrl = new URL(link);
  await guestPage.goto(`${server.origin}${withdrawUrl.pathname}${withdrawUrl.search}`);
  await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(
    'Withdraw your registration',
  );
  await expect(guestPage.getByText('registration for Waves & AI: Summer Boat Event')).toBeVisible();
  await guestPage.getByRole('button', { name: 'Withdraw my registration' }).click();
  await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(
    'Your registration is withdrawn',
  );
  // Opening the link again changes nothing and says so.
  await guestPage.reload();
  await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(
    'This registration is already withdrawn',
  );
  await guestPage.close();

  const notice = await mailTo('organiser@example.com', /withdrew: Waves & AI/);
  expect(notice.parsed.text?.replace(/\s+/g, ' ')).toContain(
    `Next on the waitlist: ${fourth.name} (${fourth.email})`,
  );

  // The admin says a place is free and who is first on the waitlist.
  await page.reload();
  await expect(places.getByText(/^Waves & AI.* — 2 of 40 places approved/)).toBeVisible();
  await expect(places.getByText(`First on the waitlist: ${fourth.name}`)).toBeVisible();
  await main(page).getByRole('button', { name: second.name }).click();
  const history = page.getByRole('dialog').getByRole('region', { name: 'History' });
  await expect(history.getByText('Approved → Withdrawn')).toBeVisible();
  await expect(history.getByText(/By the applicant/)).toBeVisible();
});
