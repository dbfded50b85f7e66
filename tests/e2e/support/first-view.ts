import { deferredScriptType } from '#schemas/pages/page-hydration.ts';

/**
 * The scripts a page's hydration script imports (the manifest, the root and the page's route
 * modules), held inert until the first paint (app/lib/hydration.ts). The rest of the first view's
 * code is what those import.
 */
export function hydrationImports(html: string): string[] {
  const start = html.indexOf(`<script type="${deferredScriptType}"`);
  if (start === -1) throw new Error('The page has no deferred hydration script');
  const script = html.slice(start, html.indexOf('</script>', start));
  return [...script.matchAll(/import(?: \* as \w+ from)? "([^"]+)"/g)].map((match) => match[1]!);
}
