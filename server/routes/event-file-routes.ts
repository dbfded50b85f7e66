import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteConfig } from '#content/site.ts';
import { calendarFeedPath } from '#schemas/events/calendar/calendar-links.ts';
import type { Database } from '#server/db/database.ts';
import { eventFiles, type EventFilesOptions, type MadeFile } from '#server/pages/event-files.ts';
import type { StaticSite } from '#server/pages/static-site.ts';

/**
 * The files an event gives outside its page, made from the stored event
 * (server/pages/event-files.ts; docs/decisions/039-event-files-made-on-request.md):
 * `/calendar/<slug>.ics`, `/events.ics` (the calendar feed of the events to come),
 * `/share/events--<slug>.png` (schemas/pages/share-images.ts names it),
 * `/artwork/events--<slug>.svg` (the cards' picture) and `/sitemap.xml`. A draft's and an unknown
 * event's answer 404, as the site's other missing files.
 */

/** They change when the organiser saves: a client asks again each time, an ETag makes it cheap. */
const revalidate = 'public, max-age=0, must-revalidate';

function sendMade(
  request: FastifyRequest,
  reply: FastifyReply,
  file: MadeFile,
  contentType: string,
) {
  reply.header('cache-control', revalidate).header('etag', file.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === file.etag)) {
    return reply.code(304).send();
  }
  return reply.type(contentType).send(file.body);
}

/** `<slug><suffix>` → the slug, when it is one an event can have. */
function slugOf(name: string, suffix: string): string | undefined {
  if (!name.endsWith(suffix)) return undefined;
  const slug = name.slice(0, -suffix.length);
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? slug : undefined;
}

export async function eventFileRoutes(
  app: FastifyInstance,
  {
    database,
    site,
    coverPhoto,
    now,
  }: {
    database: Database;
    site?: StaticSite;
    coverPhoto?: EventFilesOptions['coverPhoto'];
    now?: EventFilesOptions['now'];
  },
) {
  await app.register(compress, { global: true, threshold: 1024 });
  const files = eventFiles({ executor: database, siteUrl: siteConfig.siteUrl, coverPhoto, now });

  const notFound = (reply: FastifyReply) => reply.callNotFound();

  app.get(calendarFeedPath, async (request, reply) =>
    sendMade(request, reply, await files.feed(), 'text/calendar; charset=utf-8'),
  );

  app.get<{ Params: { name: string } }>('/calendar/:name', async (request, reply) => {
    const slug = slugOf(request.params.name, '.ics');
    const file = slug && (await files.calendarFile(slug));
    if (!file) return notFound(reply);
    return sendMade(request, reply, file, 'text/calendar; charset=utf-8');
  });

  app.get<{ Params: { name: string } }>('/share/events--:name', async (request, reply) => {
    const slug = slugOf(request.params.name, '.png');
    const file = slug && (await files.shareImage(slug));
    if (!file) return notFound(reply);
    return sendMade(request, reply, file, 'image/png');
  });

  app.get<{ Params: { name: string } }>('/artwork/events--:name', async (request, reply) => {
    const slug = slugOf(request.params.name, '.svg');
    const file = slug && (await files.artwork(slug));
    if (!file) return notFound(reply);
    return sendMade(request, reply, file, 'image/svg+xml');
  });

  const built = site?.find('/sitemap.xml');
  if (built) {
    const builtXml = built.body.toString('utf8');
    app.get('/sitemap.xml', async (request, reply) =>
      sendMade(request, reply, await files.sitemap(builtXml), 'application/xml; charset=utf-8'),
    );
  }
}
