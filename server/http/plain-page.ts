import type { FastifyReply } from 'fastify';

/**
 * A page that needs nothing else, never kept: the answer to a form sent without scripts that could
 * not be taken before any page of the site could answer it (a body that cannot be read, another
 * site's post, a form no page sends). `message` and `back` are the site's own words and paths.
 */
export function sendPlainPage(
  reply: FastifyReply,
  status: number,
  {
    title,
    message,
    back,
  }: { title: string; message: string; back?: { href: string; text: string } },
) {
  const link = back ? `<p><a href="${back.href}">${back.text}</a></p>` : '';
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<meta name="color-scheme" content="light dark"><title>${title}</title></head>` +
        `<body><p>${message}</p>${link}</body></html>`,
    );
}
