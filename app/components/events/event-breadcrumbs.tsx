import { siteConfig, withProductPrefix } from '#content/site.ts';
import { Breadcrumbs } from '#app/components/page-top/breadcrumbs.tsx';

/**
 * Event pages show `wlai › Events › <page>`, linking to /wlai/community and /wlai/events (or to
 * /community and /events where the page says so): docs/product/screens.md#event-pages.
 */
export function EventBreadcrumbs({
  current,
  prefixed = true,
}: {
  current: string;
  prefixed?: boolean;
}) {
  const href = (path: string) => (prefixed ? withProductPrefix(path) : path);
  return (
    <Breadcrumbs
      trail={[
        { label: siteConfig.productSegment, href: href('/community') },
        { label: 'Events', href: href('/events') },
      ]}
      current={current}
    />
  );
}
