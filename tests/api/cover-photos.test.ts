import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverSources, coverShareSize, parseCoverName } from '#schemas/events/cover-sources.ts';
import { shareImagePath } from '#schemas/pages/share-images.ts';
import { loadEnv } from '#server/env.ts';
import { coverExists, coverForShare } from '#server/media/cover-photos.ts';
import { createMediaStorage } from '#server/media/media-backends.ts';
import type { MediaStorage } from '#server/media/media-storage.ts';
import { createAdmin, signIn } from '#tests/fixtures/admin.ts';
import { eventEditorDriver, meetupDocument } from '#tests/fixtures/event-editor.ts';
import { seededDocument } from '#tests/fixtures/events.ts';
import {
  animatedWebp,
  blackPng,
  hasGpsDirectory,
  makePhoto,
  pictureClaiming,
} from '#tests/fixtures/photos.ts';
import { measured } from '#tests/setup/peak-memory.ts';
import { startS3Sink, type S3Sink } from '#tests/setup/s3-server.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

type Uploaded = { image: string; width: number; height: number };

function upload(testApp: TestApp, cookie: string | undefined, body: Buffer, type = 'image/jpeg') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { 'content-type': type, ...(cookie && { cookie }) },
    payload: body,
  });
}

function fetchMedia(testApp: TestApp, url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

async function uploadActions(testApp: TestApp) {
  return testApp.database.db
    .selectFrom('admin_actions')
    .select(['admin_email', 'action', 'media'])
    .where('action', '=', 'media.upload')
    .orderBy('id')
    .execute();
}

/** Every file under the folder, relative to it. */
async function filesIn(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

// Each upload encodes a dozen files: on a busy machine that takes seconds.
describe('cover photos stored on disk', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  let cookie: string;
  let mediaDir: string;
  let storage: MediaStorage;
  let admin: { email: string; password: string };
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'wlai-media-'));
    testApp = await startTestApp({ env: { MEDIA_DIR: mediaDir } });
    admin = await createAdmin(testApp.database);
    cookie = await signIn(testApp.app, admin);
    storage = createMediaStorage(loadEnv({ MEDIA_DIR: mediaDir }).media);
  });
  afterAll(async () => {
    await testApp.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  let gpsPhoto: Buffer;
  let stored: Uploaded;

  it('takes a JPEG, answers its name and size, and writes every size in three formats', async () => {
    gpsPhoto = await makePhoto({ width: 2000, height: 1200, gps: true });
    expect(hasGpsDirectory((await sharp(gpsPhoto).metadata()).exif)).toBe(true);

    const response = await upload(testApp, cookie, gpsPhoto);

    expect(response.statusCode, response.body).toBe(201);
    stored = response.json<Uploaded>();
    expect(stored).toEqual({ image: expect.any(String), width: 2000, height: 1200 });
    expect(parseCoverName(stored.image)).toEqual({ name: stored.image, width: 2000, height: 1200 });
    expect(await filesIn(path.join(mediaDir, 'covers', stored.image))).toEqual(
      [
        ...['480', '960', '1600'].flatMap((width) =>
          ['avif', 'webp', 'jpg'].map((extension) => `${width}.${extension}`),
        ),
        'share.jpg',
      ].sort(),
    );
    expect(await uploadActions(testApp)).toEqual([
      { admin_email: admin.email, action: 'media.upload', media: stored.image },
    ]);
  });

  it('serves each size in its format, without the EXIF and its GPS position, cached for good', async () => {
    const sources = coverSources(stored.image)!;
    const urls = sources.sources.flatMap((source) =>
      source.srcSet.split(', ').map((entry) => {
        const [url, width] = entry.split(' ');
        return { url: url!, width: Number.parseInt(width!, 10), type: source.type };
      }),
    );
    expect(urls).toHaveLength(9);
    const formatOf = { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' };
    for (const { url, width, type } of urls) {
      const response = await fetchMedia(testApp, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe(type);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-length'], url).toBe(String(response.rawPayload.length));
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.format, url).toBe(formatOf[type as keyof typeof formatOf]);
      expect(metadata.width, url).toBe(width);
      expect(metadata.height, url).toBe(Math.round((width * 1200) / 2000));
      expect(metadata.exif, url).toBeUndefined();
      expect(response.rawPayload.includes('Location Leaker'), url).toBe(false);

      const again = await fetchMedia(testApp, url, {
        'if-none-match': response.headers.etag as string,
      });
      expect(again.statusCode, url).toBe(304);
    }
    expect(new Set(urls.map(({ url }) => url)).size).toBe(9);
  });

  it('stores the same photo once: a second upload answers the same name and writes nothing', async () => {
    const share = path.join(mediaDir, 'covers', stored.image, 'share.jpg');
    const written = (await stat(share)).mtimeMs;

    const response = await upload(testApp, cookie, gpsPhoto, 'application/octet-stream');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(stored);
    expect((await stat(share)).mtimeMs).toBe(written);
    // Both uploads are kept in the organiser's history.
    expect((await uploadActions(testApp)).map((action) => action.media)).toEqual([
      stored.image,
      stored.image,
    ]);
  });

  it('stores one set when two organisers upload the same new photo at the same moment', async () => {
    const photo = await makePhoto({ width: 1100, height: 700, format: 'png' });
    const answers = await Promise.all([
      upload(testApp, cookie, photo, 'image/png'),
      upload(testApp, cookie, photo, 'image/png'),
    ]);

    expect(
      answers.map((answer) => answer.statusCode).every((code) => code === 201 || code === 200),
    ).toBe(true);
    const [first, second] = answers.map((answer) => answer.json<Uploaded>());
    expect(second).toEqual(first);
    const files = await filesIn(path.join(mediaDir, 'covers', first!.image));
    expect(files).toHaveLength(10);
    expect(files.some((file) => file.endsWith('.partial'))).toBe(false);
    const served = await fetchMedia(testApp, `/media/covers/${first!.image}/1100.webp`);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1100);
  });

  it('gives the editor its check and the share image its 1200×630 crop', async () => {
    expect(await coverExists(storage, stored.image)).toBe(true);
    expect(await coverExists(storage, `${'0'.repeat(32)}-2000x1200`)).toBe(false);
    expect(await coverExists(storage, 'sample-cover.jpg')).toBe(false);

    const share = await coverForShare(storage, stored.image);
    const metadata = await sharp(share).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'jpeg',
      ...coverShareSize,
    });
    expect(metadata.exif).toBeUndefined();
    expect(await coverForShare(storage, `${'0'.repeat(32)}-2000x1200`)).toBeUndefined();
  });

  it('lets the editor save an event with an uploaded photo, and refuses one never uploaded', async () => {
    const editor = eventEditorDriver(
      () => testApp.app,
      () => cookie,
    );
    const seeded = await seededDocument(testApp.database);
    const base = meetupDocument(seeded, {
      slug: 'covered-meetup',
      eventName: 'Covered meetup',
      date: '2027-03-18',
    });
    const missing = await editor.send('POST', '/events', {
      document: { ...base, cover: { image: `${'0'.repeat(32)}-2000x1200`, alt: 'A room' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      'cover.image': 'Upload the photo again.',
    });
    expect(
      await testApp.database.db
        .selectFrom('events')
        .where('slug', '=', 'covered-meetup')
        .select('id')
        .execute(),
    ).toEqual([]);

    const created = await editor.create({
      ...base,
      cover: { image: stored.image, alt: 'Women talking around a table' },
    });
    expect(created.document.cover).toEqual({
      image: stored.image,
      alt: 'Women talking around a table',
    });

    // Its share image is drawn on the photo: another than the same event's once it is taken away.
    const published = (await editor.act(created, 'publish')).event;
    const image = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: shareImagePath('/events/covered-meetup'),
      });
      expect(response.statusCode).toBe(200);
      return sharp(response.rawPayload).raw().toBuffer();
    };
    const covered = await image();
    const { cover: _cover, ...withoutCover } = published.document;
    await editor.save(published, withoutCover);
    expect(covered.equals(await image())).toBe(false);
  });

  it('never upscales: a photo narrower than a size is stored up to its own width', async () => {
    const response = await upload(
      testApp,
      cookie,
      await makePhoto({ width: 700, height: 400, format: 'png' }),
      'image/png',
    );
    expect(response.statusCode, response.body).toBe(201);
    const { image } = response.json<Uploaded>();
    expect(await filesIn(path.join(mediaDir, 'covers', image))).toEqual(
      ['480.avif', '480.jpg', '480.webp', '700.avif', '700.jpg', '700.webp', 'share.jpg'].sort(),
    );
    expect(coverSources(image)?.fallback).toBe(`/media/covers/${image}/700.jpg`);
    const largest = await fetchMedia(testApp, `/media/covers/${image}/700.jpg`);
    expect((await sharp(largest.rawPayload).metadata()).width).toBe(700);
    const upscaled = await fetchMedia(testApp, `/media/covers/${image}/960.jpg`);
    expect(upscaled.statusCode).toBe(404);
  });

  it('takes a WebP, and turns a photo upright by its orientation tag', async () => {
    const webp = await upload(
      testApp,
      cookie,
      await makePhoto({ width: 900, height: 700, format: 'webp' }),
      'image/webp',
    );
    expect(webp.statusCode, webp.body).toBe(201);
    expect(webp.json()).toMatchObject({ width: 900, height: 700 });

    // Stored 1200 wide and 800 high, shown turned a quarter: upright it is 800 × 1200.
    const turned = await upload(
      testApp,
      cookie,
      await makePhoto({ width: 1200, height: 800, orientation: 6 }),
    );
    expect(turned.statusCode, turned.body).toBe(201);
    const { image, width, height } = turned.json<Uploaded>();
    expect({ width, height }).toEqual({ width: 800, height: 1200 });
    const served = await fetchMedia(testApp, `/media/covers/${image}/800.jpg`);
    const metadata = await sharp(served.rawPayload).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({
      width: 800,
      height: 1200,
    });
    expect(metadata.orientation).toBeUndefined();
  });

  describe('refuses a file it cannot use, with a clear reason, storing nothing', () => {
    const photo = () => makePhoto({ width: 1000, height: 600 });
    const cases: [string, () => Promise<Buffer>, string, number, string, RegExp][] = [
      [
        'a GIF',
        () => makePhoto({ width: 1000, height: 600, format: 'gif' }),
        'image/jpeg',
        400,
        'wrong-type',
        /GIF file\. Upload a JPEG, PNG or WebP photo/,
      ],
      [
        'text named as a JPEG',
        async () => Buffer.from('<script>alert(1)</script>'.repeat(40)),
        'image/jpeg',
        400,
        'not-an-image',
        /not a photo/,
      ],
      [
        'an SVG',
        async () =>
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"/>'),
        'image/svg+xml',
        400,
        'wrong-type',
        /SVG file/,
      ],
      [
        'a tiny photo',
        () => makePhoto({ width: 300, height: 200 }),
        'image/jpeg',
        400,
        'too-small',
        /300 × 200 pixels\. A cover needs at least 600 × 315/,
      ],
      [
        'a photo cut off half-way',
        async () => {
          const whole = await photo();
          return whole.subarray(0, Math.floor(whole.length / 2));
        },
        'image/jpeg',
        400,
        'corrupt',
        /damaged/,
      ],
      [
        'a file over 15 MB',
        async () => Buffer.concat([await photo(), Buffer.alloc(15 * 1024 * 1024)]),
        'image/jpeg',
        413,
        'too-large',
        /larger than 15 MB/,
      ],
      [
        'an empty body',
        async () => Buffer.alloc(0),
        'image/jpeg',
        400,
        'not-an-image',
        /not a photo/,
      ],
    ];
    it.each(cases)('%s', async (_name, body, type, status, reason, message) => {
      const before = await filesIn(mediaDir);
      const actions = (await uploadActions(testApp)).length;

      const response = await upload(testApp, cookie, await body(), type);

      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({
        error: 'photo_refused',
        reason,
        message: expect.stringMatching(message),
      });
      expect(await filesIn(mediaDir)).toEqual(before);
      expect(await uploadActions(testApp)).toHaveLength(actions);
    });
  });

  // docs/decisions/054-pictures-checked-before-decoding.md: a few hundred kilobytes that would
  // unpack into gigabytes are refused from their header, before a pixel is decoded.
  describe('refuses a picture larger than it looks before decoding it, fast, storing nothing', () => {
    const refusedFast = async (body: Buffer) => {
      const before = await filesIn(mediaDir);
      const actions = (await uploadActions(testApp)).length;
      const { result, milliseconds, extraBytes } = await measured(() =>
        upload(testApp, cookie, body, 'application/octet-stream'),
      );
      expect(milliseconds, 'milliseconds').toBeLessThan(1000);
      expect(extraBytes / 2 ** 20, 'extra MiB').toBeLessThan(100);
      expect(await filesIn(mediaDir)).toEqual(before);
      expect(await uploadActions(testApp)).toHaveLength(actions);
      expect(result.statusCode, result.body).toBe(400);
      return result.json<{ error: string; reason: string; message: string }>();
    };

    const bombs: [string, () => Buffer | Promise<Buffer>, string, RegExp][] = [
      [
        'a PNG of 200000 × 400',
        () => blackPng(200_000, 400),
        'too-many-pixels',
        /200000 × 400 pixels, larger than 40 megapixels/,
      ],
      [
        'a PNG of 99999 × 1000',
        () => blackPng(99_999, 1000),
        'too-many-pixels',
        /99999 × 1000 pixels, larger than 40 megapixels/,
      ],
      [
        'a PNG of 10001 × 10000',
        () => blackPng(10_001, 10_000),
        'too-many-pixels',
        /10001 × 10000 pixels, larger than 40 megapixels/,
      ],
      [
        'a JPEG whose header says 60000 × 60000',
        () => pictureClaiming('jpeg', 60_000, 60_000),
        'too-many-pixels',
        /larger than 40 megapixels/,
      ],
      [
        'an animated WebP of 40 frames of 1200 × 400',
        () => animatedWebp({ width: 1200, height: 400, frames: 40 }),
        'animated',
        /animated pictures are not covers/,
      ],
      [
        'a PNG of 1200 × 16000',
        () => blackPng(1200, 16_000),
        'wrong-shape',
        /1200 × 16000 pixels\. A cover is at most four times as wide as it is high, and at most twice as high/,
      ],
    ];
    it.each(bombs)('%s', async (_name, bomb, reason, message) => {
      const body = await bomb();
      expect(body.length).toBeLessThan(300 * 1024);

      expect(await refusedFast(body)).toEqual({
        error: 'photo_refused',
        reason,
        message: expect.stringMatching(message),
      });
    });

    it.each(['gif', 'tiff', 'heif', 'svg'] as const)(
      'a %s whose header says 60000 × 60000: the wrong type, from the header alone',
      async (format) => {
        expect(await refusedFast(await pictureClaiming(format, 60_000, 60_000))).toMatchObject({
          reason: 'wrong-type',
        });
      },
    );

    it('still takes a photo four times as wide as it is high, or twice as high as it is wide', async () => {
      for (const size of [
        { width: 2400, height: 600 },
        { width: 640, height: 1280 },
      ]) {
        const response = await upload(testApp, cookie, await makePhoto(size));
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject(size);
      }
    });
  });

  it('takes uploads only from a signed-in organiser on this site', async () => {
    const before = await filesIn(mediaDir);
    const photo = await makePhoto({ width: 1000, height: 640 });

    const stranger = await upload(testApp, undefined, photo);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ error: 'unauthorized' });

    const forged = await upload(testApp, `wlai_admin_session=${'A'.repeat(43)}`, photo);
    expect(forged.statusCode).toBe(401);

    const crossSite = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { 'content-type': 'image/jpeg', cookie, origin: 'https://evil.example' },
      payload: photo,
    });
    expect(crossSite.statusCode).toBe(403);

    expect(await filesIn(mediaDir)).toEqual(before);
  });

  it('answers 404 for any other path, and never reads outside the folder', async () => {
    const name = stored.image;
    for (const url of [
      `/media/covers/${'0'.repeat(32)}-2000x1200/480.jpg`,
      `/media/covers/${name}/share.jpg`,
      `/media/covers/${name}/481.jpg`,
      `/media/covers/${name}/480.png`,
      `/media/covers/${name}/480.jpg.partial`,
      `/media/covers/..%2F..%2Fsite.db/480.jpg`,
      `/media/covers/${name}/..%2F..%2F..%2Fsite.db`,
      `/media/covers/../../etc/passwd`,
      `/media/covers/${name}`,
      `/media/${name}/480.jpg`,
    ]) {
      const response = await fetchMedia(testApp, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'] ?? '', url).not.toMatch(/immutable/);
    }
  });
});

describe('cover photos stored in an S3 bucket', { timeout: 60_000 }, () => {
  let sink: S3Sink;
  let testApp: TestApp;
  let cookie: string;
  beforeAll(async () => {
    sink = await startS3Sink();
    testApp = await startTestApp({ env: sink.env });
    cookie = await signIn(testApp.app, await createAdmin(testApp.database));
  });
  afterAll(async () => {
    await testApp.close();
    await sink.stop();
  });

  it('uploads every file to the bucket, signed, and serves them from it', async () => {
    const response = await upload(testApp, cookie, await makePhoto({ width: 1000, height: 600 }));
    expect(response.statusCode, response.body).toBe(201);
    const { image } = response.json<Uploaded>();

    expect([...sink.objects.keys()].sort()).toEqual(
      ['480.avif', '480.jpg', '480.webp', '960.avif', '960.jpg', '960.webp', '1000.avif']
        .concat(['1000.jpg', '1000.webp', 'share.jpg'])
        .map((file) => `covers/${image}/${file}`)
        .sort(),
    );
    expect(sink.objects.get(`covers/${image}/960.webp`)?.contentType).toBe('image/webp');
    expect(sink.requests.every((request) => request.signed)).toBe(true);

    const served = await fetchMedia(testApp, `/media/covers/${image}/960.avif`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload).toEqual(sink.objects.get(`covers/${image}/960.avif`)?.body);

    const storage = createMediaStorage(loadEnv(sink.env).media);
    expect(await coverExists(storage, image)).toBe(true);
    expect(await coverForShare(storage, image)).toEqual(
      sink.objects.get(`covers/${image}/share.jpg`)?.body,
    );

    const again = await upload(testApp, cookie, await makePhoto({ width: 1000, height: 600 }));
    expect(again.statusCode).toBe(200);
    expect(sink.requests.filter((request) => request.method === 'PUT')).toHaveLength(10);
  });

  it('puts nothing in the bucket for a refused picture', async () => {
    const puts = () => sink.requests.filter((request) => request.method === 'PUT').length;
    const before = puts();
    for (const bomb of [
      blackPng(200_000, 400),
      await animatedWebp({ width: 1200, height: 400, frames: 40 }),
    ]) {
      const response = await upload(testApp, cookie, bomb, 'image/png');
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(puts()).toBe(before);
  });

  it('answers 404 for a photo the bucket does not hold', async () => {
    const response = await fetchMedia(testApp, `/media/covers/${'f'.repeat(32)}-1000x600/480.jpg`);
    expect(response.statusCode).toBe(404);
  });
});
