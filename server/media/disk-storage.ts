import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorageTarget } from '#server/env.ts';
import { assertMediaKey, type MediaStorage } from './media-storage.ts';

/**
 * Media in a folder of this server's (`MEDIA_DIR`), beside the SQLite file and the mail files.
 * The folder is made at the first upload. A file is written beside its place and renamed into it,
 * so a request never reads half a file; the content type follows from the extension.
 */

const contentTypes: Readonly<Record<string, string>> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

export function diskStorage({
  directory,
}: Extract<MediaStorageTarget, { kind: 'disk' }>): MediaStorage {
  const root = path.resolve(directory);
  const fileOf = (key: string) => {
    assertMediaKey(key);
    const file = path.resolve(root, key);
    // NOTE: the key's pattern already keeps it inside; this is the second lock on the door.
    if (!file.startsWith(root + path.sep)) throw new Error(`Outside the media folder: ${key}`);
    return file;
  };
  const sizeOf = async (file: string) => {
    try {
      const stats = await stat(file);
      return stats.isFile() ? stats.size : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      const file = fileOf(key);
      const length = await sizeOf(file);
      if (length === undefined) return undefined;
      return {
        body: createReadStream(file),
        contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
        length,
      };
    },
    async has(key) {
      return (await sizeOf(fileOf(key))) !== undefined;
    },
  };
}
