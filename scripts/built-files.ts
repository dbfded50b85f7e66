import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `directory` (recursively), optionally only those ending in `extension`. */
export async function listFiles(directory: string, extension?: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && (!extension || entry.name.endsWith(extension)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
