/**
 * Paints the founding-member banner (banner-design.ts) on a 2D canvas: in the browser for the
 * 1200×675 PNG a card downloads (draw-banner.ts), and at build for the pictures the cards show
 * (scripts/banner-pictures.ts, with @napi-rs/canvas: Skia, as in Chromium). One painter for
 * both, so the picture on the card is the banner the button saves. No DOM here.
 */
import {
  bannerColors,
  bannerFrame,
  bannerSize,
  baselineInLineBox,
  canvasFont,
  diagonalGradientLine,
  type BannerLayout,
  type BannerTextLine,
  type BannerTextStyle,
} from './banner-design.ts';

type Context = CanvasRenderingContext2D;

/** A member's portrait, ready to draw, with its size in pixels. */
export type Portrait = { image: CanvasImageSource; width: number; height: number };

/** Sets the font, letter spacing and colour of `style`. */
export function useStyle(context: Context, style: BannerTextStyle) {
  context.font = canvasFont(style);
  context.letterSpacing = `${style.letterSpacing ?? 0}px`;
  context.fillStyle = style.color;
}

/** Text widths for banner-design's layout, measured on `context` (banner pixels at any scale). */
export function measureWith(context: Context) {
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

function drawAvatar(context: Context, avatar: BannerLayout['avatar'], portrait: Portrait | null) {
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
  if (portrait) {
    // Cover the circle, as object-fit: cover does.
    const scale = Math.max(avatar.size / portrait.width, avatar.size / portrait.height);
    const width = portrait.width * scale;
    const height = portrait.height * scale;
    context.drawImage(portrait.image, centreX - width / 2, centreY - height / 2, width, height);
  }
  context.restore();

  if (!portrait) drawLine(context, avatar.initials);
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
export function paintBanner(
  context: Context,
  layout: BannerLayout,
  portrait: Portrait | null,
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
