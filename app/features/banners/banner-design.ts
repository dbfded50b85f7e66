/**
 * The founding-member banner's design, in banner pixels
 * (docs/product/screens.md#founding-member-banners: 1200×675, quote wrapped at 800 px with 30 px
 * line spacing, 'LinkedIn' below the quote). paint-banner.ts paints it, for the download and for
 * the card's picture alike. No DOM here: text is measured by an injected function, so the layout
 * is testable anywhere.
 */
import type { FoundingMember } from '#content/founding-members.ts';
import { initials } from '#content/people.ts';

export const bannerSize = { width: 1200, height: 675 } as const;

export const bannerFontFamily = 'Inter Variable';

/** A fixed brand look: the banner is an image for LinkedIn, so it ignores the site's dark mode. */
export const bannerColors = {
  backgroundFrom: '#27124b',
  backgroundTo: '#5f1c93',
  glow: '#d44996',
  glowOpacity: 0.35,
  label: '#fcc5de',
  brand: '#ece2ff',
  name: '#ffffff',
  role: '#fcc5de',
  company: '#ece2ff',
  quote: '#f6f2ff',
  avatarFill: '#ece2ff',
  avatarRing: '#f0d2f7',
  initials: '#381565',
  linkedInBadge: '#0a66c2',
  linkedInBadgeText: '#ffffff',
  linkedIn: '#ffffff',
} as const;

export type BannerTextStyle = {
  weight: 400 | 500 | 600 | 700;
  size: number;
  lineHeight: number;
  letterSpacing?: number;
  color: string;
};

export const bannerText = {
  label: { weight: 600, size: 22, lineHeight: 28, letterSpacing: 4, color: bannerColors.label },
  brand: { weight: 600, size: 22, lineHeight: 28, color: bannerColors.brand },
  name: { weight: 700, size: 56, lineHeight: 64, color: bannerColors.name },
  role: { weight: 500, size: 30, lineHeight: 38, color: bannerColors.role },
  company: { weight: 400, size: 26, lineHeight: 34, color: bannerColors.company },
  quote: { weight: 400, size: 24, lineHeight: 30, color: bannerColors.quote },
  linkedIn: { weight: 600, size: 24, lineHeight: 36, color: bannerColors.linkedIn },
  badge: { weight: 700, size: 22, lineHeight: 36, color: bannerColors.linkedInBadgeText },
  initials: { weight: 700, size: 56, lineHeight: 160, color: bannerColors.initials },
} as const satisfies Record<string, BannerTextStyle>;

/** Where things sit, in banner pixels. */
export const bannerFrame = {
  padding: 80,
  labelTop: 80,
  avatar: { x: 80, y: 164, size: 160, ring: 6 },
  detailsX: 276,
  nameTop: 174,
  roleTop: 246,
  companyTop: 286,
  quoteTop: 404,
  quoteWidth: 800,
  quoteMaxLines: 5,
  linkedInGap: 24,
  badgeSize: 36,
  badgeRadius: 6,
  linkedInTextGap: 12,
  glow: { x: 1050, y: 90, radius: 420 },
} as const;

export const bannerLabel = 'FOUNDING MEMBER SPOTLIGHT';
export const bannerBrand = 'Women Leading AI';
export const bannerLinkedIn = 'LinkedIn';

/** The quote as the banner shows it: in quotation marks. */
export function bannerQuote(quote: string): string {
  return `“${quote}”`;
}

/** Every character the banner may draw, so a font can be loaded (or checked) for each of them. */
export function bannerCharacters(
  member: Pick<FoundingMember, 'name' | 'role' | 'company' | 'quote'>,
): string {
  return [
    member.name,
    member.role,
    member.company,
    bannerQuote(member.quote),
    bannerLabel,
    bannerBrand,
    bannerLinkedIn,
    initials(member.name),
    'in…',
  ].join(' ');
}

/**
 * Everything the banner says, in reading order: the text alternative of its picture on the card.
 */
export function bannerDescription(
  member: Pick<FoundingMember, 'name' | 'role' | 'company' | 'quote'>,
): string {
  return `${bannerLabel}, ${bannerBrand}: ${member.name}, ${member.role}, ${member.company}. ${bannerQuote(member.quote)} ${bannerLinkedIn}`;
}

/**
 * The pixel size of the banner drawn `width` pixels wide (at most its own 1200) and the scale
 * from banner pixels to it. The height is rounded down, so the painted banner covers every row.
 */
export function bannerPictureSize(width: number) {
  // At least 2 pixels wide, so at least 1 high: a canvas with no pixels cannot be encoded.
  const pixels = Math.min(bannerSize.width, Math.max(2, Math.round(width)));
  const scale = pixels / bannerSize.width;
  return { width: pixels, height: Math.floor(bannerSize.height * scale), scale };
}

/**
 * The widths the build draws each card's picture at (scripts/banner-pictures.ts): a phone's card
 * at 2–3 device pixels per CSS pixel, a desktop's at 1–2, at most the banner's own 1200.
 */
export const bannerPictureWidths = [400, 800, 1200] as const;

/** The folder of the site the build writes the banner pictures into. */
export const bannerPicturesFolder = '/images/banners';

/** Where the build writes the picture of `member` drawn `width` pixels wide (WebP). */
export function bannerPicturePath(member: Pick<FoundingMember, 'id'>, width: number): string {
  return `${bannerPicturesFolder}/${member.id}-${width}.webp`;
}

/**
 * The member name with spaces replaced by underscores
 * (docs/product/screens.md#founding-member-banners).
 */
export function bannerFileName(name: string): string {
  return `${name.replace(/\s/g, '_')}_founding_member_banner.png`;
}

/** The canvas `font` of a style; the family is the site's own, never a default. */
export function canvasFont(style: BannerTextStyle): string {
  return `${style.weight} ${style.size}px "${bannerFontFamily}"`;
}

/** Width of `text` drawn in `style` (the drawing code passes the canvas's measureText). */
export type MeasureText = (text: string, style: BannerTextStyle) => number;

const ellipsis = '…';

/** `text` shortened at a character boundary until it fits `maxWidth` with '…' after it. */
function withEllipsis(
  text: string,
  maxWidth: number,
  style: BannerTextStyle,
  measure: MeasureText,
): string {
  const characters = Array.from(text.trimEnd());
  for (let length = characters.length; length > 0; length--) {
    const candidate = characters.slice(0, length).join('').trimEnd() + ellipsis;
    if (measure(candidate, style) <= maxWidth) return candidate;
  }
  return ellipsis;
}

/** `text` as it is when it fits `maxWidth`, else cut and ended with '…'. */
export function fitText(
  text: string,
  maxWidth: number,
  style: BannerTextStyle,
  measure: MeasureText,
): string {
  return measure(text, style) <= maxWidth ? text : withEllipsis(text, maxWidth, style, measure);
}

/** Splits a word wider than the line into pieces that fit. */
function breakWord(
  word: string,
  maxWidth: number,
  style: BannerTextStyle,
  measure: MeasureText,
): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && measure(piece + character, style) > maxWidth) {
      pieces.push(piece);
      piece = character;
    } else {
      piece += character;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap, as browsers wrap text: as many words per line as fit `maxWidth`.
 * With `maxLines`, the last line kept ends with '…' when text is left over (like CSS line-clamp).
 */
export function wrapText(
  text: string,
  maxWidth: number,
  style: BannerTextStyle,
  measure: MeasureText,
  maxLines = Infinity,
): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, style) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = breakWord(word, maxWidth, style, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  if (line) lines.push(line);

  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines - 1);
  kept.push(withEllipsis(lines[maxLines - 1] ?? '', maxWidth, style, measure));
  return kept;
}

export type BannerTextLine = {
  text: string;
  /** Left edge, centre or right edge, as `align` says. */
  x: number;
  /** Top of the line box; the text sits in it as CSS places it (see `baselineInLineBox`). */
  top: number;
  align: TextAlign;
  style: BannerTextStyle;
};

type TextAlign = 'left' | 'center' | 'right';

export type BannerLayout = {
  label: BannerTextLine;
  brand: BannerTextLine;
  avatar: { x: number; y: number; size: number; ring: number; initials: BannerTextLine };
  name: BannerTextLine;
  role: BannerTextLine;
  company: BannerTextLine;
  quote: BannerTextLine[];
  linkedInBadge: { x: number; y: number; size: number; radius: number; text: BannerTextLine };
  linkedIn: BannerTextLine;
};

/** Every piece of the banner of `member`, placed on the 1200×675 canvas. */
export function layoutBanner(
  member: Pick<FoundingMember, 'name' | 'role' | 'company' | 'quote'>,
  measure: MeasureText,
): BannerLayout {
  const frame = bannerFrame;
  const detailsWidth = bannerSize.width - frame.padding - frame.detailsX;
  const line = (
    text: string,
    x: number,
    top: number,
    style: BannerTextStyle,
    align: TextAlign = 'left',
  ): BannerTextLine => ({ text, x, top, style, align });

  const quote = wrapText(
    bannerQuote(member.quote),
    frame.quoteWidth,
    bannerText.quote,
    measure,
    frame.quoteMaxLines,
  ).map((text, index) =>
    line(
      text,
      frame.padding,
      frame.quoteTop + index * bannerText.quote.lineHeight,
      bannerText.quote,
    ),
  );

  const badgeTop = frame.quoteTop + quote.length * bannerText.quote.lineHeight + frame.linkedInGap;
  const { avatar } = frame;

  return {
    label: line(bannerLabel, frame.padding, frame.labelTop, bannerText.label),
    brand: line(
      bannerBrand,
      bannerSize.width - frame.padding,
      frame.labelTop,
      bannerText.brand,
      'right',
    ),
    avatar: {
      ...avatar,
      initials: line(
        initials(member.name),
        avatar.x + avatar.size / 2,
        avatar.y + (avatar.size - bannerText.initials.lineHeight) / 2,
        bannerText.initials,
        'center',
      ),
    },
    name: line(
      fitText(member.name, detailsWidth, bannerText.name, measure),
      frame.detailsX,
      frame.nameTop,
      bannerText.name,
    ),
    role: line(
      fitText(member.role, detailsWidth, bannerText.role, measure),
      frame.detailsX,
      frame.roleTop,
      bannerText.role,
    ),
    company: line(
      fitText(member.company, detailsWidth, bannerText.company, measure),
      frame.detailsX,
      frame.companyTop,
      bannerText.company,
    ),
    quote,
    linkedInBadge: {
      x: frame.padding,
      y: badgeTop,
      size: frame.badgeSize,
      radius: frame.badgeRadius,
      text: line('in', frame.padding + frame.badgeSize / 2, badgeTop, bannerText.badge, 'center'),
    },
    linkedIn: line(
      bannerLinkedIn,
      frame.padding + frame.badgeSize + frame.linkedInTextGap,
      badgeTop,
      bannerText.linkedIn,
    ),
  };
}

/**
 * The alphabetic baseline of text in a line box, placed as CSS places it: the font's ascent and
 * descent centred in the line height (half-leading above and below).
 */
export function baselineInLineBox(
  top: number,
  lineHeight: number,
  ascent: number,
  descent: number,
): number {
  return top + (lineHeight - (ascent + descent)) / 2 + ascent;
}

/**
 * The ends of the canvas gradient that matches CSS `linear-gradient(to bottom right, …)`: the
 * top-left and bottom-right corners get the exact end colours.
 */
export function diagonalGradientLine(width: number, height: number) {
  const diagonal = Math.hypot(width, height);
  // Perpendicular to the bottom-left → top-right diagonal, through the centre.
  const direction = { x: height / diagonal, y: width / diagonal };
  const half = (width * height) / diagonal;
  const centre = { x: width / 2, y: height / 2 };
  return {
    x0: centre.x - direction.x * half,
    y0: centre.y - direction.y * half,
    x1: centre.x + direction.x * half,
    y1: centre.y + direction.y * half,
  };
}
