import { hydratedEvent } from '#schemas/pages/page-hydration.ts';

declare global {
  interface Window {
    /** Set by the starter once the app has hydrated. */
    __siteHydrated?: boolean;
  }
}

/**
 * Called once the app has hydrated (root.tsx). The starter does the rest (the flag, the bench's
 * mark, a held form or control): the home page's JavaScript budget has no room for more here.
 */
export function announceHydrated(): void {
  document.dispatchEvent(new Event(hydratedEvent));
}
