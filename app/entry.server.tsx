import { createReadableStreamFromReadable } from '@react-router/node';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type HandleDocumentRequestFunction } from 'react-router';

/**
 * The keys under which the server hands the routes the stored events and its reception of a form
 * sent without scripts (server/pages/rendered-pages.ts).
 */
export { siteDataContext } from '#app/lib/site-data.ts';
export { pageFormReceptionContext } from '#app/features/forms/page-form-action.ts';

/**
 * Renders a page whole: at build for the prerendered screens (docs/decisions/002), and in the
 * server for the pages showing events (docs/decisions/036-pages-from-the-database.md), which
 * keeps each in memory. It waits for every Suspense boundary, so code-split parts such as the
 * footer's resource cards are in the HTML in place: no streamed segments and no inline scripts
 * to swap them in.
 */
const handleRequest: HandleDocumentRequestFunction = async (
  request,
  status,
  headers,
  routerContext,
) => {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      // React outlines a large boundary after the first 12.8 kB of a page, to be swapped in by an
      // inline script; a static page has no reason to, so every boundary stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
        console.error(error);
      },
    },
  );
  // A page that could not be rendered in full must fail the build, not be written half-empty.
  if (failure) throw failure;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(createReadableStreamFromReadable(prelude), { status, headers });
};

export default handleRequest;
