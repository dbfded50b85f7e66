/**
 * A page's share image (`og:image`; docs/decisions/019-share-images-drawn-at-build.md,
 * docs/decisions/039-event-files-made-on-request.md): 1200×630 PNG with the page's artwork (an
 * event's with its motif) or its cover photo, the brand and its title, and for an event its date
 * and place. satori lays the text out with Inter (as the site shows it) into SVG paths; resvg
 * turns the SVG into PNG. The build draws the prerendered pages' images; the server draws an
 * event's when it is first asked for.
 */
import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import { createElement as h, type ReactNode } from 'react';
import satori from 'satori';
import { siteConfig } from '#content/site.ts';
import { artworkOf } from '#schemas/artwork/artwork-cover.ts';
import {
  artworkSvg,
  brandColours,
  brandMarkSvg,
  type ArtworkMotif,
} from '#schemas/artwork/artwork.ts';
import { shareImageSize } from '#schemas/pages/share-images.ts';
import { interFile } from './inter-files.ts';

export type ShareCard = {
  /** Seeds the artwork: the page's path. */
  seed: string;
  title: string;
  eyebrow?: string;
  /** An event's date and place. */
  detail?: string;
  /** What an event's artwork shows (docs/design.md#artwork). */
  motif?: ArtworkMotif;
};

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700 | 800 }[]> | undefined;

function interFonts() {
  fonts ??= Promise.all(
    ([400, 700, 800] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      data: await readFile(interFile(weight, 'woff')),
    })),
  );
  return fonts;
}

function dataUri(type: string, data: Buffer | string): string {
  return `data:${type};base64,${Buffer.from(data).toString('base64')}`;
}

const fill = { position: 'absolute', left: 0, top: 0 } as const;

/** What the words sit on: the photo under a dark veil that keeps them readable, or the artwork. */
function background({ seed, motif }: ShareCard, cover: Buffer | undefined): ReactNode[] {
  const { width, height } = shareImageSize;
  if (!cover) {
    return [
      h('img', {
        src: dataUri('image/svg+xml', artworkSvg(artworkOf(seed, width, height, motif))),
        width,
        height,
        style: fill,
      }),
    ];
  }
  return [
    h('img', {
      src: dataUri('image/jpeg', cover),
      width,
      height,
      style: { ...fill, objectFit: 'cover' },
    }),
    h('div', {
      style: {
        ...fill,
        width,
        height,
        backgroundImage: `linear-gradient(90deg, ${brandColours.ink}f0 0%, ${brandColours.ink}c8 55%, ${brandColours.deep}70 100%)`,
      },
    }),
  ];
}

function card(share: ShareCard, cover: Buffer | undefined): ReactNode {
  const { title, eyebrow, detail } = share;
  const { width, height } = shareImageSize;
  const column = { display: 'flex', flexDirection: 'column' } as const;
  return h(
    'div',
    { style: { ...column, width, height, position: 'relative', fontFamily: 'Inter' } },
    ...background(share, cover),
    h(
      'div',
      {
        style: {
          ...column,
          justifyContent: 'space-between',
          width,
          height,
          padding: '64px 72px',
        },
      },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center' } },
        h('img', {
          src: dataUri('image/svg+xml', brandMarkSvg(52, brandColours.lilac)),
          width: 52,
          height: 52,
        }),
        h(
          'span',
          { style: { marginLeft: 18, fontSize: 34, fontWeight: 700, color: '#ffffff' } },
          siteConfig.brand,
        ),
      ),
      h(
        'div',
        { style: { ...column, maxWidth: 860 } },
        eyebrow
          ? h(
              'span',
              {
                style: {
                  fontSize: 26,
                  fontWeight: 700,
                  color: brandColours.lilac,
                  textTransform: 'uppercase',
                  letterSpacing: 2,
                  marginBottom: 18,
                },
              },
              eyebrow,
            )
          : null,
        h(
          'span',
          {
            style: {
              fontSize: title.length > 48 ? 58 : 72,
              fontWeight: 800,
              lineHeight: 1.08,
              color: '#ffffff',
            },
          },
          title,
        ),
        detail
          ? h(
              'span',
              {
                style: { marginTop: 24, fontSize: 32, fontWeight: 400, color: brandColours.blush },
              },
              detail,
            )
          : null,
      ),
    ),
  );
}

/** One share image as PNG bytes; `cover` is a 1200×630 JPEG drawn instead of the artwork. */
export async function renderShareImage(share: ShareCard, cover?: Buffer): Promise<Buffer> {
  const svg = await satori(card(share, cover), { ...shareImageSize, fonts: await interFonts() });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: shareImageSize.width } }).render();
  return png.asPng();
}
