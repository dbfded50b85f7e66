import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withoutScripts } from '#schemas/pages/page-hydration.ts';
import { precompress } from '../precompress.ts';

/** Where the bench puts its script-less twins in the built site, for as long as a server starts. */
const twinsDir = '__bench-script-less';

/** The pages whose first paint the bench compares with the same page without its scripts. */
export const comparedPages = ['/', '/events/ai-power-circle', '/ai-courses'];

/** The path the script-less twin of `page` is served at. */
export function scriptLessPath(page: string): string {
  return `/${twinsDir}${page === '/' ? '' : page}`;
}

/**
 * Writes the script-less twin of each compared page into the built site (compressed like every
 * page), so that the server started next serves both side by side, same server and same
 * compression (docs/decisions/021-hydration-after-first-paint.md). Each page is read as a server
 * at `origin` answers it: the home page and the event pages are rendered by the server, not
 * built (docs/decisions/036-pages-from-the-database.md). The server reads the site once as it
 * starts: call `remove` once it has, and the build is left as it was.
 */
export async function writeScriptLessTwins(client: string, origin: string) {
  const root = path.join(client, twinsDir);
  for (const page of comparedPages) {
    const response = await fetch(`${origin}${page}`);
    if (!response.ok) throw new Error(`${page}: ${response.status}`);
    const html = await response.text();
    const twin = path.join(client, scriptLessPath(page), 'index.html');
    await mkdir(path.dirname(twin), { recursive: true });
    await writeFile(twin, withoutScripts(html));
  }
  await precompress(root);
  return { remove: () => rm(root, { recursive: true, force: true }) };
}
