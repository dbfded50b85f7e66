import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendPlainPage } from './plain-page.ts';

describe('the plain page', () => {
  it('says its message under its title, not kept, with a way back when it has one', async () => {
    const app = Fastify();
    app.get('/plain', (_request, reply) =>
      sendPlainPage(reply, 400, { title: 'Form not sent', message: 'The form could not be read.' }),
    );
    app.get('/back', (_request, reply) =>
      sendPlainPage(reply, 429, {
        title: 'Your data',
        message: 'Too many requests.',
        back: { href: '/your-data', text: 'Back to Your data' },
      }),
    );
    const plain = await app.inject({ url: '/plain' });
    expect(plain.statusCode).toBe(400);
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.body).toContain('<title>Form not sent</title>');
    expect(plain.body).toContain('<body><p>The form could not be read.</p></body>');
    const back = await app.inject({ url: '/back' });
    expect(back.statusCode).toBe(429);
    expect(back.body).toContain(
      '<p>Too many requests.</p><p><a href="/your-data">Back to Your data</a></p>',
    );
    await app.close();
  });
});
