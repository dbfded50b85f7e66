import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations, withTheme } from './support/axe.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { fillForm, sampleValues, uniqueToken } from './support/form-values.ts';
import { storedRows } from './support/stored-rows.ts';

/**
 * An editor of essentials (docs/product/screens.md#the-event-editor): a new organiser creates and
 * publishes an event filling only its essentials, in at most 8 actions and with no refusal; a
 * visitor registers; the organiser opens the event's guests, reads her answer and approves her.
 * At a desktop's width and a phone's.
 */
function main(page: Page) {
  return page.getByRole('main');
}

/** Each step the organiser takes, counted: a click, a typed field. */
function counted() {
  let actions = 0;
  const act = async (step: () => Promise<unknown>) => {
    actions += 1;
    await step();
  };
  return { act, actions: () => actions };
}

test.beforeEach(async ({ context, baseURL }) => {
  await signInDirectly(context, baseURL!);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('she creates and publishes an event from its essentials; a visitor registers; she approves her from its guests', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const token = uniqueToken();
      const title = `Winter Salon ${token}`;
      const description = `An evening of talks and supper for women leading AI, ${token}.`;
      await page.goto('/admin/events');
      const { act, actions } = counted();

      await act(() => main(page).getByRole('link', { name: 'New event' }).click());
      // Every required field is marked, and none says "optional".
      await expect(main(page).getByText('Fields marked * are required.')).toBeVisible();
      await expect(main(page).getByText('(optional)')).toHaveCount(0);
      await expect(main(page).getByRole('textbox', { name: 'Title' })).toHaveAttribute(
        'aria-required',
        'true',
      );
      // Everything derivable waits under More, folded.
      await expect(main(page).getByLabel('Page address')).toBeHidden();
      await act(() => main(page).getByRole('textbox', { name: 'Title' }).fill(title));
      await act(() =>
        main(page).getByRole('textbox', { name: 'Date', exact: true }).fill('2025-09-18'),
      );
      await act(() =>
        main(page).getByRole('textbox', { name: 'Venue' }).fill('The Loft, Shoreditch, London'),
      );
      await act(() => main(page).getByRole('textbox', { name: 'Description' }).fill(description));

      // The page as the fields say it, before any save.
      const preview = main(page).getByRole('region', { name: 'Page preview' });
      await expect(preview.getByText(title)).toBeVisible();
      await expect(preview.getByText('Thursday 18 September 2025')).toBeVisible();
      await expect(preview.getByText('September 2025 · In-Person Event')).toBeVisible();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);

      await act(() => main(page).getByRole('button', { name: 'Create draft' }).click());
      await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(main(page).getByRole('alert').filter({ hasText: 'Not saved:' })).toHaveCount(0);
      await act(() => main(page).getByRole('button', { name: 'Publish' }).click());
      await act(() =>
        page
          .getByRole('dialog', { name: 'Publish this event?' })
          .getByRole('button', { name: 'Publish' })
          .click(),
      );
      await expect(main(page).getByText('Open', { exact: true }).first()).toBeVisible();
      expect(actions()).toBeLessThanOrEqual(8);
      const slug = `winter-salon-${token.toLowerCase()}-2025-09-18`;
      await expect(main(page).getByLabel('Page address')).toHaveValue(slug);

      // A visitor registers on its page.
      const visitor = await browser.newContext({ baseURL, viewport });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`/events/${slug}`);
      await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const values = sampleValues('event_registrations', token);
      const form = visitorPage.getByRole('region', { name: 'Register Your Interest', exact: true });
      await fillForm(form, 'event_registrations', values);
      await form.getByRole('button', { name: 'Register Interest' }).click();
      await expect(
        visitorPage.getByRole('heading', { name: 'Registration submitted!' }),
      ).toBeVisible();
      await visitor.close();
      const [row] = storedRows('event_registrations', 'email', String(values.email));
      expect(row).toMatchObject({ status: 'pending' });

      // Her guests: the answer read in the list, approved in one click plus the confirmation.
      await main(page).getByRole('link', { name: 'All events' }).click();
      await main(page)
        .getByRole('link', { name: `Guests of ${title}` })
        .click();
      const card = main(page).getByRole('article', { name: String(values.full_name) });
      await expect(card.getByText(String(values.why_attend))).toBeVisible();
      await card.getByRole('button', { name: `Approve ${String(values.full_name)}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(new RegExp(`^You have a place: ${title}`))).toBeVisible();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(card.getByText('Approved', { exact: true })).toBeVisible();
      expect(storedRows('event_registrations', 'email', String(values.email))[0]).toMatchObject({
        status: 'approved',
        event_id: Number(page.url().match(/\/admin\/events\/(\d+)/)![1]),
      });
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    });
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the new event's essentials and preview have no axe violations, ${theme} theme`, async ({
    page,
  }) => {
    await page.goto('/admin/events/new');
    await withTheme(page, theme);
    await main(page).getByRole('textbox', { name: 'Title' }).fill('Axe Salon');
    await main(page).getByRole('textbox', { name: 'Date', exact: true }).fill('2025-09-18');
    await expect(
      main(page).getByRole('region', { name: 'Page preview' }).getByText('Axe Salon'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
