import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Download, Locator, Page } from '@playwright/test';
import { bannerMembers, type FoundingMember } from '#content/founding-members.ts';
import {
  bannerColors,
  bannerFrame,
  bannerPicturePath,
  bannerPictureWidths,
  bannerSize,
  bannerText,
} from '#app/features/banners/banner-design.ts';
import { expect, test } from './fixtures.ts';
import { hydrationImports } from './support/first-view.ts';

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
/** The card's picture of the banner: one image, named by everything the banner says. */
const previewOf = (card: Locator) => card.getByRole('img');
/** The picture inside a preview, drawn at build (scripts/banner-pictures.ts). */
const pictureOf = (card: Locator) => previewOf(card).locator('img');
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

/** The picture file at `source` (at its own size), read back through a canvas in the page. */
async function readImage(page: Page, source: string): Promise<Image> {
  const { width, height, rgba } = await page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let start = 0; start < data.length; start += 0x8000) {
      binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
    }
    return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
  }, source);
  const pixels = Buffer.from(rgba, 'base64');
  return {
    width,
    height,
    pixel: (x, y) => [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)],
  };
}

/**
 * The file a preview shows (an <img>'s natural width is scaled by its srcset, so the file is read
 * on its own).
 */
async function readPicture(card: Locator): Promise<Image> {
  const source = await pictureOf(card).evaluate((img: HTMLImageElement) => img.currentSrc);
  return readImage(card.page(), source);
}

/** `image` addressed in banner pixels (1200×675), whatever width it was drawn at. */
function atBannerScale(image: Image): Image {
  const scale = image.width / bannerSize.width;
  const at = (value: number, size: number) => Math.min(size - 1, Math.floor(value * scale));
  return {
    ...bannerSize,
    pixel: (x, y) => image.pixel(at(x, image.width), at(y, image.height)),
  };
}

/**
 * The narrowest of the build's widths that is sharp for the picture's box as laid out now (its
 * width in device pixels), or the widest.
 */
function expectedPictureWidth(card: Locator) {
  return previewOf(card)
    .evaluate((box) => box.clientWidth * devicePixelRatio)
    .then(
      (needed) =>
        bannerPictureWidths.find((width) => width >= needed) ?? bannerPictureWidths.at(-1)!,
    );
}

/**
 * How far two banners are apart: the mean difference of their colour channels (0–255), sampled
 * every 8 banner pixels.
 */
function meanDifference(a: Image, b: Image) {
  let total = 0;
  let samples = 0;
  for (let y = 4; y < bannerSize.height; y += 8) {
    for (let x = 4; x < bannerSize.width; x += 8) {
      const [pa, pb] = [a.pixel(x, y), b.pixel(x, y)];
      total += pa.reduce((sum, value, index) => sum + Math.abs(value - (pb[index] ?? 0)), 0) / 3;
      samples++;
    }
  }
  return total / samples;
}

/** The width of the picture file the card shows (0 before one is chosen and loaded). */
function shownWidth(card: Locator) {
  return pictureOf(card).evaluate((img: HTMLImageElement) =>
    img.complete ? Number(/-(\d+)\.webp$/.exec(img.currentSrc)?.[1] ?? 0) : 0,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every part, in this order, somewhere in the text. */
const inOrder = (parts: string[]) => new RegExp(parts.map(escapeRegExp).join('[\\s\\S]*'));

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
    test.slow(); // some 110 checks: 22 cards of five parts each.
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
      await expect(
        card.getByRole('heading', { level: 2, name: member.name, exact: true }),
      ).toBeVisible();
      // The picture says, for a screen reader, everything the banner says.
      await expect(previewOf(card)).toHaveAccessibleName(
        inOrder([
          'FOUNDING MEMBER SPOTLIGHT',
          member.name,
          member.role,
          member.company,
          `“${member.quote}”`,
          'LinkedIn',
        ]),
      );
      await expect(card.getByRole('button', { name: /^Copy LinkedIn/ })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Download Banner/ })).toBeVisible();
    }
  });

  test('a preview is the banner, drawn at build; the far ones load as the reader nears them', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/banners/')) requested.push(request.url());
    });
    // The banner keeps its brand colours in the dark theme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path);
    const cards = page.getByRole('main').getByRole('article');
    const first = cardOf(page, withPortrait);
    const last = cards.last();
    const lastMember = bannerMembers.at(-1)!;
    expect(lastMember.image, 'the last member has no portrait').toBeUndefined();
    await expect(last).toHaveAccessibleName(lastMember.name);

    // The cards in view show the picture sharp for their width in device pixels, over a 16:9 box.
    await expect.poll(() => shownWidth(first)).toBe(await expectedPictureWidth(first));
    await expect(pictureOf(cards.nth(1))).toHaveJSProperty('complete', true);
    const box = await previewOf(first).boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 2);
    expect(await pictureOf(first).boundingBox()).toEqual(box);

    // The far cards' pictures wait until the reader comes near them.
    expect(await last.boundingBox().then((card) => card?.y ?? 0)).toBeGreaterThan(3000);
    await expect(pictureOf(last)).toHaveJSProperty('complete', false);
    const lastPicture = new RegExp(`/images/banners/${lastMember.id}-\\d+\\.webp$`);
    expect(requested.filter((url) => lastPicture.test(url))).toEqual([]);
    expect(requested.length).toBeGreaterThanOrEqual(2);
    expect(requested.length).toBeLessThan(bannerMembers.length);
    await expect(previewOf(last)).toHaveCSS('background-image', /linear-gradient/);

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => shownWidth(last)).toBe(await expectedPictureWidth(last));
    const picture = atBannerScale(await readPicture(last));
    // The banner's background, corner to corner.
    expect(near(picture.pixel(1, 1), rgb(bannerColors.backgroundFrom), 8)).toBe(true);
    expect(near(picture.pixel(1198, 673), rgb(bannerColors.backgroundTo), 8)).toBe(true);
    // Her initials on the avatar's fill, her name and the label where the design puts them.
    const avatar = avatarShowsInitials(picture);
    expect(avatar.plainFill).toBe(true);
    // (Counted in banner pixels, so a smaller picture gives about the PNG's counts.)
    expect(avatar.initialsInk).toBeGreaterThan(400);
    const { padding, detailsX, nameTop, labelTop } = bannerFrame;
    const nameBand = { left: detailsX, top: nameTop, width: 700, height: 64 };
    expect(countNear(picture, nameBand, bannerColors.name)).toBeGreaterThan(2000);
    const labelBand = { left: padding, top: labelTop, width: 500, height: 28 };
    expect(countNear(picture, labelBand, bannerColors.label)).toBeGreaterThan(600);

    // A portrait, drawn in the avatar circle.
    await first.scrollIntoViewIfNeeded();
    const portrait = avatarShowsInitials(atBannerScale(await readPicture(first)));
    expect(portrait.plainFill).toBe(false);
    expect(portrait.initialsInk).toBeLessThan(50);
  });

  test("a card's picture is the banner its button saves", async ({ page }) => {
    await page.goto(path);
    const saved = async (member: FoundingMember) =>
      readPng(await downloadBanner(page, cardOf(page, member)));
    // The build's widest picture: the PNG's size, pixel for pixel.
    const widest = bannerPictureWidths.at(-1)!;
    const picture = await readImage(page, bannerPicturePath(withPortrait, widest));
    expect([picture.width, picture.height]).toEqual([bannerSize.width, bannerSize.height]);
    const ownBanner = meanDifference(picture, await saved(withPortrait));
    const anotherBanner = meanDifference(picture, await saved(withInitials));
    // The same painter at build and in the browser: only anti-aliasing and the picture's
    // compression tell them apart; another member's banner differs in every text and the avatar.
    expect(ownBanner).toBeLessThan(3.5);
    expect(anotherBanner).toBeGreaterThan(2.5 * ownBanner);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

    test('no text on the page is smaller than 12 px', async ({ page }) => {
      await page.goto(path);
      await expect(pictureOf(cardOf(page, withPortrait))).toHaveJSProperty('complete', true);
      // Lighthouse's font-size audit: the computed size of every visible text.
      const texts = await page.getByRole('main').evaluate((main) => {
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        const sizes: { text: string; size: number }[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          const parent = node.parentElement;
          if (!text || !parent?.checkVisibility({ visibilityProperty: true })) continue;
          sizes.push({ text, size: parseFloat(getComputedStyle(parent).fontSize) });
        }
        return sizes;
      });
      expect(texts.length).toBeGreaterThan(22 * 3);
      expect(texts.filter(({ size }) => size < 12)).toEqual([]);
    });

    test('a preview is drawn sharp for the screen: its width in device pixels', async ({
      page,
    }) => {
      await page.goto(path);
      const card = cardOf(page, withInitials);
      await card.scrollIntoViewIfNeeded();
      const width = await expectedPictureWidth(card);
      expect(width).toBe(800);
      await expect.poll(() => shownWidth(card)).toBe(width);
      const picture = atBannerScale(await readPicture(card));
      expect(near(picture.pixel(1, 1), rgb(bannerColors.backgroundFrom), 8)).toBe(true);
      expect(avatarShowsInitials(picture).plainFill).toBe(true);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('each preview shows the banner, a 16:9 picture named by its text', async ({ page }) => {
      await page.goto(path);
      const card = cardOf(page, withInitials);
      await card.scrollIntoViewIfNeeded();
      const preview = previewOf(card);
      await expect(preview).toHaveAccessibleName(inOrder([withInitials.name, withInitials.role]));
      const box = await preview.boundingBox();
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 2);
      await expect.poll(() => shownWidth(card)).toBe(await expectedPictureWidth(card));
      expect(await pictureOf(card).boundingBox()).toEqual(box);
      const picture = atBannerScale(await readPicture(card));
      expect(near(picture.pixel(1, 1), rgb(bannerColors.backgroundFrom), 8)).toBe(true);
      expect(avatarShowsInitials(picture).initialsInk).toBeGreaterThan(400);
    });
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

  test('the drawing code loads with the first download, once, and only on this page', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(hydrationImports(html).some((href) => href.includes('founding-member-banners'))).toBe(
      true,
    );
    // Not part of the first view: no preload of it and no static import of it.
    expect(html).not.toMatch(/draw-banner/);

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path);
    await expect(pictureOf(cardOf(page, withPortrait))).toHaveJSProperty('complete', true);
    const below = cardOf(page, withInitials);
    await below.scrollIntoViewIfNeeded();
    await expect(pictureOf(below)).toHaveJSProperty('complete', true);
    expect(scripts.filter((url) => /draw-banner/.test(url))).toEqual([]);
    await downloadBanner(page, below);
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
    // Only the clicked card changes.
    await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(1);

    await page.clock.runFor(1999);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1);
    await expect(card.getByRole('button', { name: /^Copy LinkedIn/ })).toBeVisible();
    await expect(copied).toHaveCount(0);

    // The notice library loads with the first notice (app/lib/notify.ts), in real time, and then
    // mounts the notice on timers of its own (and React's). So the paused clock moves on in small
    // steps, with real waits between, until the notice shows. It stays 4 s once shown, far longer
    // than a step.
    const noticeTitle = notices(page).getByText('LinkedIn URL Copied', { exact: true });
    await expect
      .poll(
        async () => {
          if (await noticeTitle.isVisible()) return true;
          await page.clock.runFor(100);
          return false;
        },
        { intervals: [100], timeout: 10_000 },
      )
      .toBe(true);
    await expect(
      notices(page).getByText('The LinkedIn URL has been copied to your clipboard.', {
        exact: true,
      }),
    ).toBeVisible();
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
