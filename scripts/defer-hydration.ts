import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deferHydration } from '#schemas/pages/page-hydration.ts';
import { listFiles } from './built-files.ts';

/** Every prerendered page of the built client (called from react-router.config.ts). */
export async function deferHydrationOfPages(client: string): Promise<number> {
  const files = await listFiles(client, '.html');
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    await writeFile(file, deferHydration(html, path.relative(client, file)));
  }
  return files.length;
}
