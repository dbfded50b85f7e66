import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import {
  coverFormats,
  coverKey,
  coverNameOf,
  coverShareKey,
  coverShareSize,
  coverWidths,
  parseCoverName,
  storedWidths,
  type CoverExtension,
  type CoverName,
} from '#schemas/events/cover-sources.ts';
import { readMedia, type MediaStorage } from './media-storage.ts';

/**
 * An event's cover photo, from the organiser's upload to the files the page's `<picture>` and
 * the share image read (docs/decisions/040-cover-photos.md): the photo's bytes are checked, it
 * is turned upright, its metadata (the camera's GPS position among it) is left behind, and each
 * size is written as AVIF, WebP and JPEG, with a 1200×630 JPEG crop for the share image. Its name
 * comes from the uploaded bytes, so the same photo uploaded twice is stored once.
 */

/** The largest upload; the route refuses a larger body before reading it. */
export const coverUploadLimitBytes = 15 * 1024 * 1024;

/** The smallest photo taken: half the share image each way, and wider than a phone's screen. */
export const coverMinimumSize = { width: 600, height: 315 } as const;

/**
 * Past this, a small file could unpack into gigabytes of pixels (a decompression bomb): refused
 * from its header, before a pixel is decoded (docs/decisions/054-pictures-checked-before-decoding.md).
 */
const maxMegapixels = 40;
const maxPixels = maxMegapixels * 1_000_000;

/**
 * The hero's band and the cards show a cover in a wide box: a photo may be up to four times as
 * wide as it is high, and up to twice as high as it is wide (a phone's upright photo is 4:3 or
 * 16:9). A strip is no cover, and a tall one's stored sizes would be tall too.
 */
const coverShape = { widest: 4, tallest: 2 } as const;

const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

export type CoverRefusal =
  | 'not-an-image'
  | 'wrong-type'
  | 'animated'
  | 'too-many-pixels'
  | 'too-small'
  | 'wrong-shape'
  | 'too-large'
  | 'corrupt';

/** A photo the organiser must replace, with the words the editor shows her. */
export class CoverRefused extends Error {
  override name = 'CoverRefused';
  constructor(
    readonly reason: CoverRefusal,
    message: string,
  ) {
    super(message);
  }
}

export const coverRefusals = {
  notAnImage: () =>
    new CoverRefused('not-an-image', 'This file is not a photo. Upload a JPEG, PNG or WebP image.'),
  wrongType: (format: string) =>
    new CoverRefused(
      'wrong-type',
      `This is a ${format.toUpperCase()} file. Upload a JPEG, PNG or WebP photo.`,
    ),
  animated: (frames: number) =>
    new CoverRefused(
      'animated',
      `This picture has ${frames} frames: animated pictures are not covers. Upload a still photo.`,
    ),
  tooManyPixels: (width: number, height: number) =>
    new CoverRefused(
      'too-many-pixels',
      `The photo is ${width} × ${height} pixels, larger than ${maxMegapixels} megapixels. Export a smaller copy and upload that.`,
    ),
  tooSmall: (width: number, height: number) =>
    new CoverRefused(
      'too-small',
      `The photo is ${width} × ${height} pixels. A cover needs at least ${coverMinimumSize.width} × ${coverMinimumSize.height}.`,
    ),
  wrongShape: (width: number, height: number) =>
    new CoverRefused(
      'wrong-shape',
      `The photo is ${width} × ${height} pixels. A cover is at most four times as wide as it is high, and at most twice as high as it is wide: crop it and upload that.`,
    ),
  tooLarge: () =>
    new CoverRefused(
      'too-large',
      `The photo is larger than ${coverUploadLimitBytes / 1024 / 1024} MB. Export a smaller copy and upload that.`,
    ),
  corrupt: () =>
    new CoverRefused(
      'corrupt',
      'The photo could not be read to the end: the file is damaged. Export it again and upload the new copy.',
    ),
};

/** How each format is encoded: quality for the size a page downloads, not for print. */
const encoders: Record<CoverExtension, (image: Sharp) => Sharp> = {
  // NOTE: effort 2 encodes five times faster than the default 4 for files a few per cent larger.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

type CoverFile = { key: string; body: Buffer; contentType: string };

/**
 * How every decoding reads the upload: the header was checked first (`checkedSize`), and these
 * are sharp's own limits, so that a header that lies cannot make it decode more.
 */
const decodeOptions = {
  // NOTE: 'error' refuses a truncated or broken file; 'warning' would also refuse the harmless
  // libjpeg warnings some cameras' files raise.
  failOn: 'error',
  limitInputPixels: maxPixels,
  limitInputChannels: 4,
  // The first frame only, should a file claim more than its header said.
  pages: 1,
  animated: false,
  sequentialRead: true,
  unlimited: false,
} as const satisfies SharpOptions;

/**
 * The upright size of the photo, from its header alone, or why it is refused. NOTE: reading the
 * metadata decodes no pixel; sharp's pixel limit here would refuse a large header as "not a
 * photo" before the words that say why could be chosen, so the limits are checked here and
 * given to the decoding (`decodeOptions`).
 */
async function checkedSize(original: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(original, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    throw coverRefusals.notAnImage();
  }
  if (!acceptedFormats.has(metadata.format)) throw coverRefusals.wrongType(metadata.format);
  const frames = metadata.pages ?? 1;
  if (frames > 1) throw coverRefusals.animated(frames);
  const { width, height } = metadata.autoOrient;
  if (width * height > maxPixels) throw coverRefusals.tooManyPixels(width, height);
  if (width < coverMinimumSize.width || height < coverMinimumSize.height) {
    throw coverRefusals.tooSmall(width, height);
  }
  if (width > coverShape.widest * height || height > coverShape.tallest * width) {
    throw coverRefusals.wrongShape(width, height);
  }
  return { width, height };
}

/**
 * The photo decoded once: upright, on white where it was transparent, and no larger than its
 * files need (the widest stored size, or the share image's crop). Every file is made from these
 * pixels, so a large photo is decoded once, not once a file.
 */
async function uprightPixels(original: Buffer, cover: CoverName): Promise<Sharp> {
  const scale = Math.min(
    1,
    Math.max(Math.max(...coverWidths) / cover.width, coverShareSize.height / cover.height),
  );
  const { data, info } = await sharp(original, decodeOptions)
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize({
      width: Math.round(cover.width * scale),
      height: Math.round(cover.height * scale),
      fit: 'fill',
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, {
    ...decodeOptions,
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
}

/** Every file of the photo, in memory: nothing is stored until the whole photo has been read. */
async function coverFiles(
  original: Buffer,
  cover: CoverName,
): Promise<{ sizes: CoverFile[]; share: CoverFile }> {
  try {
    const upright = await uprightPixels(original, cover);
    // sharp writes no metadata unless asked.
    const sizes = storedWidths(cover.width).flatMap((width) => {
      const height = Math.round((cover.height * width) / cover.width);
      return coverFormats.map(async ({ extension, contentType }) => ({
        key: coverKey(cover.name, width, extension),
        contentType,
        body: await encoders[extension](
          upright.clone().resize({ width, height, fit: 'fill' }),
        ).toBuffer(),
      }));
    });
    const share = upright
      .clone()
      .resize({ ...coverShareSize, fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
      .then((body) => ({ key: coverShareKey(cover.name), contentType: 'image/jpeg', body }));
    const [sizeFiles, shareFile] = await Promise.all([Promise.all(sizes), share]);
    return { sizes: sizeFiles, share: shareFile };
  } catch {
    throw coverRefusals.corrupt();
  }
}

/**
 * Checks, converts and stores an uploaded photo; throws CoverRefused for one the organiser must
 * replace. The answer is what the editor puts in the event's document (`cover.image`) and the
 * photo's upright size.
 */
export async function storeCover(
  storage: MediaStorage,
  original: Buffer,
): Promise<CoverName & { alreadyStored: boolean }> {
  const { width, height } = await checkedSize(original);
  const hash = createHash('sha256').update(original).digest('hex');
  const cover = { name: coverNameOf(hash, width, height), width, height };
  if (await storage.has(coverShareKey(cover.name))) return { ...cover, alreadyStored: true };
  const { sizes, share } = await coverFiles(original, cover);
  // Two uploads of one photo at once write the same keys with the same bytes: either wins.
  await Promise.all(sizes.map((file) => storage.put(file.key, file.body, file.contentType)));
  // The share image last: its presence says the set is whole (coverExists).
  await storage.put(share.key, share.body, share.contentType);
  return { ...cover, alreadyStored: false };
}

/**
 * Whether an event's document may name this photo (`cover.image`): a name an upload gives, whose
 * files are all stored. The editor's field error when not: `Upload the photo again.`
 */
export async function coverExists(storage: MediaStorage, name: string): Promise<boolean> {
  return parseCoverName(name) !== undefined && storage.has(coverShareKey(name));
}

/** The photo's 1200×630 JPEG for the event's share image; undefined when it is not stored. */
export async function coverForShare(
  storage: MediaStorage,
  name: string,
): Promise<Buffer | undefined> {
  if (!parseCoverName(name)) return undefined;
  return readMedia(storage, coverShareKey(name));
}
