import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { MediaStorageTarget } from '#server/env.ts';
import { assertMediaKey, type MediaStorage } from './media-storage.ts';

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…): PUT, GET and
 * HEAD of one object, signed with AWS Signature Version 4 by aws4fetch
 * (docs/decisions/040-cover-photos.md). A PUT names its body's SHA-256, so the service refuses
 * bytes changed on the way.
 */

type S3Target = Extract<MediaStorageTarget, { kind: 's3' }>;

export class MediaStorageError extends Error {
  override name = 'MediaStorageError';
}

export function s3Storage(target: S3Target): MediaStorage {
  const client = new AwsClient({
    accessKeyId: target.accessKeyId,
    secretAccessKey: target.secretAccessKey,
    service: 's3',
    region: target.region,
    // A failed upload is the organiser's to try again; a failed read the visitor's browser's.
    retries: 1,
  });
  const endpoint = new URL(target.endpoint);
  const objectUrl = (key: string) => {
    assertMediaKey(key);
    return target.pathStyle
      ? `${endpoint.origin}/${target.bucket}/${key}`
      : `${endpoint.protocol}//${target.bucket}.${endpoint.host}/${key}`;
  };
  const refused = (method: string, key: string, response: Response) =>
    new MediaStorageError(`S3 ${method} ${key} answered ${response.status}`);

  return {
    async put(key, body, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': contentType,
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
      });
      await response.body?.cancel();
      if (!response.ok) throw refused('PUT', key, response);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key), { method: 'GET' });
      // NOTE: S3 answers 403, not 404, for a missing key when the credentials may not list the
      // bucket; a 403 stays an error (a wrong key must not look like a missing photo), so the
      // key needs s3:ListBucket (README.md#cover-photos).
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) throw refused('GET', key, response);
      return {
        body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        length: Number(response.headers.get('content-length')),
      };
    },
    async has(key) {
      const response = await client.fetch(objectUrl(key), { method: 'HEAD' });
      if (response.ok) return true;
      if (response.status === 404) return false;
      throw refused('HEAD', key, response);
    },
  };
}
