import type { FastifyInstance } from 'fastify';
import {
  coverFormats,
  coverKey,
  mediaPathPrefix,
  parseCoverName,
  storedWidths,
} from '#schemas/events/cover-sources.ts';
import type { MediaStorage } from '#server/media/media-storage.ts';

const sizeFilePattern = /^([1-9]\d{0,4})\.([a-z]+)$/;

/** The stored key a cover URL names, or undefined for any file no upload wrote. */
function coverKeyOf(name: string, file: string) {
  const cover = parseCoverName(name);
  const size = sizeFilePattern.exec(file);
  if (!cover || !size) return undefined;
  const width = Number(size[1]);
  const format = coverFormats.find(({ extension }) => extension === size[2]);
  if (!format || !storedWidths(cover.width).includes(width)) return undefined;
  return coverKey(name, width, format.extension);
}

/**
 * `GET /media/covers/<name>/<width>.<avif|webp|jpg>` (schemas/events/cover-sources.ts), from the
 * disk or the bucket: a name says its content, so a file is cached for a year, unchanged. Only the
 * URLs
 * `coverSources` gives are read; anything else is the site's 404, the storage never asked.
 */
export function mediaRoutes(app: FastifyInstance, { storage }: { storage: MediaStorage }) {
  app.get<{ Params: { name: string; file: string } }>(
    `${mediaPathPrefix}/covers/:name/:file`,
    async (request, reply) => {
      const key = coverKeyOf(request.params.name, request.params.file);
      if (!key) return reply.callNotFound();
      const etag = `"${key.replaceAll('/', '-')}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const stored = await storage.get(key);
      if (!stored) {
        reply.removeHeader('cache-control').removeHeader('etag');
        return reply.callNotFound();
      }
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.length)
        .send(stored.body);
    },
  );
}
