import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHash, hstsValue, resourcePolicy } from '#server/http/security-headers.ts';
import { loadStaticSite } from '#server/pages/static-site.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

const themeScript = 'document.documentElement.classList.add("dark")';
const moduleScript = 'import "/assets/entry.js";';
const page = `<!doctype html><html><head><script>${themeScript}</script></head><body>
<h1>Home</h1><div style="left:1cqw;color:#fff">x</div><p style="font-family:&quot;Inter&quot;">y</p>
<script type="module" async="">${moduleScript}</script></body></html>`;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('security headers', () => {
  let dir: string;
  const apps: TestApp[] = [];
  let direct: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wlai-headers-'));
    await writeFile(path.join(dir, 'index.html'), page);
    await writeFile(path.join(dir, 'guide.pdf'), '%PDF-1.4 test');
    const site = loadStaticSite(dir, ["'sha256-toast='"]);
    direct = await startTestApp({ site });
    proxied = await startTestApp({ site, env: { TRUST_PROXY: '1' } });
    apps.push(direct, proxied);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await rm(dir, { recursive: true, force: true });
  });

  it('give a page a policy naming exactly its inline scripts and style attributes', async () => {
    const response = await direct.app.inject({ url: '/' });
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      cspHash(themeScript),
      cspHash(moduleScript),
    ]);
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-toast='"]);
    // As the browser reads them: &quot; is a quote.
    expect(policy.get('style-src-attr')).toEqual([
      "'unsafe-hashes'",
      cspHash('left:1cqw;color:#fff'),
      cspHash('font-family:"Inter"'),
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    for (const sources of policy.values()) {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it.each([
    ['an API answer', '/api/health'],
    ['a file', '/guide.pdf'],
    ['a missing path', '/api/nothing-here'],
    ['an admin answer', '/api/admin/session'],
  ])('give %s a policy that allows nothing, and the other headers', async (_, url) => {
    const response = await direct.app.inject({ url });
    expect(response.headers['content-security-policy']).toBe(resourcePolicy);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(response.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
  });

  it("let the admin's pages use the camera (the door scans codes), and no other page", async () => {
    for (const url of ['/admin', '/admin/events/12/door', '/wlai/admin']) {
      const response = await direct.app.inject({ url });
      expect(response.headers['permissions-policy'], url).toMatch(/camera=\(self\)/);
      expect(response.headers['permissions-policy'], url).toMatch(/microphone=\(\)/);
    }
    for (const url of ['/', '/administrator', '/events/admin']) {
      const response = await direct.app.inject({ url });
      expect(response.headers['permissions-policy'], url).toMatch(/camera=\(\)/);
    }
  });

  it('also go with errors and refusals (a 400 and a 415)', async () => {
    for (const response of [
      await direct.app.inject({
        method: 'POST',
        url: '/api/submissions/event_registrations',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      await direct.app.inject({
        method: 'POST',
        url: '/api/submissions/event_registrations',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(resourcePolicy);
    }
  });

  it('send HSTS only over HTTPS: behind a trusted proxy that says so, never on a claim alone', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(
      (await proxied.app.inject({ url: '/', headers: https })).headers['strict-transport-security'],
    ).toBe(hstsValue);
    expect(hstsValue).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(hstsValue)![1])).toBeGreaterThanOrEqual(15_768_000);
    expect(
      (await proxied.app.inject({ url: '/' })).headers['strict-transport-security'],
    ).toBeUndefined();
    // Without TRUST_PROXY anyone could send the header: it is ignored.
    expect(
      (await direct.app.inject({ url: '/', headers: https })).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it('count limits per client address from X-Forwarded-For only behind a trusted proxy', async () => {
    const limited = await startTestApp({ env: { SUBMISSION_RATE_LIMIT: '1' } });
    const limitedProxied = await startTestApp({
      env: { SUBMISSION_RATE_LIMIT: '1', TRUST_PROXY: '1' },
    });
    apps.push(limited, limitedProxied);
    // Two visitors behind one proxy at 10.0.0.1.
    const post = (testApp: TestApp, visitor: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/submissions/enquiries',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': visitor },
        payload: { key: newSubmissionKey(), values: validValues.enquiries },
      });
    expect((await post(limitedProxied, '203.0.113.7')).statusCode).toBe(201);
    expect((await post(limitedProxied, '203.0.113.8')).statusCode).toBe(201);
    expect((await post(limitedProxied, '203.0.113.8')).statusCode).toBe(429);
    // Not trusted: the header is the client's own claim, and both share the proxy's limit.
    expect((await post(limited, '203.0.113.7')).statusCode).toBe(201);
    expect((await post(limited, '203.0.113.8')).statusCode).toBe(429);
  });
});
