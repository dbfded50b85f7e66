import { useSyncExternalStore } from 'react';
import { siteConfig } from '#content/site.ts';

/** Is this hostname the community's own domain (it contains the domain marker)? */
export function isCommunityDomain(hostname: string, marker: string = siteConfig.domainMarker) {
  return hostname.toLowerCase().includes(marker.toLowerCase());
}

// The hostname never changes while a page is open.
const subscribe = () => () => {};

/**
 * NOTE: pages are prerendered without a hostname, so the server snapshot (also used while
 * hydrating) is "not our domain"; the browser's hostname is read right after hydration.
 */
export function useIsCommunityDomain(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isCommunityDomain(window.location.hostname),
    () => false,
  );
}
