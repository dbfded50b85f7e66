import { expect, test } from './fixtures.ts';
import { axeViolations, withTheme } from './support/axe.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { uniqueToken } from './support/form-values.ts';
import { applicantOf, newSalon } from './support/salons.ts';

/**
 * A door account (docs/decisions/068-the-door-role.md): an owner gives her an event's door under
 * Organisers; signed in on a phone she finds only her doors, opens hers and sees her guests' names
 * and companies, never an address; any other place of the admin shows her doors instead.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a door account works the door she is given and sees no address', async ({
  browser,
  baseURL,
}) => {
  const token = uniqueToken();
  const owner = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInDirectly(owner, baseURL!);
  const ownerPage = await owner.newPage();
  const salon = await newSalon(ownerPage, `Door Account Salon ${token}`);
  const guest = applicantOf(salon, `Ada ${token}`, token, 'approved');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const door = await signInDirectly(phone, baseURL!, { role: 'door' });
  const page = await phone.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Doors' })).toBeVisible();
  await expect(page.getByText('No door is given to you yet.')).toBeVisible();

  // The owner gives her the salon's door.
  await ownerPage.goto('/admin/organisers');
  await ownerPage.getByRole('button', { name: `Doors of ${door.email}` }).click();
  const dialog = ownerPage.getByRole('dialog', { name: `Doors of ${door.email}` });
  await dialog.getByRole('checkbox', { name: new RegExp(salon.title) }).check();
  await dialog.getByRole('button', { name: 'Save doors' }).click();
  await expect(ownerPage.getByText('Doors saved')).toBeVisible();

  await page.reload();
  // On a phone the places fold under Menu: hers is Doors alone.
  await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText([
    'Doors',
  ]);
  await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).click();
  await page.getByRole('link', { name: new RegExp(salon.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${salon.id}/door$`));
  await expect(page.getByRole('heading', { level: 1, name: salon.title })).toBeVisible();
  await expect(page.getByRole('button', { name: `Check in ${guest.name}` })).toBeVisible();
  await expect(page.getByText('Ada Analytics')).toBeVisible();
  // No address anywhere on her page.
  expect(await page.locator('main').innerText()).not.toContain('@');
  expect(await page.locator('main').innerText()).not.toContain(guest.email);

  // Another place of the admin shows her doors, not its list.
  await page.goto('/admin/tables/retreat_applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Doors' })).toBeVisible();
  await expect(page.getByText(guest.email)).toHaveCount(0);
  for (const theme of ['light', 'dark'] as const) {
    await withTheme(page, theme);
    await expect(page.getByRole('heading', { level: 1, name: 'Doors' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }

  // Signed out, the phone forgets the list it kept of her door (it names people).
  const keptLists = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const opening = indexedDB.open('wlai-door', 1);
          opening.onerror = () => reject(new Error('no store'));
          opening.onsuccess = () => {
            const count = opening.result.transaction('lists').objectStore('lists').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
  await page.goto(`/admin/events/${salon.id}/door`);
  await expect(page.getByRole('button', { name: `Check in ${guest.name}` })).toBeVisible();
  await expect.poll(keptLists).toBe(1);
  await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await keptLists()).toBe(0);
  await owner.close();
  await phone.close();
});
