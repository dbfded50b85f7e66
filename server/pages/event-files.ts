/**
 * What an event gives outside its page, made from the stored event when first asked for and
 * kept in memory until it changes (docs/decisions/039-event-files-made-on-request.md): its
 * calendar file, its share image and the sitemap's list of event pages. An event's version is
 * its `updated_at`: every save moves it on, so a file made from an older save is never served.
 */
import { eventEndsAt, eventPhase, type EventPhase } from '#schemas/events/event-availability.ts';
import { createHash } from 'node:crypto';
import { boundedCache, type CacheLimits } from './bounded-cache.ts';
import type { Executor } from '../db/database.ts';
import { eventBySlug, listEvents } from '../events/event-store.ts';
import { artworkSvg } from '#schemas/artwork/artwork.ts';
import { artworkOf } from '#schemas/artwork/artwork-cover.ts';
import {
  buildCalendarFile,
  calendarFeed,
  eventCalendarUid,
  type FeedEvent,
} from '#schemas/events/calendar/event-calendar.ts';
import { eventPlace } from '#schemas/events/calendar/calendar-links.ts';
import { toEventPage, type EventRecord } from '#schemas/events/event-record.ts';
import { eventArtworkSize } from '#schemas/pages/share-images.ts';
import { renderShareImage, type ShareCard } from './share-image.ts';
import { sitemapUrls, sitemapXml } from './sitemap.ts';

export type MadeFile = { body: Buffer; etag: string };

function madeFile(body: Buffer | string): MadeFile {
  const bytes = Buffer.from(body);
  return {
    body: bytes,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * Files made per key and version: asked for again at the same version, the same file; asked for
 * by two requests at once, made once (both wait for the one promise). Those made are kept within
 * `limits`, the least recently asked for going first (docs/decisions/050-one-address-per-page.md).
 */
function versionedFiles(limits: CacheLimits) {
  const kept = boundedCache<{ version: string; file: MadeFile }>(
    limits,
    ({ file }) => file.body.length,
  );
  const making = new Map<string, { version: string; file: Promise<MadeFile> }>();
  return (key: string, version: string, make: () => Promise<MadeFile>): Promise<MadeFile> => {
    const made = kept.get(key);
    if (made?.version === version) return Promise.resolve(made.file);
    const pending = making.get(key);
    if (pending?.version === version) return pending.file;
    const file = make();
    making.set(key, { version, file });
    // Kept once made, unless a newer version began meanwhile; one that failed is made again.
    void file
      .then(
        (done) => {
          if (making.get(key)?.file === file) kept.set(key, { version, file: done });
        },
        () => undefined,
      )
      .finally(() => {
        if (making.get(key)?.file === file) making.delete(key);
      });
    return file;
  };
}

const mebibyte = 1024 * 1024;

/**
 * What the event files may hold (docs/decisions/050-one-address-per-page.md): a calendar file
 * (about 1 kB) and a share image (201–245 kB) per public event, and the one sitemap.
 */
export const eventFilesLimits = {
  calendars: { entries: 1_000, bytes: 4 * mebibyte },
  artworks: { entries: 1_000, bytes: 16 * mebibyte },
  images: { entries: 200, bytes: 48 * mebibyte },
  sitemaps: { entries: 1, bytes: 4 * mebibyte },
  feeds: { entries: 1, bytes: 4 * mebibyte },
} satisfies Record<string, CacheLimits>;

/** A page anyone may read: published, or cancelled (its page stays up with a notice). */
function isPublic(record: EventRecord): boolean {
  return record.status !== 'draft';
}

/** What an event's share image says: its eyebrow, title, date and place, on its motif. */
export function eventShareCard(record: EventRecord): ShareCard {
  const page = toEventPage(record);
  const date = page.facts.find((fact) => fact.kind === 'date')?.value;
  const detail = [date, eventPlace(page)].filter(Boolean).join(' · ');
  return {
    seed: `/events/${page.slug}`,
    title: page.title,
    eyebrow: page.eyebrow,
    ...(detail && { detail }),
    ...(page.motif && { motif: page.motif }),
  };
}

/**
 * Whether the calendar feed holds the event at `now`: published and still to come, or cancelled
 * before its end (so a calendar that holds it shows it cancelled); never a draft or one past.
 */
function inFeed(record: EventRecord, now: Date): boolean {
  const phase = eventPhase(record, now);
  if (phase === 'open' || phase === 'closed') return true;
  const endsAt = eventEndsAt(record.document.schedule);
  return phase === 'cancelled' && endsAt !== undefined && endsAt > now;
}

/** `https://…/events/<slug>`: the event pages' entries of a sitemap. */
function isEventPageUrl(url: string): boolean {
  return /^\/events\/[^/]+$/.test(new URL(url).pathname);
}

export type EventFilesOptions = {
  executor: Executor;
  siteUrl: string;
  /** The events' clock (server/app.ts `eventsNow`): what is still to come and what is past. */
  now?: () => Date;
  /** The event's uploaded cover photo as a 1200×630 JPEG; none: the generated artwork. */
  coverPhoto?: (record: EventRecord) => Promise<Buffer | undefined>;
};

/**
 * How much an event's page matters in the sitemap: one still to come (open or closed) more than
 * the site's other pages, one that has taken place or was cancelled less
 * (docs/product/rules.md#open-closed-past).
 */
export function eventPriority(phase: EventPhase): number {
  return phase === 'past' || phase === 'cancelled' ? 0.3 : 0.8;
}

export function eventFiles({
  executor,
  siteUrl,
  coverPhoto,
  now = () => new Date(),
}: EventFilesOptions) {
  const calendars = versionedFiles(eventFilesLimits.calendars);
  const artworks = versionedFiles(eventFilesLimits.artworks);
  const images = versionedFiles(eventFilesLimits.images);
  const sitemaps = versionedFiles(eventFilesLimits.sitemaps);
  const feeds = versionedFiles(eventFilesLimits.feeds);

  /** What an event's own calendar file says of it, for its file and for the feed. */
  function feedEvent(record: EventRecord): FeedEvent {
    const slug = record.document.slug;
    return {
      page: toEventPage(record),
      uid: eventCalendarUid(slug, siteUrl),
      // The file's own date is the save it was made from, so every instance makes the same.
      stamp: new Date(record.updatedAt),
      sequence: record.calendarSequence,
      cancelled: record.status === 'cancelled',
    };
  }

  async function publicEvent(slug: string): Promise<EventRecord | undefined> {
    const record = await eventBySlug(executor, slug);
    return record && isPublic(record) ? record : undefined;
  }

  return {
    /**
     * The event's .ics (schemas/events/calendar/event-calendar.ts); undefined for a draft, or
     * without a day.
     */
    async calendarFile(slug: string): Promise<MadeFile | undefined> {
      const record = await publicEvent(slug);
      if (!record) return undefined;
      const { page, ...options } = feedEvent(record);
      if (!page.calendar) return undefined;
      return calendars(slug, record.updatedAt, async () =>
        madeFile(buildCalendarFile(page, { ...options, siteUrl })!),
      );
    },

    /**
     * The calendar a member subscribes to (`/events.ics`, schemas/events/calendar/event-calendar.ts
     * `calendarFeed`): the published events still to come, soonest first, and those cancelled
     * before their end; only events with a day. Made again when one of them is saved or the clock
     * moves one out.
     */
    async feed(): Promise<MadeFile> {
      const at = now();
      const held = (await listEvents(executor))
        .filter((record) => inFeed(record, at))
        .map(feedEvent)
        .filter(({ page }) => page.calendar !== undefined)
        .sort((a, b) => a.page.calendar!.start.localeCompare(b.page.calendar!.start));
      const version = held.map(({ uid, stamp }) => `${uid} ${stamp!.toISOString()}`).join('\n');
      return feeds('feed', version, async () => madeFile(calendarFeed(held, siteUrl)));
    },

    /**
     * The event's artwork as an SVG band, the one its page draws at its top (1200 × 320, its
     * motif's scene; docs/design.md#artwork), for its card; undefined for a draft. Numbers and
     * the brand's colours only: no words of the event are in it.
     */
    async artwork(slug: string): Promise<MadeFile | undefined> {
      const record = await publicEvent(slug);
      if (!record) return undefined;
      return artworks(slug, record.updatedAt, async () =>
        madeFile(
          artworkSvg(
            artworkOf(
              `/events/${slug}`,
              eventArtworkSize.width,
              eventArtworkSize.height,
              record.document.motif,
            ),
          ),
        ),
      );
    },

    /** The event's share image (server/pages/share-image.ts); undefined for a draft. */
    async shareImage(slug: string): Promise<MadeFile | undefined> {
      const record = await publicEvent(slug);
      if (!record) return undefined;
      return images(slug, record.updatedAt, async () =>
        madeFile(await renderShareImage(eventShareCard(record), await coverPhoto?.(record))),
      );
    },

    /**
     * The built sitemap with its event pages replaced by the public events' addresses today,
     * where the first of them stood (after the events listing).
     */
    async sitemap(built: string): Promise<MadeFile> {
      const at = now();
      const events = (await listEvents(executor)).filter(isPublic).map((record) => ({
        url: `${siteUrl}/events/${record.document.slug}`,
        priority: eventPriority(eventPhase(record, at)),
      }));
      const version = events.map(({ url, priority }) => `${url} ${priority}`).join('\n');
      return sitemaps('sitemap', version, async () => {
        const urls = sitemapUrls(built);
        const first = urls.findIndex(isEventPageUrl);
        const kept = urls.filter((url) => !isEventPageUrl(url));
        const listing = kept.indexOf(`${siteUrl}/events`);
        const index = first >= 0 ? first : listing >= 0 ? listing + 1 : kept.length;
        return madeFile(sitemapXml([...kept.slice(0, index), ...events, ...kept.slice(index)]));
      });
    },
  };
}

export type EventFiles = ReturnType<typeof eventFiles>;
