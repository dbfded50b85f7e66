import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An S3-compatible service in the test's process: PUT, GET and HEAD of one object in one
 * bucket (path-style addresses), each refused with 403 unless signed with AWS Signature
 * Version 4 by the test's key. The signature is checked here from the specification, not with
 * the library the server signs with, so a wrongly signed request fails as it would at S3.
 */

export type S3Sink = {
  /** The settings that point the app at it (server/env.ts). */
  env: Record<string, string>;
  /** The stored objects by key. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request that arrived, and whether its signature held. */
  requests: { method: string; key: string; signed: boolean }[];
  stop: () => Promise<void>;
};

const accessKeyId = 'TESTACCESSKEY';
const secretAccessKey = 'test-secret-access-key-0123456789';
const region = 'eu-west-2';
const bucket = 'wlai-media';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Whether the request carries a valid SigV4 signature of our key (over its body's hash). */
function signatureHolds(request: IncomingMessage, body: Buffer): boolean {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return false;
  const [, keyId, day, signedRegion, signedHeaderList, signature] = match;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  const signedHeaders = signedHeaderList!.split(';');
  if (keyId !== accessKeyId || signedRegion !== region || !amzDate.startsWith(day!)) return false;
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return false;
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const url = new URL(request.url ?? '/', 'http://s3.test');
  const canonicalRequest = [
    request.method,
    url.pathname,
    [...url.searchParams]
      .sort()
      .map(([k, v]) => `${k}=${v}`)
      .join('&'),
    ...signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}`),
    '',
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${secretAccessKey}`, day!);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex'));
}

function xmlError(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

export async function startS3Sink(): Promise<S3Sink> {
  const objects: S3Sink['objects'] = new Map();
  const requests: S3Sink['requests'] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = new URL(request.url ?? '/', 'http://s3.test').pathname;
    const key = path.startsWith(`/${bucket}/`) ? path.slice(bucket.length + 2) : '';
    const signed = signatureHolds(request, body);
    requests.push({ method: request.method ?? '', key, signed });
    if (!signed) return xmlError(response, 403, 'SignatureDoesNotMatch');
    if (!key) return xmlError(response, 404, 'NoSuchBucket');
    if (request.method === 'PUT') {
      objects.set(key, {
        body,
        contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
      });
      response.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` });
      return response.end();
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const object = objects.get(key);
      if (!object) return xmlError(response, 404, 'NoSuchKey');
      response.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
      });
      return response.end(request.method === 'GET' ? object.body : undefined);
    }
    return xmlError(response, 405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    objects,
    requests,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
