/**
 * Draws the picture each founding-member card shows (react-router.config.ts `buildEnd`;
 * docs/decisions/022-banner-pictures-drawn-at-build.md): every banner at
 * `bannerPictureWidths`, WebP, into the built site. The painter is the browser download's own
 * (app/features/banners/paint-banner.ts), run on @napi-rs/canvas, Skia as in Chromium.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, GlobalFonts, loadImage, type Canvas } from '@napi-rs/canvas';
import { bannerMembers, type FoundingMember } from '#content/founding-members.ts';
import {
  bannerCharacters,
  bannerFontFamily,
  bannerPicturePath,
  bannerPicturesFolder,
  bannerPictureSize,
  bannerPictureWidths,
  bannerText,
  layoutBanner,
  type BannerLayout,
} from '#app/features/banners/banner-design.ts';
import { measureWith, paintBanner, type Portrait } from '#app/features/banners/paint-banner.ts';
import { interFile, interLatinCovers } from '#server/pages/inter-files.ts';

/** WebP quality (0–100): the text stays crisp; an 800-pixel picture is 18 kB on average (25 at 90). */
const quality = 80;

/**
 * Inter at the banner's weights, once. NOTE: the static files, not the variable file the site
 * serves: @napi-rs/canvas draws that one's bold about 3% narrower than Chromium does, while the
 * static files measure as Chromium's variable font does to a hundredth of a pixel.
 */
let fontsRegistered = false;
function registerFonts() {
  if (fontsRegistered) return;
  for (const weight of new Set(Object.values(bannerText).map((style) => style.weight))) {
    GlobalFonts.registerFromPath(interFile(weight, 'woff2'), bannerFontFamily);
  }
  fontsRegistered = true;
}

/**
 * Fails the build when a banner would need a character the font files lack: the canvas would
 * draw it in some other font.
 */
async function checkCharacters(members: readonly FoundingMember[]) {
  const covered = await interLatinCovers();
  for (const member of members) {
    const missing = [...new Set(bannerCharacters(member))].filter(
      (character) => !covered(character.codePointAt(0)!),
    );
    if (missing.length > 0) {
      throw new Error(
        `${member.name}'s banner needs ${missing.join(' ')}, not in Inter's latin files`,
      );
    }
  }
}

async function loadPortrait(files: string, member: FoundingMember): Promise<Portrait | null> {
  if (!member.image) return null;
  // NOTE: a portrait named in the content must exist: the build stops rather than draw initials.
  const image = await loadImage(await readFile(path.join(files, member.image)));
  return { image: image as unknown as CanvasImageSource, width: image.width, height: image.height };
}

/**
 * NOTE: @napi-rs/canvas implements the browser's 2D context; its own type differs only in the
 * image classes, so the shared painter takes it as the DOM's.
 */
function domContext(canvas: Canvas) {
  return canvas.getContext('2d') as unknown as CanvasRenderingContext2D;
}

function drawPicture(layout: BannerLayout, portrait: Portrait | null, width: number) {
  const size = bannerPictureSize(width);
  const canvas = createCanvas(size.width, size.height);
  paintBanner(domContext(canvas), layout, portrait, size.scale);
  return canvas.encode('webp', quality);
}

/**
 * Writes every banner picture into `client` (the built site); the portraits are read from
 * `publicDir` (by default the built site itself, which holds the public files).
 */
export async function writeBannerPictures(
  client: string,
  members: readonly FoundingMember[] = bannerMembers,
  { publicDir = client }: { publicDir?: string } = {},
) {
  await checkCharacters(members);
  registerFonts();
  // The layout is in banner pixels: one per member, whatever the width it is drawn at.
  const measure = measureWith(domContext(createCanvas(1, 1)));
  await mkdir(path.join(client, bannerPicturesFolder), { recursive: true });
  for (const member of members) {
    const layout = layoutBanner(member, measure);
    const portrait = await loadPortrait(publicDir, member);
    for (const width of bannerPictureWidths) {
      const file = path.join(client, bannerPicturePath(member, width));
      await writeFile(file, await drawPicture(layout, portrait, width));
    }
  }
}
