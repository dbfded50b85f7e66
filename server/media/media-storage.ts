import type { Readable } from 'node:stream';

/**
 * Where uploaded files are kept (docs/decisions/040-cover-photos.md): a folder on this server
 * (`MEDIA_DIR`, ./data/media by default) or an S3-compatible bucket (`S3_*`). A key is a
 * relative path of lowercase letters, digits, dots, hyphens and slashes (`covers/<name>/960.avif`);
 * a stored key is never rewritten with other content, so readers may cache it for good.
 */
export type MediaStorage = {
  /** Stores the bytes at the key, whole or not at all (a reader never sees half a file). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored file as a stream; undefined when nothing is stored at the key. */
  get(key: string): Promise<StoredMedia | undefined>;
  has(key: string): Promise<boolean>;
};

export type StoredMedia = { body: Readable; contentType: string; length: number };

const keyPattern = /^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)*$/;

/** Refuses a key that could leave the storage's folder or bucket prefix (`..`, `/x`, `a//b`). */
export function assertMediaKey(key: string): void {
  if (!keyPattern.test(key) || key.split('/').some((part) => part.startsWith('..'))) {
    throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  }
}

/** A stored file whole, for code that needs its bytes (the share image); undefined if absent. */
export async function readMedia(storage: MediaStorage, key: string): Promise<Buffer | undefined> {
  const stored = await storage.get(key);
  if (!stored) return undefined;
  return Buffer.concat((await stored.body.toArray()) as Buffer[]);
}
