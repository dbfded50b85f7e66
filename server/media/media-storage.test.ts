import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Sink, type S3Sink } from '#tests/setup/s3-server.ts';
import { loadEnv } from '#server/env.ts';
import { createMediaStorage } from './media-backends.ts';
import { readMedia, type MediaStorage } from './media-storage.ts';

let sink: S3Sink;
let directory: string;
beforeAll(async () => {
  sink = await startS3Sink();
  directory = await mkdtemp(path.join(tmpdir(), 'wlai-media-'));
});
afterAll(async () => {
  await sink.stop();
  await rm(directory, { recursive: true, force: true });
});

const backends: [string, () => MediaStorage][] = [
  ['disk', () => createMediaStorage(loadEnv({ MEDIA_DIR: directory }).media)],
  ['S3', () => createMediaStorage(loadEnv(sink.env).media)],
];

describe.each(backends)('media storage on %s', (_kind, storageOf) => {
  it('keeps what is put, with its type and length, and says what it has', async () => {
    const storage = storageOf();
    const body = Buffer.from('not really an avif, but bytes all the same');
    expect(await storage.has('covers/abc/480.avif')).toBe(false);
    expect(await storage.get('covers/abc/480.avif')).toBeUndefined();

    await storage.put('covers/abc/480.avif', body, 'image/avif');

    expect(await storage.has('covers/abc/480.avif')).toBe(true);
    const stored = await storage.get('covers/abc/480.avif');
    expect(stored?.contentType).toBe('image/avif');
    expect(stored?.length).toBe(body.length);
    expect(await readMedia(storage, 'covers/abc/480.avif')).toEqual(body);
    expect(await storage.has('covers/abc/960.avif')).toBe(false);
  });

  it('refuses a key that could leave its folder or bucket', async () => {
    const storage = storageOf();
    for (const key of ['../site.db', 'covers/../../x', '/etc/passwd', 'covers//x', 'Covers/X']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /media key/,
      );
      await expect(storage.has(key), key).rejects.toThrow(/media key/);
    }
  });
});

describe('media storage on disk', () => {
  it('leaves no partial file behind and makes its folder at the first write', async () => {
    const fresh = path.join(directory, 'not-yet');
    const storage = createMediaStorage({ kind: 'disk', directory: fresh });
    await storage.put('covers/n/480.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(await readdir(path.join(fresh, 'covers', 'n'))).toEqual(['480.jpg']);
    expect((await storage.get('covers/n/480.jpg'))?.contentType).toBe('image/jpeg');
  });
});

describe('media storage on S3', () => {
  it('signs every request: the service refuses one signed with another secret', async () => {
    const storage = createMediaStorage(
      loadEnv({ ...sink.env, S3_SECRET_ACCESS_KEY: 'not-the-secret' }).media,
    );
    const before = sink.requests.length;
    await expect(
      storage.put('covers/wrong/480.jpg', Buffer.from('x'), 'image/jpeg'),
    ).rejects.toThrow(/answered 403/);
    await expect(storage.has('covers/abc/480.avif')).rejects.toThrow(/answered 403/);
    expect(sink.objects.has('covers/wrong/480.jpg')).toBe(false);
    expect(sink.requests.slice(before).every((request) => !request.signed)).toBe(true);
    // The right key's requests were all signed.
    expect(sink.requests.slice(0, before).every((request) => request.signed)).toBe(true);
  });

  it('writes to path-style addresses in the bucket, the body as sent', async () => {
    const storage = createMediaStorage(loadEnv(sink.env).media);
    const body = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]);
    await storage.put('covers/p/960.jpg', body, 'image/jpeg');
    expect(sink.objects.get('covers/p/960.jpg')).toEqual({ body, contentType: 'image/jpeg' });
  });
});
