/**
 * Draws a founding member's banner on a canvas: the 1200×675 PNG the card downloads and the
 * smaller picture the card shows, one painter for both. Browser only; loaded by a dynamic import
 * (the first preview or download), so the page's first view stays light.
 */
import { nextTask } from '#app/lib/next-task.ts';
import type { FoundingMember } from '#content/founding-members.ts';
import {
  bannerBrand,
  bannerColors,
  bannerFontFamily,
  bannerFrame,
  bannerLabel,
  bannerLinkedIn,
  bannerPictureSize,
  bannerQuote,
  bannerSize,
  bannerText,
  baselineInLineBox,
  canvasFont,
  diagonalGradientLine,
  layoutBanner,
  type BannerLayout,
  type BannerTextLine,
  type BannerTextStyle,
} from './banner-design.ts';

type Context = CanvasRenderingContext2D;
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

/** Every character the banner may draw, so the font loads each unicode-range part it needs. */
function bannerCharacters(member: Pick<FoundingMember, 'name' | 'role' | 'company' | 'quote'>) {
  return [
    member.name,
    member.role,
    member.company,
    bannerQuote(member.quote),
    bannerLabel,
    bannerBrand,
    bannerLinkedIn,
    'in…',
  ].join(' ');
}

async function loadImage(source: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = source;
  await image.decode();
  return image;
}

function useStyle(context: Context, style: BannerTextStyle) {
  context.font = canvasFont(style);
  context.letterSpacing = `${style.letterSpacing ?? 0}px`;
  context.fillStyle = style.color;
}

const preparedFonts = new Set<string>();

/**
 * NOTE: the page's first text in each canvas font (weight and size) costs 10–15 ms at Lighthouse's
 * 4× CPU slowdown: the font is set up for canvas text then. Done all at once, the first drawing
 * was one task of about 100 ms; one font per task keeps each task short.
 */
async function prepareFonts(context: Context, text: string): Promise<void> {
  for (const style of Object.values(bannerText)) {
    const font = canvasFont(style);
    if (preparedFonts.has(font)) continue;
    preparedFonts.add(font);
    useStyle(context, style);
    context.measureText(text);
    await nextTask();
  }
}

function measureWith(context: Context) {
  return (text: string, style: BannerTextStyle) => {
    useStyle(context, style);
    return context.measureText(text).width;
  };
}

function drawLine(context: Context, line: BannerTextLine) {
  useStyle(context, line.style);
  context.textAlign = line.align;
  context.textBaseline = 'alphabetic';
  const metrics = context.measureText(line.text);
  const y = baselineInLineBox(
    line.top,
    line.style.lineHeight,
    metrics.fontBoundingBoxAscent,
    metrics.fontBoundingBoxDescent,
  );
  context.fillText(line.text, line.x, y);
}

function drawBackground(context: Context) {
  const { width, height } = bannerSize;
  const line = diagonalGradientLine(width, height);
  const background = context.createLinearGradient(line.x0, line.y0, line.x1, line.y1);
  background.addColorStop(0, bannerColors.backgroundFrom);
  background.addColorStop(1, bannerColors.backgroundTo);
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);

  const { glow } = bannerFrame;
  const light = context.createRadialGradient(glow.x, glow.y, 0, glow.x, glow.y, glow.radius);
  light.addColorStop(0, bannerColors.glow);
  light.addColorStop(1, `${bannerColors.glow}00`);
  context.globalAlpha = bannerColors.glowOpacity;
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);
  context.globalAlpha = 1;
}

function drawAvatar(
  context: Context,
  avatar: BannerLayout['avatar'],
  image: HTMLImageElement | null,
) {
  const radius = avatar.size / 2;
  const centreX = avatar.x + radius;
  const centreY = avatar.y + radius;

  context.beginPath();
  context.arc(centreX, centreY, radius + avatar.ring, 0, Math.PI * 2);
  context.fillStyle = bannerColors.avatarRing;
  context.fill();

  context.save();
  context.beginPath();
  context.arc(centreX, centreY, radius, 0, Math.PI * 2);
  context.clip();
  context.fillStyle = bannerColors.avatarFill;
  context.fillRect(avatar.x, avatar.y, avatar.size, avatar.size);
  if (image) {
    // Cover the circle, as object-fit: cover does.
    const scale = Math.max(avatar.size / image.naturalWidth, avatar.size / image.naturalHeight);
    const width = image.naturalWidth * scale;
    const height = image.naturalHeight * scale;
    context.drawImage(image, centreX - width / 2, centreY - height / 2, width, height);
  }
  context.restore();

  if (!image) drawLine(context, avatar.initials);
}

function drawLinkedIn(context: Context, layout: BannerLayout) {
  const badge = layout.linkedInBadge;
  context.beginPath();
  context.roundRect(badge.x, badge.y, badge.size, badge.size, badge.radius);
  context.fillStyle = bannerColors.linkedInBadge;
  context.fill();
  drawLine(context, badge.text);
  drawLine(context, layout.linkedIn);
}

/** Paints `layout` on `context`, in banner pixels multiplied by `scale`. */
function paintBanner(
  context: Context,
  layout: BannerLayout,
  portrait: HTMLImageElement | null,
  scale: number,
): void {
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.imageSmoothingQuality = 'high';
  drawBackground(context);
  drawLine(context, layout.label);
  drawLine(context, layout.brand);
  drawAvatar(context, layout.avatar, portrait);
  drawLine(context, layout.name);
  drawLine(context, layout.role);
  drawLine(context, layout.company);
  for (const line of layout.quote) drawLine(context, line);
  drawLinkedIn(context, layout);
}

/** The member's portrait (or null: initials) with the site font loaded for every character. */
async function loadBannerAssets(
  member: BannerMember,
  characters: string,
): Promise<HTMLImageElement | null> {
  const [portrait] = await Promise.all([
    // A portrait that fails to load falls back to initials.
    member.image ? loadImage(member.image).catch(() => null) : Promise.resolve(null),
    loadBannerFonts(characters),
  ]);
  return portrait;
}

/** The banner of `member`, `width` pixels wide, encoded as `type`. No canvas outlives the call. */
async function encodeBanner(
  member: BannerMember,
  width: number,
  type: 'image/png' | 'image/webp',
): Promise<Blob> {
  const characters = bannerCharacters(member);
  const portrait = await loadBannerAssets(member, characters);
  const size = bannerPictureSize(width);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  try {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The browser cannot draw on a canvas.');
    // Three steps, each a task of its own: no long task while the page is in use.
    await prepareFonts(context, characters);
    // measureText ignores the transform, so the layout is in banner pixels at any scale.
    const layout = layoutBanner(member, measureWith(context));
    await nextTask();
    paintBanner(context, layout, portrait, size.scale);
    return await new Promise((resolve, reject) => {
      // NOTE: quality 1 makes Chromium's WebP lossless (crisp text, about a third of the PNG's
      // bytes). A browser that cannot encode WebP gives a PNG instead.
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The banner could not be encoded.'))),
        type,
        1,
      );
    });
  } finally {
    // Frees the bitmap now rather than at garbage collection (Safari caps canvas memory).
    canvas.width = 0;
    canvas.height = 0;
  }
}

/** The banner of `member` as a 1200×675 PNG. */
export function drawBanner(member: BannerMember): Promise<Blob> {
  return encodeBanner(member, bannerSize.width, 'image/png');
}

/** The banner of `member` as a picture `width` device pixels wide, for its card. */
export function drawBannerPreview(member: BannerMember, width: number): Promise<Blob> {
  return encodeBanner(member, width, 'image/webp');
}
