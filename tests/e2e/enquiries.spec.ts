import type { Locator, Page } from '@playwright/test';
import { nextHackathon, upcomingHackathons } from '#content/hackathons.ts';
import { mentors } from '#content/mentors.ts';
import { ticketTiers } from '#content/ticket-tiers.ts';
import { expect, test } from './fixtures.ts';
import { storedRows } from './support/stored-rows.ts';
import { acknowledgementTexts, formNotices } from '#content/form-notices.ts';
import { expectNotice, noticeRegion, visibleNotices } from './support/notices.ts';
import { fieldOf, fillForm, formFields, sampleValues, uniqueToken } from './support/form-values.ts';

/**
 * docs/product/rules.md#buttons-whose-action-was-not-shown: each button with no system of its own
 * to lead to opens the short enquiry form, tagged with what was clicked, and stores one
 * `enquiries` row.
 */
type EnquiryButtonCase = {
  /** The button's accessible name. */
  name: string;
  tag: string;
  /** The dialog's title: the button's own text unless the button says more. */
  dialogTitle: string;
};

const plain = (name: string, tag: string): EnquiryButtonCase => ({ name, tag, dialogTitle: name });

const pages: { path: string; buttons: EnquiryButtonCase[] }[] = [
  {
    path: '/summit',
    buttons: [
      plain('Get Your Seat Now', 'summit:seat'),
      ...ticketTiers.map((tier) => ({
        name: `Select Ticket (${tier.name})`,
        tag: `summit:ticket:${tier.id}`,
        dialogTitle: `Select Ticket: ${tier.name}`,
      })),
      plain('Apply to Speak', 'summit:speak'),
      plain('Sponsor the Summit', 'summit:sponsor'),
      plain('Showcase Your AI Tool', 'summit:showcase'),
      plain('Apply to Exhibit', 'summit:exhibit'),
    ],
  },
  {
    path: '/ai-hackathons',
    buttons: [
      plain('Register for Next Event', `hackathons:register:${nextHackathon!.id}`),
      ...upcomingHackathons.map((hackathon) => ({
        name: `Register Interest in the ${hackathon.name}`,
        tag: `hackathons:register:${hackathon.id}`,
        dialogTitle: `Register interest: ${hackathon.name}`,
      })),
    ],
  },
  {
    path: '/mentorship',
    buttons: [
      plain('Find a Mentor', 'mentorship:find'),
      plain('Become a Mentor', 'mentorship:become'),
      ...mentors.map((mentor) => ({
        name: `Connect with ${mentor.name}`,
        tag: `mentorship:connect:${mentor.id}`,
        dialogTitle: `Connect with ${mentor.name}`,
      })),
    ],
  },
  {
    path: '/reports',
    buttons: [
      plain('Take the Survey', 'reports:survey'),
      plain('Take the Survey', 'reports:survey'),
    ],
  },
];

const enquiry = {
  title: 'Thank you for your enquiry!',
  description: "We'll get back to you soon.",
};

/** The button's nth occurrence among buttons of the same name (the report has two). */
function buttonOf(page: Page, buttons: EnquiryButtonCase[], index: number) {
  const button = buttons[index]!;
  const occurrence = buttons.slice(0, index).filter((other) => other.name === button.name).length;
  return page
    .getByRole('main')
    .getByRole('button', { name: button.name, exact: true })
    .nth(occurrence);
}

/**
 * The dialog stays open and says what arrived, with the focus on its heading
 * (docs/product/notices-and-errors.md#the-form-area-after-a-success); the form is gone until
 * 'Send another'.
 */
async function expectReceived(dialog: Locator, email: string) {
  const panel = dialog.getByRole('region', { name: enquiry.title, exact: true });
  await expect(panel.getByRole('heading', { name: enquiry.title, exact: true })).toBeFocused();
  await expect(panel).toContainText(enquiry.description);
  await expect(panel).toContainText(acknowledgementTexts.confirmationOnItsWay(email));
  await expect(dialog.getByRole('button', { name: 'Send Enquiry' })).toHaveCount(0);
}

test.describe('enquiry buttons', () => {
  for (const { path, buttons } of pages) {
    test(`${path}: every enquiry button is listed here with its tag`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').locator('[data-enquiry-tag]')).toHaveCount(
        buttons.length,
      );
      for (const [index, button] of buttons.entries()) {
        await expect(buttonOf(page, buttons, index)).toHaveAttribute(
          'data-enquiry-tag',
          button.tag,
        );
      }
    });

    // One page load per page: each button in turn opens its dialog and stores its tagged row.
    test(`${path}: each enquiry button opens the short form and stores one row with its tag; Escape stores nothing`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto(path);
      for (const [index, button] of buttons.entries()) {
        const at = `${button.name} (${index + 1})`;
        const trigger = buttonOf(page, buttons, index);
        const values = sampleValues('enquiries', uniqueToken());
        await trigger.click();
        const dialog = page.getByRole('dialog', { name: button.dialogTitle, exact: true });
        await expect(dialog, at).toBeVisible();

        if (index === 0) {
          // The short form: name and email required, company and message optional.
          await expect(dialog.getByRole('textbox')).toHaveCount(4);
          for (const field of formFields.enquiries) {
            const input = fieldOf(dialog, field);
            await expect(input).toBeVisible();
            if (field.optional) await expect(input).not.toHaveAttribute('required');
            else await expect(input).toHaveAttribute('required');
          }
          await fillForm(dialog, 'enquiries', values);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          await expect(trigger).toBeFocused();
          expect(storedRows('enquiries', 'email', String(values.email))).toHaveLength(0);
          await trigger.click();
          await expect(dialog).toBeVisible();
          for (const field of formFields.enquiries) {
            await expect(fieldOf(dialog, field)).toHaveValue('');
          }
        }

        await fillForm(dialog, 'enquiries', values);
        await dialog.getByRole('button', { name: 'Send Enquiry', exact: true }).click();
        await expectReceived(dialog, String(values.email));
        // Said once, in the dialog: no notice beside it.
        await expect(visibleNotices(page)).toHaveCount(0);
        await expect
          .poll(() => storedRows('enquiries', 'email', String(values.email)), { message: at })
          .toHaveLength(1);
        if (index === 0) {
          await dialog.getByRole('button', { name: acknowledgementTexts.sendAnother }).click();
          await expect(fieldOf(dialog, formFields.enquiries[0]!), at).toBeFocused();
          await expect(fieldOf(dialog, formFields.enquiries[0]!), at).toHaveValue('');
        }
        await dialog.getByRole('button', { name: 'Close', exact: true }).click();
        await expect(dialog, at).toBeHidden();
        await expect(trigger, at).toBeFocused();
        expect(storedRows('enquiries', 'email', String(values.email))[0], at).toMatchObject({
          ...values,
          tag: button.tag,
        });
      }
    });
  }

  test('an enquiry without the optional company and message stores them empty', async ({
    page,
  }) => {
    await page.goto('/mentorship');
    await page.getByRole('main').getByRole('button', { name: 'Find a Mentor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find a Mentor' });
    const values = sampleValues('enquiries', uniqueToken());
    await fillForm(dialog, 'enquiries', { name: values.name!, email: values.email! });
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();

    await expectReceived(dialog, String(values.email));
    await expect(visibleNotices(page)).toHaveCount(0);
    expect(storedRows('enquiries', 'email', String(values.email))).toEqual([
      expect.objectContaining({
        name: values.name,
        company: null,
        message: null,
        tag: 'mentorship:find',
      }),
    ]);
  });
});

test.describe('an enquiry that fails', () => {
  test('says so inside the dialog, above its backdrop, and keeps what was typed', async ({
    page,
    allowedConsoleErrors,
  }) => {
    allowedConsoleErrors.push(/^Failed to load resource/, /^The enquiries form could not be sent/);
    await page.goto('/mentorship');
    await page.getByRole('main').getByRole('button', { name: 'Find a Mentor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find a Mentor' });
    const values = sampleValues('enquiries', uniqueToken());
    await fillForm(dialog, 'enquiries', values);
    await page.route('**/api/submissions/**', (route) => route.abort(), { times: 1 });
    await dialog.getByRole('button', { name: 'Send Enquiry', exact: true }).click();

    await expectNotice(page, formNotices.enquiry.failed);
    // In the dialog: the rest of the page is inert under its backdrop while it is open.
    await expect(dialog.getByRole('region', { name: /^Notifications/ })).toHaveCount(1);
    const notice = visibleNotices(page);
    const box = (await notice.boundingBox())!;
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-sonner-toast]') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop, 'the notice is not under the backdrop').toBe(true);
    for (const field of formFields.enquiries) {
      await expect(fieldOf(dialog, field)).toHaveValue(String(values[field.column]));
    }
    expect(storedRows('enquiries', 'email', String(values.email))).toHaveLength(0);

    // Closed, the dialog gives the notice area back to the page.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(noticeRegion(page)).toHaveCount(1);
    await expect(dialog.getByRole('region', { name: /^Notifications/ })).toHaveCount(0);
  });
});

test("the summit's 'Download Sponsor Pack' answers a real PDF", async ({ page, request }) => {
  await page.goto('/summit');
  const link = page.getByRole('main').getByRole('link', { name: /^Download Sponsor Pack/ });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.toString('latin1')).toContain('%%EOF');
});
