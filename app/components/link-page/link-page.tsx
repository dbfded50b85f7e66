import type { ComponentType, ReactNode } from 'react';
import { useRevalidator, useSearchParams, type MetaDescriptor } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { pageMeta, type PageMetaInput } from '#app/lib/page-meta.ts';

/**
 * The frame of the pages a mail's link opens (app/routes/withdraw.tsx,
 * app/routes/your-data-view.tsx, app/routes/admin-join.tsx; the feedback page,
 * app/routes/feedback.tsx, shares its head): the link's token and the one way to ask the server
 * about it, the panel a page says each of its states in, the prerendered panel shown while the
 * link is read, and the one shown when the site could not be asked. A page with a frame of its
 * own (the admin's) hands its panel to the last two.
 *
 * NOTE: the route manifest, which every page loads, names each file a route imports, and `/` has
 * no bytes to spare (docs/performance.md). So this is one module, one file for the pages to
 * share; and in each page the client loader, the action and the fallback use some code of the
 * page's own, since React Router splits one that shares nothing with its route into a file of its
 * own (`splitRouteModules`), another name in the manifest.
 */

/** The head of a link page: it names one person, so no search engine lists it or follows it. */
export function linkPageMeta(input: PageMetaInput) {
  const baseMeta = pageMeta(input);
  return (args: { location: { pathname: string } }): MetaDescriptor[] => [
    ...baseMeta(args),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** The site could not be asked: the page offers to try again, and nothing has changed. */
export type Unreachable = { state: 'unreachable' };

/** What a link page's API answers, or that the link was cut short, or that nobody answered. */
export type LinkAnswer<Answer> = Answer | Unreachable | { state: 'invalid' };

const tokenParam = 'token';

/** The token from the mail's link, in a loader or an action; absent, the link was cut short. */
export function linkTokenOf(request: Request): string {
  return new URL(request.url).searchParams.get(tokenParam) ?? '';
}

/** The token from the mail's link, in the page. */
export function useLinkToken(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get(tokenParam) ?? '';
}

/** Posts the link's token, and only it, as the JSON body the link pages' API routes read. */
export function postLinkToken(path: string, token: string): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
}

/**
 * Asks the API route at `path` what the request's link names, or has it do what the link is for.
 * A link without a token is invalid without asking; a 5xx answer or none at all is
 * `unreachable`; any other answer is the server's own, which says why a link does not work.
 */
export async function askWithLinkToken<Answer>(
  path: string,
  request: Request,
): Promise<LinkAnswer<Answer>> {
  const token = linkTokenOf(request);
  if (!token) return { state: 'invalid' };
  try {
    const response = await postLinkToken(path, token);
    if (response.status >= 500) return { state: 'unreachable' };
    return (await response.json()) as Answer;
  } catch {
    return { state: 'unreachable' };
  }
}

export type LinkPanelProps = { title: string; children: ReactNode };

/** A page that says one thing, or (`wide`) one that goes on to show a person's data. */
const panelWidths = { narrow: 'max-w-xl', wide: 'max-w-3xl' } as const;

/** The heading of a link page, in its panel or above a page of its own. */
export function LinkPageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{children}</h1>;
}

export function LinkPanel({
  title,
  children,
  width = 'narrow',
}: LinkPanelProps & { width?: keyof typeof panelWidths }) {
  return (
    <section className={`mx-auto ${panelWidths[width]} px-4 py-16 sm:px-6`}>
      <LinkPageTitle>{title}</LinkPageTitle>
      <div className="mt-6 grid gap-4 text-lg text-muted-foreground">{children}</div>
    </section>
  );
}

type InPanel = { panel?: ComponentType<LinkPanelProps> };

/** The prerendered page, until the link is read: a link page's `HydrateFallback`. */
export function CheckingLink({ title, panel: Panel = LinkPanel }: InPanel & { title: string }) {
  return (
    <Panel title={title}>
      <p role="status">Checking your link...</p>
    </Panel>
  );
}

/** The site did not answer: reading the link again is all there is to do. */
export function LinkUnreachable({ panel: Panel = LinkPanel }: InPanel) {
  const revalidator = useRevalidator();
  return (
    <Panel title="We could not reach the site">
      <p>Nothing has changed. Please check your connection and try again.</p>
      <div>
        <Button type="button" onClick={() => void revalidator.revalidate()}>
          Try again
        </Button>
      </div>
    </Panel>
  );
}
