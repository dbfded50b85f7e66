import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const resultsDir = 'bench-results';

/** Writes bench-results/NAME as JSON (the folder is gitignored) and returns its path. */
export function writeResults(name: string, data: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, name);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
