/**
 * Draws the picture each founding-member card shows (react-router.config.ts `buildEnd`;
 * docs/decisions/022-banner-pictures-drawn-at-build.md): every banner at
 * `bannerPictureWidths`, WebP, into the built site. The painter is the browser download's own
 * (app/features/banners/paint-banner.ts), run on @napi-rs/canvas, Skia as in Chromium.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';
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
} from '#app/features/banners/banner-design.ts';
import { measureWith, paintBanner, type Portrait } from '#app/features/banners/paint-banner.ts';

const require = createRequire(import.meta.url);

/**
 * NOTE: Inter's static files at the banner's weights, not the variable file the site serves:
 * @napi-rs/canvas draws that one's bold about 3% narrower than Chromium does, while the static
 * files measure as Chromium's variable font does to a hundredth of a pixel.
 */
const fontFile = (weight: number) => `@fontsource/inter/files/inter-latin-${weight}-normal.woff2`;
const fontWeights = [...new Set(Object.values(bannerText).map((style) => style.weight))];

/** WebP quality (0–100): the text stays crisp; an 800-pixel picture is 18 kB on average (25 at 90). */
const quality = 80;

/** The characters the font files hold, from their `unicode-range` in fontsource's stylesheet. */
async function fontRange(): Promise<(codePoint: number) => boolean> {
  const file = path.basename(fontFile(400));
  const css = await readFile(require.resolve('@fontsource/inter/400.css'), 'utf8');
  const face = css.split('@font-face').find((block) => block.includes(file));
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`No unicode-range for ${file}`);
  const spans = range.split(',').map((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/**
 * Fails the build when a banner would need a character the font files lack: the canvas would
 * draw it in some other font.
 */
async function checkCharacters(members: readonly FoundingMember[]) {
  const covered = await fontRange();
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

async function drawPicture(member: FoundingMember, portrait: Portrait | null, width: number) {
  const size = bannerPictureSize(width);
  const canvas = createCanvas(size.width, size.height);
  // NOTE: @napi-rs/canvas implements the browser's 2D context; its own type differs only in
  // the image classes, so the shared painter takes it as the DOM's.
  const context = canvas.getContext('2d') as unknown as CanvasRenderingContext2D;
  paintBanner(context, layoutBanner(member, measureWith(context)), portrait, size.scale);
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
  for (const weight of fontWeights) {
    GlobalFonts.registerFromPath(require.resolve(fontFile(weight)), bannerFontFamily);
  }
  await mkdir(path.join(client, bannerPicturesFolder), { recursive: true });
  for (const member of members) {
    const portrait = await loadPortrait(publicDir, member);
    for (const width of bannerPictureWidths) {
      const file = path.join(client, bannerPicturePath(member, width));
      await writeFile(file, await drawPicture(member, portrait, width));
    }
  }
}
