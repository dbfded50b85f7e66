/**
 * Draws every page's share image into the built site (react-router.config.ts `buildEnd`;
 * schemas/share-images.ts): 1200×630 PNG with the page's artwork, the brand and its title, and
 * for an event its date and place. satori lays the text out with Inter (as the site shows it)
 * into SVG paths; resvg turns the SVG into PNG. Both run at build only.
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { createElement as h, type ReactNode } from 'react';
import satori from 'satori';
import { communityTagline } from '#content/community.ts';
import { eventPages } from '#content/event-pages.ts';
import { siteConfig } from '#content/site.ts';
import { artworkOf } from '#schemas/artwork-cover.ts';
import { artworkSvg, brandColours, brandMarkSvg } from '#schemas/artwork.ts';
import { shareImagePath, shareImageSize } from '#schemas/share-images.ts';
import { routeEntries } from '#app/route-table.ts';
import { interFile } from './inter-files.ts';

export type ShareCard = {
  /** Seeds the artwork: the page's path. */
  seed: string;
  title: string;
  eyebrow?: string;
  /** An event's date and place. */
  detail?: string;
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

function dataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function card({ seed, title, eyebrow, detail }: ShareCard): ReactNode {
  const { width, height } = shareImageSize;
  const column = { display: 'flex', flexDirection: 'column' } as const;
  return h(
    'div',
    { style: { ...column, width, height, position: 'relative', fontFamily: 'Inter' } },
    h('img', {
      src: dataUri(artworkSvg(artworkOf(seed, width, height))),
      width,
      height,
      style: { position: 'absolute', left: 0, top: 0 },
    }),
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
        h('img', { src: dataUri(brandMarkSvg(52, brandColours.lilac)), width: 52, height: 52 }),
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

/** One share image as PNG bytes. */
export async function renderShareImage(share: ShareCard): Promise<Buffer> {
  const svg = await satori(card(share), { ...shareImageSize, fonts: await interFonts() });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: shareImageSize.width } }).render();
  return png.asPng();
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The page's own title as its prerendered `<title>` gives it, without the brand. */
export function pageTitleOf(html: string): string {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const title = raw.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity]!);
  return title.replace(new RegExp(` \\| ${siteConfig.brand}$`), '');
}

/** What a page's card says: its title; an event its eyebrow, date and place. */
export function shareCardOf(canonicalPath: string, title: string): ShareCard {
  const event = eventPages.find((page) => `/events/${page.slug}` === canonicalPath);
  if (event) {
    const fact = (kinds: string[]) => event.facts.find((item) => kinds.includes(item.kind))?.value;
    const detail = [fact(['date']), fact(['venue', 'online'])].filter(Boolean).join(' · ');
    return { seed: canonicalPath, title: event.title, eyebrow: event.eyebrow, detail };
  }
  if (title === siteConfig.brand) return { seed: canonicalPath, title: communityTagline };
  return { seed: canonicalPath, title };
}

/**
 * The titles of the pages the server renders from the stored events (the home page, the
 * listing), which have no prerendered HTML to read them from: their route modules' titles.
 */
const titlesOfRenderedPages: Record<string, string> = {
  '/': siteConfig.brand,
  '/community': siteConfig.brand,
  '/events': 'Events',
};

/** Writes every page's image under `clientDirectory`; returns their URL paths. */
export async function writeShareImages(clientDirectory: string): Promise<string[]> {
  const prerendered = routeEntries
    .filter((entry) => !entry.fromEvents)
    .map((entry) => entry.canonicalPath);
  const events = eventPages.map((page) => `/events/${page.slug}`);
  const paths = [...new Set([...prerendered, ...Object.keys(titlesOfRenderedPages), ...events])];
  const written: string[] = [];
  for (const canonicalPath of paths) {
    const title =
      titlesOfRenderedPages[canonicalPath] ??
      (events.includes(canonicalPath)
        ? ''
        : pageTitleOf(
            await readFile(path.join(clientDirectory, canonicalPath, 'index.html'), 'utf8'),
          ));
    const urlPath = shareImagePath(canonicalPath);
    const file = path.join(clientDirectory, urlPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await renderShareImage(shareCardOf(canonicalPath, title)));
    written.push(urlPath);
  }
  return written;
}
