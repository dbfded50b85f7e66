/**
 * Draws a founding member's banner in the browser: the 1200×675 PNG a card downloads, painted by
 * paint-banner.ts (the painter the build uses for the cards' pictures). Loaded by a dynamic
 * import on the first download, so the page's first view stays light.
 */
import { nextTask } from '#app/lib/next-task.ts';
import type { FoundingMember } from '#content/founding-members.ts';
import {
  bannerCharacters,
  bannerFontFamily,
  bannerSize,
  bannerText,
  canvasFont,
  layoutBanner,
} from './banner-design.ts';
import { measureWith, paintBanner, useStyle, type Portrait } from './paint-banner.ts';

type BannerMember = Pick<FoundingMember, 'name' | 'role' | 'company' | 'quote' | 'image'>;

/**
 * NOTE: a canvas never waits for a web font; it draws with whatever is loaded, else a default.
 * Each weight is loaded for the banner's own characters (Inter is split by unicode-range).
 */
async function loadBannerFonts(text: string): Promise<void> {
  const weights = new Set(Object.values(bannerText).map((style) => style.weight));
  const loaded = await Promise.all(
    [...weights].map((weight) => document.fonts.load(`${weight} 24px "${bannerFontFamily}"`, text)),
  );
  if (loaded.some((faces) => faces.length === 0)) {
    throw new Error(`The font ${bannerFontFamily} is not available.`);
  }
}

async function loadPortrait(source: string): Promise<Portrait> {
  const image = new Image();
  image.decoding = 'async';
  image.src = source;
  await image.decode();
  return { image, width: image.naturalWidth, height: image.naturalHeight };
}

const preparedFonts = new Set<string>();

/**
 * NOTE: the page's first text in each canvas font (weight and size) costs 10–15 ms at Lighthouse's
 * 4× CPU slowdown: the font is set up for canvas text then. Done all at once, the first drawing
 * was one task of about 100 ms; one font per task keeps each task short.
 */
async function prepareFonts(context: CanvasRenderingContext2D, text: string): Promise<void> {
  for (const style of Object.values(bannerText)) {
    const font = canvasFont(style);
    if (preparedFonts.has(font)) continue;
    preparedFonts.add(font);
    useStyle(context, style);
    context.measureText(text);
    await nextTask();
  }
}

/** The member's portrait (or null: initials) with the site font loaded for every character. */
async function loadBannerAssets(
  member: BannerMember,
  characters: string,
): Promise<Portrait | null> {
  const [portrait] = await Promise.all([
    // A portrait that fails to load falls back to initials.
    member.image ? loadPortrait(member.image).catch(() => null) : Promise.resolve(null),
    loadBannerFonts(characters),
  ]);
  return portrait;
}

/** The banner of `member` as a 1200×675 PNG. No canvas outlives the call. */
export async function drawBanner(member: BannerMember): Promise<Blob> {
  const characters = bannerCharacters(member);
  const portrait = await loadBannerAssets(member, characters);
  const canvas = document.createElement('canvas');
  canvas.width = bannerSize.width;
  canvas.height = bannerSize.height;
  try {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The browser cannot draw on a canvas.');
    // Three steps, each a task of its own: no long task while the page is in use.
    await prepareFonts(context, characters);
    const layout = layoutBanner(member, measureWith(context));
    await nextTask();
    paintBanner(context, layout, portrait, 1);
    return await new Promise((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The banner could not be encoded.'))),
        'image/png',
      );
    });
  } finally {
    // Frees the bitmap now rather than at garbage collection (Safari caps canvas memory).
    canvas.width = 0;
    canvas.height = 0;
  }
}
