import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Download, Locator, Page } from '@playwright/test';
import { bannerMembers, type FoundingMember } from '#content/founding-members.ts';
import { initials } from '#content/people.ts';
import { bannerColors, bannerFrame, bannerText } from '#app/features/banners/banner-design.ts';
import { expect, test } from './fixtures.ts';

const path = '/founding-member-banners';

function memberNamed(name: string): FoundingMember {
  const member = bannerMembers.find((candidate) => candidate.name === name);
  if (!member) throw new Error(`${name} is not on the banner page`);
  return member;
}
const withPortrait = memberNamed('Amara Osei');
const withInitials = memberNamed('Megan O’Connor');

const cardOf = (page: Page, member: FoundingMember) =>
  page.getByRole('main').getByRole('article', { name: member.name, exact: true });
const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });

type Image = { width: number; height: number; pixel: (x: number, y: number) => number[] };

/** Reads a PNG the way an image viewer would: chunks, inflated IDAT, unfiltered scanlines. */
function decodePng(file: Buffer): Image {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  let offset = 8;
  let header: Buffer | undefined;
  const data: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  if (!header) throw new Error('the PNG has no IHDR chunk');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colourType, , , interlace] = header.subarray(8);
  expect({ bitDepth, interlace }).toEqual({ bitDepth: 8, interlace: 0 });
  const channels = ({ 2: 3, 6: 4 } as Record<number, number>)[colourType ?? -1];
  if (!channels) throw new Error(`unexpected PNG colour type ${colourType}`);

  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = x >= channels && y > 0 ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const [a, b, c] = [left, up, upLeft].map((near) => Math.abs(estimate - near));
        predictor = a! <= b! && a! <= c! ? left : b! <= c! ? up : upLeft;
      }
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return {
    width,
    height,
    pixel: (x, y) => [...pixels.subarray(y * stride + x * channels, y * stride + x * channels + 3)],
  };
}

const rgb = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
const near = (actual: number[], expected: number[], tolerance: number) =>
  actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= tolerance);

/** Pixels of the rectangle close to `colour` (text is anti-aliased, so its core is the colour). */
function countNear(image: Image, box: Box, colour: string, tolerance = 24) {
  let count = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) {
      if (near(image.pixel(x, y), rgb(colour), tolerance)) count++;
    }
  }
  return count;
}
type Box = { left: number; top: number; width: number; height: number };

/** The rightmost column of the row band holding pixels close to `colour`. */
function inkRight(image: Image, box: Box, colour: string) {
  for (let x = box.left + box.width - 1; x >= box.left; x--) {
    for (let y = box.top; y < box.top + box.height; y++) {
      if (near(image.pixel(x, y), rgb(colour), 60)) return x;
    }
  }
  return -1;
}

/** The avatar circle holds initials on its plain fill (no portrait drawn). */
function avatarShowsInitials(image: Image) {
  const { avatar } = bannerFrame;
  const besideInitials = image.pixel(avatar.x + 16, avatar.y + avatar.size / 2);
  const initialsBox = { left: avatar.x + 20, top: avatar.y + 40, width: 120, height: 80 };
  return {
    plainFill: near(besideInitials, rgb(bannerColors.avatarFill), 4),
    initialsInk: countNear(image, initialsBox, bannerColors.initials, 8),
  };
}

async function downloadBanner(page: Page, card: Locator): Promise<Download> {
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: /^Download Banner/ }).click();
  return download;
}

async function readPng(download: Download) {
  return decodePng(await readFile(await download.path()));
}

test.describe('founding member banners', () => {
  test('shows the heading, the subtitle and one card for each of the first 22 members', async ({
    page,
  }) => {
    test.slow(); // some 250 checks: 22 cards of eleven parts each.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Founding Member LinkedIn Banners',
    );
    await expect(
      page.getByText('Download professional LinkedIn banners for our founding members', {
        exact: true,
      }),
    ).toBeVisible();

    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(22);
    for (const [index, member] of bannerMembers.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAccessibleName(member.name);
      await expect(card.getByText('FOUNDING MEMBER SPOTLIGHT', { exact: true })).toBeVisible();
      await expect(card.getByRole('heading', { name: member.name, exact: true })).toBeVisible();
      await expect(card.getByText(member.role, { exact: true })).toBeVisible();
      await expect(card.getByText(member.company, { exact: true })).toBeVisible();
      await expect(card.getByText(`“${member.quote}”`, { exact: true })).toBeVisible();
      await expect(card.getByText('in', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Copy LinkedIn/ })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Download Banner/ })).toBeVisible();
      if (member.image) {
        await expect(card.getByRole('img', { name: member.name })).toBeVisible();
      } else {
        await expect(card.getByText(initials(member.name), { exact: true })).toBeVisible();
      }
    }
  });

  test('each preview is 16:9 and keeps its brand colours in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path);
    const preview = cardOf(page, withInitials).getByRole('figure', { name: 'Banner preview' });
    const box = await preview.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
    const name = preview.getByRole('heading', { name: withInitials.name });
    await expect(name).toHaveCSS('color', `rgb(${rgb(bannerColors.name).join(', ')})`);
    await expect(name).toHaveCSS('font-family', /Inter Variable/);
  });

  test('Download Banner saves a 1200×675 PNG of the banner, drawn in the site font', async ({
    page,
  }) => {
    await page.goto(path);
    const download = await downloadBanner(page, cardOf(page, withInitials));
    expect(download.suggestedFilename()).toBe('Megan_O’Connor_founding_member_banner.png');
    await expect(notices(page).getByText('Banner Downloaded', { exact: true })).toBeVisible();
    await expect(
      notices(page).getByText("Megan O’Connor's banner has been downloaded successfully.", {
        exact: true,
      }),
    ).toBeVisible();

    const image = await readPng(download);
    expect([image.width, image.height]).toEqual([1200, 675]);

    // The background runs between the brand colours, corner to corner.
    expect(near(image.pixel(1, 1), rgb(bannerColors.backgroundFrom), 6)).toBe(true);
    expect(near(image.pixel(1198, 673), rgb(bannerColors.backgroundTo), 6)).toBe(true);

    // Not blank: text where the design puts it, plain background where it does not.
    const { padding, detailsX, nameTop, labelTop, quoteTop } = bannerFrame;
    const nameBand = { left: detailsX, top: nameTop, width: 700, height: 64 };
    expect(countNear(image, nameBand, bannerColors.name)).toBeGreaterThan(800);
    const labelBand = { left: padding, top: labelTop, width: 500, height: 28 };
    expect(countNear(image, labelBand, bannerColors.label)).toBeGreaterThan(300);
    // Her quote takes two lines of the banner.
    const quoteLines = [0, 1].map((line) => ({
      left: padding,
      top: quoteTop + line * 30,
      width: 800,
      height: 30,
    }));
    for (const band of quoteLines) {
      expect(countNear(image, band, bannerColors.quote)).toBeGreaterThan(300);
    }
    const belowQuote = { left: padding, top: quoteTop + 60, width: 800, height: 30 };
    expect(countNear(image, belowQuote, bannerColors.quote)).toBe(0);
    const linkedInRow = {
      left: padding,
      top: quoteTop + 60 + bannerFrame.linkedInGap,
      width: 200,
      height: 36,
    };
    expect(countNear(image, linkedInRow, bannerColors.linkedInBadge, 8)).toBeGreaterThan(600);
    expect(countNear(image, linkedInRow, bannerColors.linkedIn)).toBeGreaterThan(150);
    const emptyBottom = { left: 0, top: 640, width: 1200, height: 35 };
    expect(countNear(image, emptyBottom, '#ffffff', 60)).toBe(0);

    // No portrait: the initials on the avatar's fill.
    const avatar = avatarShowsInitials(image);
    expect(avatar.plainFill).toBe(true);
    expect(avatar.initialsInk).toBeGreaterThan(500);

    // The name's ink ends where Inter's glyphs end; a default font would end it elsewhere.
    const inkEnds = await page.evaluate(
      async ({ name, weight, size }) => {
        await document.fonts.load(`${weight} ${size}px "Inter Variable"`, name);
        const context = document.createElement('canvas').getContext('2d')!;
        const inkEnd = (family: string) => {
          context.font = `${weight} ${size}px ${family}`;
          return context.measureText(name).actualBoundingBoxRight;
        };
        return {
          inter: inkEnd('"Inter Variable"'),
          defaults: [inkEnd('sans-serif'), inkEnd('serif')],
        };
      },
      { name: withInitials.name, ...bannerText.name },
    );
    const drawnInkEnd = inkRight(image, nameBand, bannerColors.name) + 1 - detailsX;
    expect(Math.abs(drawnInkEnd - inkEnds.inter)).toBeLessThanOrEqual(2);
    for (const fallback of inkEnds.defaults) {
      expect(Math.abs(drawnInkEnd - fallback)).toBeGreaterThan(6);
    }
  });

  test("a member's portrait is drawn in the avatar circle", async ({ page }) => {
    await page.goto(path);
    const download = await downloadBanner(page, cardOf(page, withPortrait));
    expect(download.suggestedFilename()).toBe('Amara_Osei_founding_member_banner.png');
    const image = await readPng(download);
    expect([image.width, image.height]).toEqual([1200, 675]);
    const avatar = avatarShowsInitials(image);
    expect(avatar.plainFill).toBe(false);
    expect(avatar.initialsInk).toBeLessThan(50);
  });

  test('a portrait that fails to load is replaced by initials in the PNG', async ({
    page,
    allowedConsoleErrors,
  }) => {
    allowedConsoleErrors.push(/Failed to load resource: the server responded with a status of 404/);
    await page.route('**/images/members/**', (route) => route.fulfill({ status: 404 }));
    await page.goto(path);
    const download = await downloadBanner(page, cardOf(page, withPortrait));
    const image = await readPng(download);
    const avatar = avatarShowsInitials(image);
    expect(avatar.plainFill).toBe(true);
    expect(avatar.initialsInk).toBeGreaterThan(500);
    await expect(notices(page).getByText('Banner Downloaded', { exact: true })).toBeVisible();
  });

  test('the drawing code loads on the first download, not with the page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path);
    await expect(cardOf(page, withPortrait)).toBeVisible();
    expect(scripts.some((url) => /draw-banner/.test(url))).toBe(false);
    await downloadBanner(page, cardOf(page, withPortrait));
    expect(scripts.filter((url) => /draw-banner/.test(url))).toHaveLength(1);

    scripts.length = 0;
    await page.goto('/founding-25');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.filter((url) => /banner/.test(url))).toEqual([]);
  });

  test('a banner that cannot be drawn in the site font is not downloaded', async ({
    page,
    allowedConsoleErrors,
  }) => {
    allowedConsoleErrors.push(/net::ERR_FAILED/, /The banner could not be drawn/);
    await page.route('**/*.woff2', (route) => route.abort());
    await page.goto(path);
    let downloads = 0;
    page.on('download', () => downloads++);
    await cardOf(page, withInitials)
      .getByRole('button', { name: /^Download Banner/ })
      .click();
    await expect(notices(page).getByText('Download Failed', { exact: true })).toBeVisible();
    await expect(
      notices(page).getByText('There was an error downloading the banner.', { exact: true }),
    ).toBeVisible();
    expect(downloads).toBe(0);
  });

  test("Copy LinkedIn copies the member's address and says 'Copied!' for 2 seconds", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // The page's clock, paused: the 2-second indicator is checked to the millisecond, not raced.
    await page.clock.install({ time: new Date('2025-07-01T09:00:00Z') });
    await page.goto(path);
    await page.clock.pauseAt(new Date('2025-07-01T09:01:00Z'));
    const member = withPortrait;
    const card = cardOf(page, member);
    await card.getByRole('button', { name: /^Copy LinkedIn/ }).click();

    const copied = card.getByRole('button', { name: 'Copied!' });
    await expect(copied).toBeVisible();
    await expect(copied.locator('svg.lucide-check')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(member.linkedinUrl);
    // The notice library mounts notices on a timer.
    await page.clock.runFor(1000);
    await expect(notices(page).getByText('LinkedIn URL Copied', { exact: true })).toBeVisible();
    await expect(
      notices(page).getByText('The LinkedIn URL has been copied to your clipboard.', {
        exact: true,
      }),
    ).toBeVisible();
    // Only the clicked card changes.
    await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(1);

    await page.clock.runFor(999);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1);
    await expect(card.getByRole('button', { name: /^Copy LinkedIn/ })).toBeVisible();
    await expect(copied).toHaveCount(0);
  });

  test('a refused copy shows the failure notice and never says Copied!', async ({
    page,
    allowedConsoleErrors,
  }) => {
    allowedConsoleErrors.push(/The LinkedIn URL could not be copied/);
    await page.addInitScript(() => {
      Clipboard.prototype.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.goto(path);
    const card = cardOf(page, withInitials);
    await card.getByRole('button', { name: /^Copy LinkedIn/ }).click();
    await expect(notices(page).getByText('Copy Failed', { exact: true })).toBeVisible();
    await expect(
      notices(page).getByText('Failed to copy the LinkedIn URL.', { exact: true }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: /^Copy LinkedIn/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(0);
  });
});
