import type { Locator } from '@playwright/test';
import { rowHref } from '#schemas/organisers/admin-addresses.ts';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { fillForm, sampleValues, submitThroughApi, uniqueToken } from './support/form-values.ts';
import { formOf, forms } from './support/page-forms.ts';
import { storedMails, storedRows, type StoredMail } from './support/stored-rows.ts';

/**
 * Reading a mail as its recipient does (docs/product/screens.md#mail-view): from the Mail view
 * and from a person's mails in her entry's details, at desktop and phone widths.
 */
const registration = forms.find((form) => form.path === '/events/ai-power-circle')!;
const table = registration.table;
/**
 * The mail's frame, left out of axe: no script runs there (its sandbox), and waiting on it stalls
 * the analysis. What it shows is the mail as sent, checked below.
 */
const mailFrame = 'iframe[title="The mail as HTML"]';

async function sentConfirmation(id: number): Promise<StoredMail> {
  await expect
    .poll(() => storedMails(table, id).map((mail) => `${mail.kind} ${mail.status}`), {
      timeout: 15_000,
    })
    .toContain('confirmation sent');
  return storedMails(table, id).find((mail) => mail.kind === 'confirmation')!;
}

/** The reader's checks: envelope, both parts (the HTML inside its sandboxed frame), attempts. */
async function expectMailRead(reader: Locator, mail: StoredMail, email: string, name: string) {
  await expect(reader.getByRole('heading', { level: 2, name: mail.subject })).toBeVisible();
  await expect(reader.getByRole('definition').filter({ hasText: email }).first()).toBeVisible();
  await expect(reader.getByText('As it was sent.')).toBeVisible();

  const frame = reader.locator(mailFrame);
  await expect(frame).toHaveAttribute('sandbox', '');
  const html = reader.frameLocator(mailFrame);
  await expect(html.locator('body')).toContainText(name);
  // Its own styles apply inside the frame (its policy allows them; the admin's would not).
  await expect(html.locator('a').first()).toHaveCSS('font-weight', '600');

  await reader.getByRole('tab', { name: 'Plain text' }).click();
  await expect(reader.getByRole('tab', { name: 'Plain text' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const text = reader.getByRole('tabpanel', { name: 'Plain text' });
  await expect(text).toContainText(name);
  await expect(frame).toBeHidden();

  // A confirmation carries no calendar file: the place is not hers until the organiser approves
  // it (docs/product/rules.md#words-that-keep-their-promise), and the reader lists none.
  await expect(reader.getByRole('region', { name: 'Attachments' })).toHaveCount(0);

  const attempts = reader.getByRole('region', { name: 'Attempts' });
  await expect(attempts.getByRole('listitem')).toHaveCount(1);
  await expect(attempts.getByRole('listitem')).toContainText('Sent');
}

// NOTE: the suite's own listener for policy violations (fixtures.ts, an init script) is refused
// inside the mail's frame: no script runs there, which is what its sandbox is for. The browser
// still reports anything the frame's policy blocks as a console error of its own.
test.use({
  allowedConsoleErrors: [
    /^Blocked script execution in '[^']*\/api\/admin\/mail\/\d+\/html' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/,
  ],
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px: a confirmation reads as it was sent, from the Mail view and from her entry`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const token = uniqueToken();
    const values = sampleValues(table, token);
    const email = String(values.email);
    const name = String(values.full_name);

    // She registers through the page's form.
    await page.goto(registration.path);
    const form = formOf(page, registration);
    await fillForm(form, table, values);
    await form.getByRole('button', { name: registration.submitLabel }).click();
    await expect(form.getByRole('heading', { name: registration.success.title })).toBeVisible();
    const id = Number(storedRows(table, 'email', email)[0]!.id);
    const mail = await sentConfirmation(id);
    // And applies to a private evening from the same address: her other entry.
    const other = 'private_evening_applications';
    await submitThroughApi(request, other, { ...sampleValues(other, token), email });

    await signInDirectly(context, baseURL!);
    await page.goto('/admin/mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Mail Admin' })).toBeVisible();
    const row = page
      .getByRole('main')
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: 'Confirmation' })
      .filter({ hasText: adminViews[table].title });
    await row.getByRole('link', { name: mail.subject }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/mail/${mail.id}$`));
    const reader = page.getByRole('dialog', { name: mail.subject });
    await expectMailRead(reader, mail, email, name);
    expect(await axeViolations(page, { exclude: mailFrame })).toEqual([]);
    // The address keeps the mail open: read again, in the dark theme.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(reader.getByText('As it was sent.')).toBeVisible();
    expect(await axeViolations(page, { exclude: mailFrame })).toEqual([]);
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.keyboard.press('Escape');
    await expect(reader).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/mail$/);

    // Her entry lists her mails, the other entry's too, and opens each in the same reader.
    await page.goto(rowHref(table, id));
    const details = page.getByRole('dialog', { name });
    const mails = details.getByRole('region', { name: 'Mails' });
    await expect(
      mails.getByRole('listitem').filter({ hasText: `For ${adminViews[other].title} #` }),
    ).toHaveCount(1);
    await mails.getByRole('link', { name: `Read this mail: ${mail.subject}` }).click();
    const overDetails = page.getByRole('dialog', { name: mail.subject });
    await expectMailRead(overDetails, mail, email, name);
    expect(await axeViolations(page, { exclude: mailFrame })).toEqual([]);
    await overDetails.getByRole('button', { name: 'Close' }).click();
    await expect(overDetails).toBeHidden();
    // Closing the mail leaves her details open where they were.
    await expect(details).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]row=${id}(&|$)`));
  });
}
