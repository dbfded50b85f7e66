import { withProductPrefix } from '#content/site.ts';
import { adminRoutePaths } from '#schemas/organisers/admin-addresses.ts';

/**
 * The ONE route table (docs/product/screens.md#routes). `routes.ts`, the prerender list and the
 * sitemap are all generated from it.
 */
export type Screen = {
  path: string;
  /** Route module, relative to `app/`. */
  file: string;
  /** Also served under `/wlai/...` (every route but the banner page). */
  twin?: boolean;
  /** Listed in sitemap.xml (the admin and the banner page are not). */
  listed?: boolean;
  /**
   * Rendered by the server at request time from the stored events, not prerendered
   * (docs/decisions/036-pages-from-the-database.md): the pages that show events.
   */
  fromEvents?: boolean;
  /**
   * Answered whole by the server from its prerendered page, without the app's scripts: the page
   * names one person, and its form works the same without scripts (the feedback page,
   * docs/decisions/065-feedback-after-the-event.md).
   */
  withoutScripts?: boolean;
  /** Route modules nested in this one's (the admin's places); `index` is its own address's. */
  children?: readonly ChildRoute[];
};

/** A route module nested in a screen's: at a path below it, or at the screen's own (`index`). */
export type ChildRoute = { name: string; file: string } & ({ index: true } | { path: string });

/**
 * The admin's places (docs/decisions/063-admin-places-with-addresses.md), at the addresses of
 * schemas/organisers/admin-addresses.ts: each a route of its own, loading its own data. One module
 * serves them all (routes/admin/place.tsx, which names the place its address matches): every page
 * loads the route manifest, where a module per place cost about 40 bytes gzip each
 * (docs/performance.md). The root is the Event registrations view, which the `/wlai/admin` twin
 * shows too; the places below it have no twin.
 */
const adminPlaceFile = 'routes/admin/place.tsx';

const adminPlaces: readonly ChildRoute[] = [
  { name: 'registrations', index: true, file: adminPlaceFile },
  ...adminRoutePaths.map((path): ChildRoute => ({ name: path, path, file: adminPlaceFile })),
];

export const screens: readonly Screen[] = [
  { path: '/', file: 'routes/community-home.tsx', fromEvents: true },
  { path: '/community', file: 'routes/community-home.tsx', fromEvents: true },
  { path: '/events', file: 'routes/events.tsx', fromEvents: true },
  { path: '/about', file: 'routes/about.tsx' },
  { path: '/summit', file: 'routes/summit.tsx' },
  { path: '/the-board', file: 'routes/the-board.tsx' },
  { path: '/partners', file: 'routes/partners.tsx' },
  { path: '/ai-whisperer', file: 'routes/ai-whisperer.tsx' },
  { path: '/reports', file: 'routes/reports.tsx' },
  { path: '/admin', file: 'routes/admin.tsx', listed: false, children: adminPlaces },
  // The link in an organiser's invitation (docs/product/screens.md#join-the-admin).
  { path: '/admin/join', file: 'routes/admin-join.tsx', twin: false, listed: false },
  // The withdraw link in application mails (docs/product/screens.md#withdraw); it names one
  // application, so it is no content.
  { path: '/withdraw', file: 'routes/withdraw.tsx', twin: false, listed: false },
  { path: '/founding-25', file: 'routes/founding-members.tsx' },
  { path: '/founding-22', file: 'routes/founding-members.tsx' },
  {
    path: '/founding-member-banners',
    file: 'routes/founding-member-banners.tsx',
    twin: false,
    listed: false,
  },
  { path: '/ai-courses', file: 'routes/ai-courses.tsx' },
  { path: '/ai-hackathons', file: 'routes/ai-hackathons.tsx' },
  { path: '/mentorship', file: 'routes/mentorship.tsx' },
  { path: '/playbook', file: 'routes/playbook.tsx' },
  { path: '/advisory-circle', file: 'routes/advisory-circle.tsx' },
  // What the forms' data is used for (docs/product/screens.md#privacy-notice).
  { path: '/privacy', file: 'routes/privacy.tsx' },
  // Her own access to what is held (docs/product/screens.md#your-data): the request page, the
  // page a request sent without scripts arrives at, and the link's page, which names one person.
  { path: '/your-data', file: 'routes/your-data.tsx' },
  { path: '/your-data/sent', file: 'routes/your-data.tsx', listed: false },
  { path: '/your-data/view', file: 'routes/your-data-view.tsx', twin: false, listed: false },
  // The link in a thank-you mail (docs/product/screens.md#feedback): it names one guest. The
  // server answers it whole, from this page as prerendered (server/feedback/feedback-page.ts).
  {
    path: '/feedback',
    file: 'routes/feedback.tsx',
    twin: false,
    listed: false,
    withoutScripts: true,
  },
  // Every event's page, at its slug (the sitemap lists each stored event's).
  { path: '/events/:slug', file: 'routes/event.tsx', listed: false, fromEvents: true },
];

export type RouteEntry = {
  id: string;
  path: string;
  file: string;
  /** The unprefixed path this entry serves (its canonical path). */
  canonicalPath: string;
  listed: boolean;
  fromEvents: boolean;
  withoutScripts: boolean;
  /** Nested route modules, each with an id of its own. */
  children: readonly (ChildRoute & { id: string })[];
};

function childrenOf(id: string, children: readonly ChildRoute[] = []): RouteEntry['children'] {
  return children.map((child) => ({ ...child, id: `${id}/${child.name}` }));
}

/** Every served path: each screen, then its `/wlai/...` twin where it has one. */
export const routeEntries: readonly RouteEntry[] = screens.flatMap((screen) => {
  const listed = screen.listed ?? true;
  const fromEvents = screen.fromEvents ?? false;
  const withoutScripts = screen.withoutScripts ?? false;
  const id = `screen:${screen.path}`;
  const own: RouteEntry = {
    id,
    path: screen.path,
    file: screen.file,
    canonicalPath: screen.path,
    listed,
    fromEvents,
    withoutScripts,
    children: childrenOf(id, screen.children),
  };
  if (screen.twin === false) return [own];
  const twinPath = withProductPrefix(screen.path);
  const twinId = `screen:${twinPath}`;
  // A twin shows its screen's own address only: the places below it are the screen's.
  const twinChildren = screen.children?.filter((child) => 'index' in child);
  return [
    own,
    {
      id: twinId,
      path: twinPath,
      file: screen.file,
      canonicalPath: screen.path,
      listed: false,
      fromEvents,
      withoutScripts,
      children: childrenOf(twinId, twinChildren),
    },
  ];
});

/**
 * The not-found screen is prerendered once at this path; the server answers every unknown
 * path with that file and HTTP 404.
 */
export const notFoundPrerenderPath = '/__not-found';

/** What the build writes as HTML: every screen but those rendered from the stored events. */
export const prerenderPaths: readonly string[] = [
  ...routeEntries.filter((entry) => !entry.fromEvents).map((entry) => entry.path),
  notFoundPrerenderPath,
];
