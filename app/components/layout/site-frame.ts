import { useMatches } from 'react-router';

/**
 * A route's `handle` can leave out the public site's header and footer: the admin draws a frame
 * of its own (docs/product/screens.md#admin).
 */
export type SiteFrameHandle = { siteFrame?: false };

function usesSiteFrame(handle: unknown): boolean {
  return (handle as SiteFrameHandle | undefined)?.siteFrame !== false;
}

/** Whether the page shows the public site's header and footer around its content. */
export function useSiteFrame(): boolean {
  return useMatches().every((match) => usesSiteFrame(match.handle));
}
