/**
 * The settings of a built server a browser spec starts for itself (beside the shared one that
 * playwright.config.ts starts): as there, Chromium's workers share the 2 cores with the server,
 * so event-loop stalls here are CPU starvation, not overload. Load shedding is tested in
 * tests/hardening.
 */
export const ownServerEnv = { LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' } as const;
