/**
 * `npm run screenshots [-- --only /events/waves-ai,/about]`: every screen of the built site at
 * phone (390 px) and desktop (1280 px) width, light and dark, full page, into `screenshots/`
 * (gitignored) with an `index.html` that shows them side by side, so every page is looked at in
 * one place before a design is called done (docs/design.md). Runs the built server on a scratch
 * database.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { routeEntries } from '#app/route-table.ts';
import { freePort, startBuiltServer, stopBuiltServer } from '#tests/setup/built-server.ts';
import { createSqliteTestDatabase } from '#tests/setup/test-database.ts';
import { chromiumFlags, chromiumPath } from './bench/chromium.ts';

const widths = [390, 1280] as const;
const themes = ['light', 'dark'] as const;
const outputDirectory = path.resolve('screenshots');

/** Every screen once (a twin shows its page), the sign-in and the not-found screen. */
function screenPaths(only: string | undefined): string[] {
  const all = [...new Set(routeEntries.map((entry) => entry.canonicalPath)), '/not-a-page'];
  if (!only) return all;
  const wanted = new Set(only.split(','));
  return all.filter((screen) => wanted.has(screen));
}

function fileName(screen: string, width: number, theme: string): string {
  const name = screen === '/' ? 'home' : screen.slice(1).replaceAll('/', '--');
  return `${name}-${width}-${theme}.png`;
}

function gallery(screens: readonly string[]): string {
  const rows = screens.map((screen) => {
    const cells = themes.flatMap((theme) =>
      widths.map((width) => {
        const file = fileName(screen, width, theme);
        return `<figure><a href="${file}"><img src="${file}" loading="lazy" width="${width === 390 ? 195 : 480}" alt=""></a><figcaption>${width} px · ${theme}</figcaption></figure>`;
      }),
    );
    return `<section><h2>${screen}</h2><div class="row">${cells.join('')}</div></section>`;
  });
  return `<!doctype html><meta charset="utf-8"><title>Screenshots</title><style>body{font:14px system-ui;margin:24px;background:#eee}h2{font-size:16px}.row{display:flex;gap:16px;align-items:flex-start}figure{margin:0}img{display:block;border:1px solid #999;background:#fff}</style>${rows.join('')}`;
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  const screens = screenPaths(values.only);
  await rm(outputDirectory, { recursive: true, force: true });
  await mkdir(outputDirectory, { recursive: true });
  const scratch = createSqliteTestDatabase();
  const server = await startBuiltServer({ port: await freePort(), target: scratch.target });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    for (const theme of themes) {
      for (const width of widths) {
        const context = await browser.newContext({
          viewport: { width, height: width === 390 ? 844 : 800 },
          colorScheme: theme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        for (const screen of screens) {
          await page.goto(`${server.origin}${screen}`, { waitUntil: 'networkidle' });
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({
            path: path.join(outputDirectory, fileName(screen, width, theme)),
            fullPage: true,
          });
        }
        await context.close();
      }
    }
    await writeFile(path.join(outputDirectory, 'index.html'), gallery(screens));
    console.log(
      `Wrote ${screens.length * widths.length * themes.length} screenshots and index.html to ${outputDirectory}`,
    );
  } finally {
    await browser.close();
    await stopBuiltServer(server);
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
