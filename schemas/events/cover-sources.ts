/**
 * An event's cover photo as stored (docs/decisions/040-cover-photos.md): its name is
 * `<hash>-<width>x<height>`, the first 32 hex digits of the SHA-256 of the uploaded file and
 * the upright photo's size, so the name alone says which sizes exist and the page reserves the
 * photo's box before it loads. Plain functions, no zod: the page and the server both use them.
 */

/** The widths written, each only when the photo is at least as wide (never upscaled). */
export const coverWidths = [480, 960, 1600] as const;

/** The formats written of each width, best first: a browser takes the first it knows. */
export const coverFormats = [
  { extension: 'avif', contentType: 'image/avif' },
  { extension: 'webp', contentType: 'image/webp' },
  { extension: 'jpg', contentType: 'image/jpeg' },
] as const;

export type CoverExtension = (typeof coverFormats)[number]['extension'];

/** The share image's size (Open Graph's 1.91:1), cropped from the photo. */
export const coverShareSize = { width: 1200, height: 630 } as const;

/** Where the stored media are served: `/media/<key>`, the key as the storage knows it. */
export const mediaPathPrefix = '/media';

const coverNamePattern = /^([0-9a-f]{32})-([1-9]\d{0,4})x([1-9]\d{0,4})$/;

export type CoverName = { name: string; width: number; height: number };

/** The stored name of a photo with this hash (hex) and upright size. */
export function coverNameOf(hash: string, width: number, height: number): string {
  return `${hash.slice(0, 32)}-${width}x${height}`;
}

/** The photo a stored name stands for; undefined for a name no upload gives. */
export function parseCoverName(name: string): CoverName | undefined {
  const match = coverNamePattern.exec(name);
  if (!match) return undefined;
  return { name, width: Number(match[2]), height: Number(match[3]) };
}

/** The widths stored of a photo this wide: the standard ones below it, and its own up to 1600. */
export function storedWidths(width: number): number[] {
  const largest = Math.min(width, Math.max(...coverWidths));
  return [...coverWidths.filter((standard) => standard < largest), largest];
}

/** The storage's key of one stored size: `covers/<name>/<width>.<extension>`. */
export function coverKey(name: string, width: number, extension: CoverExtension): string {
  return `covers/${name}/${width}.${extension}`;
}

/** The storage's key of the share image, written last: its presence means the set is whole. */
export function coverShareKey(name: string): string {
  return `covers/${name}/share.jpg`;
}

/** The URL of one stored size. */
export function coverPath(name: string, width: number, extension: CoverExtension): string {
  return `${mediaPathPrefix}/${coverKey(name, width, extension)}`;
}

export type CoverSources = {
  /** The photo's upright size: the `<img>`'s width and height, so nothing shifts. */
  width: number;
  height: number;
  /** One `srcset` per format, in `coverFormats` order. */
  sources: { type: string; extension: CoverExtension; srcSet: string }[];
  /** The JPEG the `<img>` falls back to: the largest stored. */
  fallback: string;
};

/** Every URL of a stored photo, by format; undefined for a name no upload gives. */
export function coverSources(name: string): CoverSources | undefined {
  const cover = parseCoverName(name);
  if (!cover) return undefined;
  const widths = storedWidths(cover.width);
  return {
    width: cover.width,
    height: cover.height,
    sources: coverFormats.map(({ extension, contentType }) => ({
      type: contentType,
      extension,
      srcSet: widths.map((width) => `${coverPath(name, width, extension)} ${width}w`).join(', '),
    })),
    fallback: coverPath(name, widths[widths.length - 1]!, 'jpg'),
  };
}
