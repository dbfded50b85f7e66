import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  deferredScriptType,
  hydrationStarterScript,
  modulesAttribute,
} from '#app/lib/hydration.ts';
import { listFiles } from './built-files.ts';

/** A `<link>` tag whose `rel` is modulepreload, its attributes in any order. */
const modulePreload = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;
const hrefOf = (tag: string) => /\bhref="([^"]+)"/.exec(tag)?.[1];
const hydrationScript =
  /<script type="module" async="">(?=import "[^"]+";\s*import \* as route0 )([\s\S]*?)<\/script>/g;

/**
 * One prerendered page with its hydration after the first paint (app/lib/hydration.ts): no
 * module preloads in the head (their list moves onto the deferred script, for the starter), and
 * React Router's hydration script kept as an inert block that the starter script after it runs
 * once the page has painted.
 * Throws when the page does not have the shape this expects (a React Router upgrade that writes
 * it differently must stop the build, not ship pages that never hydrate).
 */
export function deferHydration(html: string, page: string): string {
  const scripts = [...html.matchAll(hydrationScript)];
  if (scripts.length !== 1 || !scripts[0]![1]!.includes('window.__reactRouterRouteModules')) {
    throw new Error(
      `${page}: expected one React Router hydration script, found ${scripts.length}; ` +
        'scripts/defer-hydration.ts no longer matches how the pages load their code.',
    );
  }
  const links = [...html.matchAll(modulePreload)].map(([tag]) => tag);
  const modules = links.map(hrefOf).filter((href) => href !== undefined);
  if (modules.length !== links.length) {
    throw new Error(`${page}: a modulepreload link without an href: ${links.join(' ')}`);
  }
  if (modules.length === 0) {
    throw new Error(`${page}: no modulepreload links; scripts/defer-hydration.ts needs a look.`);
  }
  if (modules.some((href) => !/^\/assets\/[\w.-]+\.js$/.test(href))) {
    throw new Error(`${page}: a modulepreload link outside /assets/: ${modules.join(' ')}`);
  }
  const deferred = html
    .replace(modulePreload, '')
    .replace(
      hydrationScript,
      (_script, body: string) =>
        `<script type="${deferredScriptType}" ${modulesAttribute}="${modules.join(' ')}">${body}</script>` +
        `<script>${hydrationStarterScript}</script>`,
    );
  if (/<link\b[^>]*\bmodulepreload\b/.test(deferred)) {
    throw new Error(`${page}: a module preload is left; scripts/defer-hydration.ts needs a look.`);
  }
  return deferred;
}

/** Every prerendered page of the built client (called from react-router.config.ts). */
export async function deferHydrationOfPages(client: string): Promise<number> {
  const files = await listFiles(client, '.html');
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    await writeFile(file, deferHydration(html, path.relative(client, file)));
  }
  return files.length;
}
