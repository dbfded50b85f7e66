import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { arrivalTime } from '#app/features/door/door-wording.ts';
import { checkInPayload } from '#schemas/check-in/check-in-code.ts';
import type { DoorList } from '#schemas/check-in/check-ins.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations, withTheme } from './support/axe.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { storedCheckIns } from './support/door-rows.ts';
import { fakeCameraFlags, writeBlankCamera, writeQrCamera } from './support/fake-camera.ts';
import { uniqueToken } from './support/form-values.ts';
import { applicantOf, newSalon, type Salon } from './support/salons.ts';
import { storedRows } from './support/stored-rows.ts';
import { testBrowserFlags, testBrowserPath } from '#tests/setup/test-browser.ts';

/**
 * The door on a phone, offline (docs/product/screens.md#the-door,
 * docs/decisions/066-the-door-offline.md): the list loads, the connection goes, three guests are
 * checked in (by search, by her QR image before a fake camera, and a walk-in), the connection
 * comes back and the server holds exactly three arrivals; a second phone checking one of them in
 * again adds none and shows her arrived at the first phone's time.
 */

const phone = { width: 390, height: 844 };

// Each worker's browser films its own file: the QR image of the guest at the door.
const cameraFile = path.join(tmpdir(), `wlai-door-camera-${process.pid}.y4m`);
writeBlankCamera(cameraFile);

test.use({
  viewport: phone,
  launchOptions: {
    executablePath: testBrowserPath,
    // playwright.config.ts's flags, and the camera.
    args: [...testBrowserFlags, ...fakeCameraFlags(cameraFile)],
  },
});

async function openDoor(page: Page, salon: Salon) {
  await page.goto(`/admin/events/${salon.id}/door`);
  await expect(page.getByRole('heading', { level: 1, name: salon.title })).toBeVisible();
}

function sendingLine(page: Page): Locator {
  return page.getByRole('region', { name: 'Arrivals' }).getByRole('status').last();
}

function guestRow(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Guests' }).getByRole('listitem').filter({ hasText: name });
}

test('at the door, offline: search, scan and walk-in reach the server once; a second phone adds none', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const token = uniqueToken();
  await signInDirectly(context, baseURL!);
  const salon = await newSalon(page, `Door Salon ${token}`);
  const ada = applicantOf(salon, `Ada ${token}`, token, 'approved');
  const grace = applicantOf(salon, `Grace ${token}`, token, 'approved');
  applicantOf(salon, `Zoe ${token}`, token, 'approved');

  // Grace's QR image, as her mail shows it, before the camera.
  const door = (await (
    await page.request.get(`/api/admin/events/${salon.id}/door`)
  ).json()) as DoorList;
  const graceCode = door.guests.find((guest) => guest.guest === grace.id)!.code;
  await writeQrCamera(cameraFile, checkInPayload(salon.id, graceCode));

  await openDoor(page, salon);
  await expect(page.getByText('Arrived 0 of 3')).toBeVisible();
  await expect(sendingLine(page)).toHaveText('All check-ins sent');
  await expect(page.getByRole('list', { name: 'Guests' }).getByRole('listitem')).toHaveCount(3);

  // The second phone at the same door opens its list now, before any arrival.
  const second = await browser.newContext({ viewport: phone, baseURL });
  await signInDirectly(second, baseURL!);
  const secondPage = await second.newPage();
  await openDoor(secondPage, salon);

  await context.setOffline(true);
  await expect(sendingLine(page)).toHaveText('Offline: all check-ins sent');

  // By search, as she types.
  await page.getByLabel('Search guests').fill('ada');
  await expect(page.getByText('1 of 3 guests match “ada”')).toBeVisible();
  await guestRow(page, ada.name)
    .getByRole('button', { name: `Check in ${ada.name}` })
    .click();
  await expect(page.getByRole('status', { name: 'Last check-in' })).toHaveText(
    `Checked in: ${ada.name}`,
  );
  await expect(guestRow(page, ada.name)).toContainText(/Arrived \d\d:\d\d/);
  await page.getByLabel('Search guests').fill('');

  // By her QR image before the camera.
  await page.getByRole('button', { name: 'Scan a code' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan a code' });
  await expect(scanner.getByRole('status', { name: 'Last scan' })).toHaveText(
    `Checked in: ${grace.name}`,
    { timeout: 15_000 },
  );
  await scanner.getByRole('button', { name: 'Done' }).click();
  await expect(scanner).toBeHidden();

  // A walk-in.
  await page.getByRole('button', { name: 'Add a walk-in' }).click();
  const walkIn = page.getByRole('dialog', { name: 'Add a walk-in' });
  await walkIn.getByRole('button', { name: 'Check her in' }).click();
  await expect(walkIn.getByText('Enter her name.')).toBeVisible();
  await walkIn.getByLabel('Name').fill(`Bea ${token}`);
  await walkIn.getByLabel('Company (optional)').fill('Walker Labs');
  await walkIn.getByRole('button', { name: 'Check her in' }).click();
  await expect(walkIn).toBeHidden();

  await expect(page.getByText('Arrived 3 of 4')).toBeVisible();
  await expect(sendingLine(page)).toHaveText('Offline: 3 check-ins waiting');
  expect(storedCheckIns(salon.id)).toEqual([]);

  // The connection returns: each is stored once.
  await context.setOffline(false);
  await expect(sendingLine(page)).toHaveText('All check-ins sent');
  const stored = storedCheckIns(salon.id);
  expect(stored).toHaveLength(3);
  expect(stored.filter((arrival) => arrival.walk_in === 1)).toHaveLength(1);
  expect(storedRows('retreat_applications', 'full_name', `Bea ${token}`)).toHaveLength(1);

  // The second phone, its list read before, checks Ada in again: nothing more is stored, and she
  // shows arrived at the first phone's time, not for this phone to undo.
  const adaArrived = arrivalTime(
    stored.find((arrival) => arrival.submission_id === ada.id)!.arrived_at,
  );
  const adaThere = guestRow(secondPage, ada.name);
  await adaThere.getByRole('button', { name: `Check in ${ada.name}` }).click();
  await expect(sendingLine(secondPage)).toHaveText('All check-ins sent');
  await expect(adaThere.getByRole('button', { name: /Undo/ })).toHaveCount(0);
  await expect(adaThere).toContainText(`Arrived ${adaArrived}`);
  expect(storedCheckIns(salon.id)).toHaveLength(3);
  await second.close();

  // Loaded again, this phone still offers to undo what it recorded; axe finds nothing.
  for (const theme of ['light', 'dark'] as const) {
    await withTheme(page, theme);
    await expect(page.getByText('Arrived 3 of 4')).toBeVisible();
    await expect(
      guestRow(page, grace.name).getByRole('button', {
        name: `Undo the check-in of ${grace.name}`,
      }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }

  // Undone, she is expected again, on the server too.
  await guestRow(page, grace.name)
    .getByRole('button', { name: `Undo the check-in of ${grace.name}` })
    .click();
  await expect(page.getByText('Arrived 2 of 4')).toBeVisible();
  await expect(sendingLine(page)).toHaveText('All check-ins sent');
  expect(storedCheckIns(salon.id).map((arrival) => arrival.submission_id)).not.toContain(grace.id);
});
