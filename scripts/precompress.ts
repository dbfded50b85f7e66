import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { listFiles } from './built-files.ts';

/** Text formats worth compressing; woff2, png and pdf are compressed already. */
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ics',
]);

/** Writes .br and .gz beside every compressible file so the server never compresses a page. */
export async function precompress(root: string): Promise<number> {
  const files = (await listFiles(root)).filter((file) => compressible.has(path.extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      await writeFile(
        `${file}.br`,
        brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      );
      await writeFile(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
    }),
  );
  return files.length;
}
