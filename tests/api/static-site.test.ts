import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '#scripts/precompress.ts';
import { loadStaticSite } from '#server/pages/static-site.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

const homeHtml = `<!doctype html><html><body><h1>Home</h1>${'<p>community</p>'.repeat(200)}</body></html>`;
const aboutHtml = '<!doctype html><html><body><h1>About</h1></body></html>';
const notFoundHtml = '<!doctype html><html><body><h1>404</h1></body></html>';
const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;

describe('the prerendered site', () => {
  let dir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wlai-site-'));
    await mkdir(path.join(dir, 'about'), { recursive: true });
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    await mkdir(path.join(dir, 'storage', 'resources'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), homeHtml);
    await writeFile(path.join(dir, 'about', 'index.html'), aboutHtml);
    await writeFile(path.join(dir, '404.html'), notFoundHtml);
    await writeFile(path.join(dir, 'assets', 'entry-abc123.js'), script);
    await writeFile(path.join(dir, 'storage', 'resources', 'guide.pdf'), '%PDF-1.4 test');
    await precompress(dir);
    testApp = await startTestApp({ site: loadStaticSite(dir) });
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('serves pages with revalidation and an ETag', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
    expect(response.body).toBe(aboutHtml);

    const again = await get('/about', { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves hashed assets with long immutable caching', async () => {
    const response = await get('/assets/entry-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(homeHtml);
    expect(br.rawPayload.length).toBeLessThan(homeHtml.length / 4);

    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(homeHtml);

    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(homeHtml);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('redirects a trailing slash to the one URL of the page, keeping the query', async () => {
    const response = await get('/about/?ref=mail');
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/about?ref=mail');
  });

  it('leads another spelling of a page to its one address with 301, keeping the query', async () => {
    for (const [url, location] of [
      ['/ABOUT', '/about'],
      ['/About/?ref=mail', '/about?ref=mail'],
      ['/aBoUt//', '/about'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it('answers a spelling of no page with 404', async () => {
    for (const url of ['/NOPE', '/Nope/', '/ABOUT/extra', '//about']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(notFoundHtml);
    }
  });

  it('answers unknown paths, however deep, with the 404 page and status 404', async () => {
    for (const url of ['/nope', '/a/b/c', '/wlai/nope', '/about/extra', '/../package.json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(notFoundHtml);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a malformed path with 400, not an error', async () => {
    expect((await get('/%E0%A4%A')).statusCode).toBe(400);
  });

  it('answers unknown API paths with JSON, not the 404 page', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('serves files from the resources storage path', async () => {
    const response = await get('/storage/resources/guide.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });
});
