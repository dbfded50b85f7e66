import type { Locator, Page } from '@playwright/test';
import { twMerge } from 'tailwind-merge';
import { expect, test } from './fixtures.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { erasePerson } from './support/people.ts';
import { newSalon } from './support/salons.ts';
import { servedEntries } from './support/served-paths.ts';
import {
  sampleValues,
  submitThroughApi,
  uniqueToken,
  type FormValues,
} from './support/form-values.ts';

/**
 * `cn` is plain clsx in the browser (docs/decisions/011-no-tailwind-merge-in-the-browser.md), so
 * no element may carry two classes for one property and count on their order. tailwind-merge
 * is the oracle: on every element, it must keep every class.
 */

type ClassedElement = { element: string; classes: string };

/** `root` and every element in it with a class attribute, named by tag, id, data-slot and text. */
function classedElements(root: Locator): Promise<ClassedElement[]> {
  return root.evaluate((rootElement) =>
    [rootElement, ...rootElement.querySelectorAll('[class]')]
      .filter((element) => element.hasAttribute('class'))
      .map((element) => {
        const id = element.id ? `#${element.id}` : '';
        const slot = element.getAttribute('data-slot');
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return {
          element: `<${element.tagName.toLowerCase()}${id}${slot ? ` data-slot=${slot}` : ''}> "${text}"`,
          classes: element.getAttribute('class') ?? '',
        };
      }),
  );
}

/** Each class tailwind-merge would drop, with the classes that override it. */
function classConflicts(classes: string): string[] {
  const list = [...new Set(classes.split(/\s+/).filter(Boolean))];
  const kept = new Set(twMerge(list.join(' ')).split(' '));
  return list
    .filter((name) => !kept.has(name))
    .map((dropped) => {
      const winners = list.filter(
        (other) =>
          other !== dropped && !twMerge(`${dropped} ${other}`).split(' ').includes(dropped),
      );
      return `${dropped} vs ${winners.join(' ')}`;
    });
}

/** The conflicts in `root` (the whole page by default), one line per element. */
async function conflictsIn(page: Page, state: string, root = page.locator('html')) {
  const lines = new Set<string>();
  for (const { element, classes } of await classedElements(root)) {
    const conflicts = classConflicts(classes);
    if (conflicts.length > 0) {
      lines.add(`${state} ${element}: ${conflicts.join(', ')} (class="${classes}")`);
    }
  }
  return [...lines];
}

const paths = [...new Set(servedEntries.map((entry) => entry.canonicalPath))];

test('the oracle finds a class that another overrides, and passes refinements', () => {
  expect(classConflicts('inline-flex gap-2 text-sm hidden lg:inline-flex gap-1.5')).toEqual([
    'inline-flex vs hidden',
    'gap-2 vs gap-1.5',
  ]);
  // One side's padding after both sides' refines it (Tailwind's order puts it later): no conflict.
  expect(classConflicts('border px-3 pl-9 text-sm text-primary md:text-base')).toEqual([]);
});

for (const width of [1366, 390]) {
  test(`no element of any page has conflicting classes at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const conflicts: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      conflicts.push(...(await conflictsIn(page, path)));
    }
    if (width < 1024) {
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu).toBeVisible();
      conflicts.push(...(await conflictsIn(page, 'mobile menu', menu)));
    }
    expect(conflicts).toEqual([]);
  });
}

test('no conflicting classes in an enquiry dialog or in forms showing field errors', async ({
  page,
}) => {
  await page.goto('/summit');
  await page.getByRole('button', { name: 'Get Your Seat Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
  const conflicts = await conflictsIn(page, 'enquiry dialog', dialog);

  // The browser's own checks are skipped so the form's field errors show.
  await dialog.locator('form').evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  conflicts.push(...(await conflictsIn(page, 'enquiry field errors', dialog)));

  await page.goto('/events/ai-power-circle');
  const form = page.locator('form').filter({ hasText: 'Register Interest' });
  await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
  await form.getByRole('button', { name: 'Register Interest' }).click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  conflicts.push(...(await conflictsIn(page, 'registration field errors', form)));
  expect(conflicts).toEqual([]);
});

test('no conflicting classes in the admin, signed out and signed in', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const conflicts = await conflictsIn(page, 'admin sign-in', page.getByRole('main'));

  // An event of the test's own with two guests, one of them erased: its list shows both kinds
  // of row, whatever other tests have stored.
  const token = uniqueToken();
  await signInDirectly(context, baseURL!);
  const salon = await newSalon(page, `Class Supper ${token}`, { registration: true });
  const guest = (suffix: string): FormValues => ({
    ...sampleValues('event_registrations', `${token}${suffix}`),
    event_name: salon.eventName,
  });
  const kept = guest('k');
  const erased = guest('e');
  await submitThroughApi(request, 'event_registrations', kept);
  await submitThroughApi(request, 'event_registrations', erased);
  await erasePerson(page, String(erased.email));
  await page.goto(`/admin?filter=${encodeURIComponent(salon.eventName)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Erased', exact: true })).toBeVisible();
  await main.getByRole('button', { name: String(kept.full_name) }).click();
  await expect(page.getByRole('dialog').getByRole('term').first()).toBeVisible();
  conflicts.push(...(await conflictsIn(page, 'admin', main)));
  conflicts.push(...(await conflictsIn(page, 'admin row details', page.getByRole('dialog'))));
  expect(conflicts).toEqual([]);
});
