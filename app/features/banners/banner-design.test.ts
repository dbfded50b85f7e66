import { describe, expect, it } from 'vitest';
import { bannerMembers } from '#content/founding-members.ts';
import {
  bannerCharacters,
  bannerColors,
  bannerDescription,
  bannerFileName,
  bannerFrame,
  bannerPicturePath,
  bannerPictureSize,
  bannerPictureWidths,
  bannerSize,
  bannerText,
  baselineInLineBox,
  diagonalGradientLine,
  fitText,
  layoutBanner,
  wrapText,
  type BannerTextLine,
  type BannerTextStyle,
  type MeasureText,
} from './banner-design.ts';

/** A stand-in for canvas measureText: every character is half the font size wide. */
const measure: MeasureText = (text, style) =>
  Array.from(text).length * (style.size / 2 + (style.letterSpacing ?? 0));
const quoteStyle = bannerText.quote;

function right(line: BannerTextLine) {
  const width = measure(line.text, line.style);
  if (line.align === 'right') return line.x;
  return line.align === 'center' ? line.x + width / 2 : line.x + width;
}
function left(line: BannerTextLine) {
  const width = measure(line.text, line.style);
  if (line.align === 'left') return line.x;
  return line.align === 'center' ? line.x - width / 2 : line.x - width;
}

describe('bannerFileName', () => {
  it('replaces the spaces of the name with underscores (docs/product/screens.md#founding-member-banners)', () => {
    expect(bannerFileName('Amara Osei')).toBe('Amara_Osei_founding_member_banner.png');
    expect(bannerFileName('Megan O’Connor')).toBe('Megan_O’Connor_founding_member_banner.png');
    expect(bannerFileName('Anne Marie  Smith')).toBe(
      'Anne_Marie__Smith_founding_member_banner.png',
    );
  });
});

describe('bannerDescription', () => {
  it('says everything the banner says, in reading order', () => {
    const [member] = bannerMembers;
    if (!member) throw new Error('the banner page has members');
    expect(bannerDescription(member)).toBe(
      'FOUNDING MEMBER SPOTLIGHT, Women Leading AI: Amara Osei, Head of Data Science, ' +
        `Northlight Health. “${member.quote}” LinkedIn`,
    );
  });
});

describe('bannerPictureSize', () => {
  it('keeps the 16:9 banner, scaled to the width asked for', () => {
    expect(bannerPictureSize(600)).toEqual({ width: 600, height: 337, scale: 0.5 });
    // A 390 px phone card at 3 device pixels per CSS pixel.
    expect(bannerPictureSize(358 * 3)).toEqual({ width: 1074, height: 604, scale: 1074 / 1200 });
  });

  it('never draws more pixels than the banner has, nor none at all', () => {
    expect(bannerPictureSize(2400)).toEqual({ ...bannerSize, scale: 1 });
    expect(bannerPictureSize(bannerSize.width)).toEqual({ ...bannerSize, scale: 1 });
    expect(bannerPictureSize(0)).toEqual({ width: 2, height: 1, scale: 2 / 1200 });
    expect(bannerPictureSize(599.6).width).toBe(600);
  });

  it('rounds the height down, so the painted banner covers every row', () => {
    const widths = Array.from({ length: bannerSize.width - 1 }, (_, index) => index + 2);
    const uncovered = widths.filter((width) => {
      const { height, scale } = bannerPictureSize(width);
      return height > bannerSize.height * scale || height <= bannerSize.height * scale - 1;
    });
    expect(uncovered).toEqual([]);
  });
});

describe('bannerPicturePath', () => {
  it('names one WebP per member and width, under /images/banners', () => {
    const paths = bannerMembers.flatMap((member) =>
      bannerPictureWidths.map((width) => bannerPicturePath(member, width)),
    );
    expect(new Set(paths).size).toBe(bannerMembers.length * bannerPictureWidths.length);
    expect(bannerPicturePath({ id: 7 }, 800)).toBe('/images/banners/7-800.webp');
    expect(Math.max(...bannerPictureWidths)).toBe(bannerSize.width);
  });
});

describe('bannerCharacters', () => {
  it('holds every character the banner draws, ellipses included', () => {
    const cut = {
      ...bannerMembers[0]!,
      name: 'A name far too long to fit beside the avatar on a banner',
      quote: 'word '.repeat(200),
    };
    for (const member of [bannerMembers[0]!, cut]) {
      const layout = layoutBanner(member, measure);
      const drawn = [
        layout.label,
        layout.brand,
        layout.avatar.initials,
        layout.name,
        layout.role,
        layout.company,
        ...layout.quote,
        layout.linkedInBadge.text,
        layout.linkedIn,
      ].flatMap((line) => Array.from(line.text));
      const characters = new Set(bannerCharacters(member));
      expect(drawn.filter((character) => !characters.has(character))).toEqual([]);
    }
  });
});

describe('wrapText', () => {
  const sentence = 'The quick brown fox jumps over the lazy dog and keeps on running';
  // 12 px per character at 24 px: 10 characters fit in 120 px.
  const lines = wrapText(sentence, 120, quoteStyle, measure);

  it('keeps every line within the width and every word, in order', () => {
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measure(line, quoteStyle)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe(sentence);
  });

  it('puts as many words on a line as fit (greedy, like the browser)', () => {
    expect(lines).toEqual([
      'The quick',
      'brown fox',
      'jumps over',
      'the lazy',
      'dog and',
      'keeps on',
      'running',
    ]);
    for (const [index, line] of lines.slice(0, -1).entries()) {
      const nextWord = lines[index + 1]?.split(' ')[0];
      expect(measure(`${line} ${nextWord}`, quoteStyle)).toBeGreaterThan(120);
    }
  });

  it('collapses runs of white space and breaks a word wider than the line', () => {
    expect(wrapText('  a \n  b  ', 120, quoteStyle, measure)).toEqual(['a b']);
    expect(wrapText('abcdefghijklmnopqrstuvwxy ok', 120, quoteStyle, measure)).toEqual([
      'abcdefghij',
      'klmnopqrst',
      'uvwxy ok',
    ]);
    expect(wrapText('', 120, quoteStyle, measure)).toEqual([]);
  });

  it('ends the last kept line with an ellipsis when lines are left over', () => {
    const clamped = wrapText(sentence, 120, quoteStyle, measure, 3);
    expect(clamped).toHaveLength(3);
    expect(clamped.slice(0, 2)).toEqual(['The quick', 'brown fox']);
    expect(clamped[2]).toBe('jumps ove…');
    expect(measure(clamped[2] ?? '', quoteStyle)).toBeLessThanOrEqual(120);
    expect(wrapText(sentence, 120, quoteStyle, measure, 7)).toEqual(lines);
  });
});

describe('fitText', () => {
  it('keeps text that fits and cuts text that does not, ending it with an ellipsis', () => {
    expect(fitText('Short', 120, quoteStyle, measure)).toBe('Short');
    expect(fitText('Head of Something Long', 120, quoteStyle, measure)).toBe('Head of S…');
  });
});

describe('layoutBanner', () => {
  const layouts = bannerMembers.map((member) => ({
    member,
    layout: layoutBanner(member, measure),
  }));

  it('wraps the quote, in quotation marks, at 800 px with 30 px between lines', () => {
    expect(bannerFrame.quoteWidth).toBe(800);
    expect(quoteStyle.lineHeight).toBe(30);
    for (const { member, layout } of layouts) {
      const text = layout.quote.map((line) => line.text).join(' ');
      expect(text).toBe(`“${member.quote}”`);
      for (const [index, line] of layout.quote.entries()) {
        expect(line.x).toBe(bannerFrame.padding);
        expect(right(line) - line.x).toBeLessThanOrEqual(800);
        expect(line.top).toBe(bannerFrame.quoteTop + index * 30);
      }
    }
    // The longest sample quote needs more than one line at this measure.
    expect(Math.max(...layouts.map(({ layout }) => layout.quote.length))).toBeGreaterThan(2);
  });

  it("puts 'LinkedIn' and its badge below the last line of the quote", () => {
    for (const { layout } of layouts) {
      const last = layout.quote.at(-1);
      if (!last) throw new Error('a quote has at least one line');
      const quoteBottom = last.top + last.style.lineHeight;
      expect(layout.linkedIn.text).toBe('LinkedIn');
      expect(layout.linkedIn.top).toBeGreaterThan(quoteBottom);
      expect(layout.linkedInBadge.y).toBe(layout.linkedIn.top);
      expect(layout.linkedInBadge.text.text).toBe('in');
      expect(left(layout.linkedIn)).toBeGreaterThan(
        layout.linkedInBadge.x + layout.linkedInBadge.size,
      );
    }
  });

  it('shows the label, the initials and the details beside the avatar', () => {
    const { layout } = layouts[0] ?? {};
    expect(layout?.label.text).toBe('FOUNDING MEMBER SPOTLIGHT');
    expect(layout?.avatar.initials.text).toBe('AO');
    expect([layout?.name.text, layout?.role.text, layout?.company.text]).toEqual([
      'Amara Osei',
      'Head of Data Science',
      'Northlight Health',
    ]);
    for (const { layout } of layouts) {
      const avatarRight = layout.avatar.x + layout.avatar.size + layout.avatar.ring;
      for (const line of [layout.name, layout.role, layout.company]) {
        expect(left(line)).toBeGreaterThan(avatarRight);
      }
      expect(layout.name.top + layout.name.style.lineHeight).toBeLessThanOrEqual(layout.role.top);
      expect(layout.role.top + layout.role.style.lineHeight).toBeLessThanOrEqual(
        layout.company.top,
      );
      const company = layout.company.top + layout.company.style.lineHeight;
      const avatarBottom = layout.avatar.y + layout.avatar.size + layout.avatar.ring;
      expect(layout.quote[0]?.top).toBeGreaterThan(Math.max(company, avatarBottom));
    }
  });

  it('keeps everything on the 1200×675 canvas, even for a very long quote and name', () => {
    const long = layoutBanner(
      {
        name: 'Maximiliana Alexandrina Featherstonehaugh-Cholmondeley',
        role: 'Senior Vice President of Artificial Intelligence Strategy and Governance',
        company: 'Extraordinarily Long Company Name Holdings International Limited',
        quote: 'A very long quote that goes on and on. '.repeat(40),
      },
      measure,
    );
    expect(long.quote).toHaveLength(bannerFrame.quoteMaxLines);
    expect(long.quote.at(-1)?.text.endsWith('…')).toBe(true);
    const lines = [long.label, long.brand, long.name, long.role, long.company, long.linkedIn];
    for (const line of [...lines, ...long.quote]) {
      expect(left(line)).toBeGreaterThanOrEqual(bannerFrame.padding);
      expect(right(line)).toBeLessThanOrEqual(bannerSize.width - bannerFrame.padding);
      expect(line.top + line.style.lineHeight).toBeLessThanOrEqual(bannerSize.height - 40);
    }
    expect(long.name.text.endsWith('…')).toBe(true);
  });
});

describe('baselineInLineBox', () => {
  it('centres the font’s ascent and descent in the line box, as CSS does', () => {
    // 30 px line, 20 + 6 px font box: 2 px of half-leading above, baseline 20 px below that.
    expect(baselineInLineBox(100, 30, 20, 6)).toBe(122);
  });
});

describe('diagonalGradientLine', () => {
  it('gives the top-left and bottom-right corners the end colours, like CSS to bottom right', () => {
    const { width, height } = bannerSize;
    const line = diagonalGradientLine(width, height);
    const dx = line.x1 - line.x0;
    const dy = line.y1 - line.y0;
    const at = (x: number, y: number) =>
      ((x - line.x0) * dx + (y - line.y0) * dy) / (dx * dx + dy * dy);
    expect(at(0, 0)).toBeCloseTo(0, 10);
    expect(at(width, height)).toBeCloseTo(1, 10);
    expect(at(width, 0)).toBeCloseTo(0.5, 10);
    expect(at(0, height)).toBeCloseTo(0.5, 10);
  });
});

describe('colours', () => {
  const channels = (hex: string) =>
    [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = channels(hex).map((c) =>
      c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  };
  const over = (top: string, alpha: number, bottom: string) =>
    '#' +
    channels(top)
      .map((c, index) => c * alpha + (channels(bottom)[index] ?? 0) * (1 - alpha))
      .map((c) =>
        Math.round(c * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('');

  it('keeps every text at a contrast of at least 4.5:1 wherever it can sit', () => {
    const { backgroundFrom, backgroundTo, glow, glowOpacity } = bannerColors;
    // The background's extremes: the gradient's ends, with and without the glow on top.
    const backgrounds = [
      backgroundFrom,
      backgroundTo,
      over(glow, glowOpacity, backgroundFrom),
      over(glow, glowOpacity, backgroundTo),
    ];
    const onBackground: BannerTextStyle[] = [
      bannerText.label,
      bannerText.brand,
      bannerText.name,
      bannerText.role,
      bannerText.company,
      bannerText.quote,
      bannerText.linkedIn,
    ];
    for (const style of onBackground) {
      for (const background of backgrounds) {
        expect(contrast(style.color, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(bannerText.initials.color, bannerColors.avatarFill)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrast(bannerText.badge.color, bannerColors.linkedInBadge)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
