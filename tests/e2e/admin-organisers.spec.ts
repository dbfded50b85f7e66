import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { adminAddress, type AdminRefusal } from '#schemas/organisers/admin-api-contract.ts';
import { e2eMailDirectory } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { mailFilesTo } from './support/mail-files.ts';
import { setRole, signInDirectly } from './support/admin-accounts.ts';
import { placeLink } from './support/admin-frame.ts';
import { expectNotice } from './support/notices.ts';
import { uniqueToken } from './support/form-values.ts';
import { boatRegistration, storedRows, storeManyDirectly } from './support/stored-rows.ts';

/**
 * Organisers with roles (docs/product/screens.md#organisers, docs/decisions/045-organiser-roles.md):
 * an owner invites an organiser by mail; she chooses her password from the link, signs in and
 * decides, and the Audit log names her; a viewer is offered no export or decision, and the API
 * refuses her.
 */
function main(page: Page) {
  return page.getByRole('main');
}

/** The mail the server wrote to `address`, as a mail client reads it. */
async function mailTo(address: string): Promise<ParsedMail> {
  const find = async () => {
    return mailFilesTo(e2eMailDirectory, address);
  };
  await expect.poll(async () => (await find()).length, { timeout: 15_000 }).toBe(1);
  return (await find())[0]!;
}

/** One registration of the boat party, by a person only this test knows. */
function oneRegistration() {
  const token = uniqueToken();
  storeManyDirectly('event_registrations', [boatRegistration(token, 0)]);
  const [row] = storedRows('event_registrations', 'company', 'Lumen Analytics').filter((stored) =>
    String(stored.full_name).startsWith(token),
  );
  return { token, id: Number(row!.id), name: String(row!.full_name) };
}

test.describe('an invitation', () => {
  // The invitation first sent with an address that is none is refused with 400, as it should be.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('an owner invites an organiser, who joins from her mail, decides, and is named in the Audit log', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const person = oneRegistration();
    const me = await signInDirectly(context, baseURL!);
    const noor = {
      name: 'Noor Example',
      email: `noor-${randomBytes(5).toString('hex')}@example.com`,
      password: 'a long passphrase of hers',
    };

    await page.goto('/admin');
    await placeLink(page, 'Organisers').click();
    await expect(main(page).getByRole('heading', { name: 'Organisers', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/organisers(\?|$)/);
    // Her own row offers nothing the server would refuse: she is not removed by her own hand.
    const mine = main(page)
      .getByRole('table', { name: 'Organisers' })
      .getByRole('row')
      .filter({ hasText: me.email });
    await expect(mine).toContainText('You');
    await expect(mine.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    const invite = main(page).getByRole('region', { name: 'Invite an organiser' });
    await invite.getByLabel('Name').fill(noor.name);
    await invite.getByLabel('Email').fill('not an address');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(invite.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await invite.getByLabel('Email').fill(noor.email);
    await invite.getByLabel('Role').selectOption({ label: 'Organiser' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectNotice(page, {
      title: 'Invitation sent',
      description: `${noor.name} can choose her password from the mail to ${noor.email} for 7 days.`,
    });
    const pending = main(page).getByRole('table', { name: 'Pending invitations' });
    await expect(pending.getByRole('row').filter({ hasText: noor.email })).toContainText(
      'Organiser',
    );
    expect(await axeViolations(page, { include: 'main' }), 'Organisers').toEqual([]);

    // The mail, as she reads it: who invited her, her role, until when, and the one link.
    const mail = await mailTo(noor.email);
    expect(mail.subject).toBe('You are invited to the Women Leading AI admin');
    const text = (mail.text ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Hello Noor Example,');
    expect(text).toContain('invited you to the Women Leading AI admin');
    expect(text).toContain('Organiser: Everything but managing the organisers.');
    expect(text).toMatch(/Link works until: .+ \(London time\)/);
    expect(mail.html).toContain('Choose my password');
    const link = /https?:\/\/[^/\s]+(\/admin\/join\?token=[\w-]{43})/.exec(mail.text ?? '')?.[1];
    expect(link, mail.text).toBeDefined();

    // She opens it in her own browser, chooses her password and signs in.
    const herContext = await browser.newContext();
    const her = await herContext.newPage();
    try {
      await her.goto(link!);
      await expect(her.getByRole('heading', { name: 'Join the admin', level: 1 })).toBeVisible();
      await expect(her.getByRole('main')).toContainText(noor.email);
      await her.getByLabel('Choose a password').fill(noor.password);
      await her.getByLabel('Repeat the password').fill('something else entirely');
      await her.getByRole('button', { name: 'Join' }).click();
      await expect(her.getByText('The two passwords differ.')).toBeVisible();
      await her.getByLabel('Repeat the password').fill(noor.password);
      expect(await axeViolations(her, { include: 'main' }), 'join page').toEqual([]);
      await her.getByRole('button', { name: 'Join' }).click();
      await expect(her.getByRole('heading', { name: 'You have joined', level: 1 })).toBeVisible();
      await her.getByRole('link', { name: 'Go to the sign-in' }).click();

      await her.getByRole('main').getByLabel('Email', { exact: true }).fill(noor.email);
      await her.getByRole('main').getByLabel('Password', { exact: true }).fill(noor.password);
      await her.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await her.getByRole('main').getByLabel('Search').fill(person.token);
      const row = her.getByRole('main').getByRole('row').filter({ hasText: person.name });
      await row.getByRole('button', { name: person.name }).click();
      const dialog = her.getByRole('dialog', { name: person.name });
      await dialog
        .getByRole('group', { name: 'Decide' })
        .getByRole('button', { name: 'Approve' })
        .click();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expectNotice(her, { title: `Approved ${person.name}` });
      // An organiser: she does not manage the organisers.
      await her.keyboard.press('Escape');
      await placeLink(her, 'Organisers').click();
      await expect(
        her.getByRole('main').getByRole('heading', { name: 'Organisers' }),
      ).toBeVisible();
      await expect(her.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
      await expect(her.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

      // The link is spent.
      await her.goto(link!);
      await expect(
        her.getByRole('heading', { name: 'This link has been used', level: 1 }),
      ).toBeVisible();
    } finally {
      await herContext.close();
    }

    // The owner sees her decision in the Audit log, by her name.
    await placeLink(page, 'Audit log').click();
    await main(page).getByLabel('Who').selectOption(noor.email);
    const decided = main(page)
      .getByRole('row')
      .filter({ hasText: 'Decided' })
      .filter({ hasText: `${noor.name} (${noor.email})` });
    await expect(decided).toHaveCount(1);
    await expect(decided).toContainText('approved');
    await main(page).getByLabel('Who').selectOption('');
    await main(page).getByLabel('What').selectOption({ label: 'Invited an organiser' });
    await expect(
      main(page).getByRole('row').filter({ hasText: 'as organiser' }).first(),
    ).toBeVisible();
  });
});

test('at 390 px: the link of an owner demoted since she sent it says it no longer works', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const owner = await signInDirectly(context, baseURL!);
  const invited = `second-${randomBytes(5).toString('hex')}@example.com`;
  await page.goto('/admin');
  await placeLink(page, 'Organisers').click();
  const invite = main(page).getByRole('region', { name: 'Invite an organiser' });
  await invite.getByLabel('Name').fill('Second Example');
  await invite.getByLabel('Email').fill(invited);
  await invite.getByLabel('Role').selectOption({ label: 'Owner' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectNotice(page, { title: 'Invitation sent' });
  const mail = await mailTo(invited);
  const link = /https?:\/\/[^/\s]+(\/admin\/join\?token=[\w-]{43})/.exec(mail.text ?? '')?.[1];
  expect(link, mail.text).toBeDefined();

  // She is a viewer now: what she sent as an owner no longer makes one (decision 049).
  await setRole(owner.email, 'viewer');
  const herContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const her = await herContext.newPage();
  try {
    await her.goto(link!);
    await expect(
      her.getByRole('heading', { name: 'This invitation no longer works', level: 1 }),
    ).toBeVisible();
    await expect(her.getByRole('main')).toContainText(
      'The owner who sent it can no longer invite organisers.',
    );
    await expect(her.getByLabel('Choose a password')).toHaveCount(0);
    expect(await axeViolations(her, { include: 'main' }), 'withdrawn invitation').toEqual([]);
    await her.screenshot({ path: test.info().outputPath('withdrawn-invitation-390.png') });
  } finally {
    await herContext.close();
  }
});

test.describe('a viewer', () => {
  // She calls the export and the decision anyway: the browser logs their 403s.
  test.use({ allowedConsoleErrors: [/status of 403 \(Forbidden\)/] });

  test('a viewer sees no export or decision, and the API refuses both with 403', async ({
    page,
    context,
    baseURL,
  }) => {
    const person = oneRegistration();
    await signInDirectly(context, baseURL!, { role: 'viewer' });

    await page.goto(`/admin?q=${person.token}`);
    const row = main(page).getByRole('row').filter({ hasText: person.name });
    await expect(row).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByText('Viewer')).toHaveCount(
      0,
    );
    await expect(page.getByText('Viewer', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    await expect(main(page).getByRole('checkbox')).toHaveCount(0);
    await row.getByRole('button', { name: person.name }).click();
    const dialog = page.getByRole('dialog', { name: person.name });
    await expect(dialog.getByText('Lumen Analytics').first()).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Decide' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Asked anyway, from her own session: 403 with words saying why, and nothing changes.
    // Refused, the answers are the contract's refusal, not the entries': hence a fetch of its own.
    const params = { table: 'event_registrations' };
    const answers = await page.evaluate(
      async ({ exportUrl, decideUrl, id }) => {
        const exported = await fetch(exportUrl);
        const decided = await fetch(decideUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ids: [id], status: 'approved' }),
        });
        return [
          { status: exported.status, body: (await exported.json()) as AdminRefusal },
          { status: decided.status, body: (await decided.json()) as AdminRefusal },
        ];
      },
      {
        exportUrl: adminAddress('GET /tables/:table/export', { params }),
        decideUrl: adminAddress('POST /tables/:table/status', { params }),
        id: person.id,
      },
    );
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toContain('Your role (Viewer) does not allow this.');
    }
    expect(storedRows('event_registrations', 'id', String(person.id))[0]?.status).toBe('pending');

    await placeLink(page, 'Organisers').click();
    await expect(main(page).getByRole('heading', { name: 'Organisers', level: 1 })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
    await expect(main(page).getByRole('combobox')).toHaveCount(0);

    // An event's fields greyed out say why; an event's guests are hers to read, not to decide.
    await page.goto('/admin/events');
    await main(page).getByRole('link', { name: 'Edit Women Leading AI 2025 Retreat' }).click();
    await expect(main(page).getByRole('note')).toHaveText(
      'You can read this event but not change it: your role (Viewer) does not allow changes. An owner can change it under Organisers.',
    );
    await expect(
      main(page)
        .getByRole('textbox', { name: /^Title/ })
        .first(),
    ).toBeDisabled();
    await page.goto('/admin/events');
    await main(page).getByRole('link', { name: 'Guests of Women Leading AI 2025 Retreat' }).click();
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Women Leading AI 2025 Retreat' }),
    ).toBeVisible();
    await expect(
      main(page).getByRole('button', { name: /^(Approve|Waitlist|Decline) / }),
    ).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  });
});
