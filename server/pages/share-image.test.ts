import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderShareImage, type ShareCard } from './share-image.ts';

const share: ShareCard = {
  seed: '/events/sunset-sail',
  title: 'Sunset Sail',
  eyebrow: 'Summer Evening',
  detail: 'Thursday 15 July 2027 · Tower Pier, London',
  motif: 'water',
};

/** A plain 1200×630 JPEG of one colour, as an uploaded cover photo would be. */
function coverPhoto(colour: string): Buffer {
  const canvas = createCanvas(1200, 630);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, 1200, 630);
  return canvas.toBuffer('image/jpeg');
}

/** The relative luminance (WCAG) of the PNG's pixel at x, y. */
async function luminanceAt(png: Buffer, x: number, y: number): Promise<number> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const [r, g, b] = context.getImageData(x, y, 1, 1).data;
  const [lr, lg, lb] = [r!, g!, b!].map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

describe('share image', () => {
  it('is a 1200×630 PNG, its motif’s picture differing from the brand shapes alone', async () => {
    const png = await renderShareImage(share);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const { motif: _motif, ...plain } = share;
    expect(png.equals(await renderShareImage(plain))).toBe(false);
  });

  it('lays a cover photo under a veil dark enough for its white words', async () => {
    const white = await renderShareImage(share, coverPhoto('#ffffff'));
    const red = await renderShareImage(share, coverPhoto('#ff0000'));
    expect(white.equals(red)).toBe(false);
    // Beside the title, where the photo shows most: white words keep 4.5:1 on the brightest photo.
    for (const [x, y] of [
      [60, 450],
      [900, 450],
    ] as const) {
      expect(1.05 / ((await luminanceAt(white, x, y)) + 0.05), `${x},${y}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});
