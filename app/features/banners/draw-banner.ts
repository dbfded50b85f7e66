/**
 * Draws a founding member's banner on a canvas and saves it as a PNG. Browser only; loaded by a
 * dynamic import on the first download, so the page itself stays light.
 */
import type { FoundingMember } from '#content/founding-members.ts';
import { saveFile } from '#app/lib/save-file.ts';
import {
  bannerBrand,
  bannerColors,
  bannerFileName,
  bannerFontFamily,
  bannerFrame,
  bannerLabel,
  bannerLinkedIn,
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
    // Cover the circle, as object-fit: cover does in the preview.
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

/** The banner of `member` as a 1200×675 PNG. */
export async function drawBanner(
  member: Pick<FoundingMember, 'name' | 'role' | 'company' | 'quote' | 'image'>,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = bannerSize.width;
  canvas.height = bannerSize.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser cannot draw on a canvas.');

  const [image] = await Promise.all([
    // A portrait that fails to load falls back to initials, as on the card.
    member.image ? loadImage(member.image).catch(() => null) : Promise.resolve(null),
    loadBannerFonts(bannerCharacters(member)),
  ]);

  const layout = layoutBanner(member, measureWith(context));
  drawBackground(context);
  drawLine(context, layout.label);
  drawLine(context, layout.brand);
  drawAvatar(context, layout.avatar, image);
  drawLine(context, layout.name);
  drawLine(context, layout.role);
  drawLine(context, layout.company);
  for (const line of layout.quote) drawLine(context, line);
  drawLinkedIn(context, layout);

  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The banner could not be encoded.'))),
      'image/png',
    );
  });
}

/** Draws the banner of `member` and downloads it as `<Name_With_Underscores>_founding_member_banner.png`. */
export async function downloadBanner(
  member: Pick<FoundingMember, 'name' | 'role' | 'company' | 'quote' | 'image'>,
): Promise<void> {
  saveFile(await drawBanner(member), bannerFileName(member.name));
}
