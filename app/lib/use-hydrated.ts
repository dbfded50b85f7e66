import { useSyncExternalStore } from 'react';
import { needsScriptsAttribute } from '#schemas/pages/page-hydration.ts';

const subscribeToNothing = () => () => {};

/** False while hydrating the prerendered HTML, true from then on (and on pages the app renders). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The props of a control that does nothing without the app (it opens a dialog, shares, copies,
 * draws): until the page has hydrated it is marked inert (`aria-disabled`), and a click on it
 * waits, marked busy, and is made again once the page has (app/lib/hydration.ts). Without
 * JavaScript it stays inert, and looks it (app/app.css).
 */
export function useNeedsScripts() {
  const hydrated = useHydrated();
  return hydrated ? {} : { 'aria-disabled': true, [needsScriptsAttribute]: '' };
}
