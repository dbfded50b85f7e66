import { existsSync } from 'node:fs';

/**
 * The browser the end-to-end tests drive (docs/decisions/076-end-to-end-tests-on-the-headless-shell.md):
 * Debian's Chromium headless shell (`apt-get install chromium-headless-shell`), the build of
 * Chromium Playwright itself runs headless tests on, where it is installed; else Debian's full
 * Chromium. `CHROMIUM_PATH` picks another. Lighthouse keeps the full browser
 * (scripts/bench/chromium.ts).
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

export const testBrowserPath =
  process.env.CHROMIUM_PATH ??
  (existsSync(headlessShellPath) ? headlessShellPath : '/usr/bin/chromium');

/** No sandbox (the tests run as root), no GPU, nothing fetched from elsewhere. */
export const testBrowserFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
