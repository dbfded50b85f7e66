import { execFileSync } from 'node:child_process';

/** Debian's Chromium, launched as the end-to-end tests launch it (playwright.config.ts). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumVersion(): string {
  // NOTE: Debian's /usr/bin/chromium wrapper prints a harmless shell warning on stderr.
  return execFileSync(chromiumPath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
}
