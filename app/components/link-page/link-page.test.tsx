// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askWithLinkToken,
  CheckingLink,
  linkPageMeta,
  linkTokenOf,
  LinkUnreachable,
  type LinkPanelProps,
} from './link-page.tsx';

const linkRequest = (query: string) => new Request(`https://example.test/withdraw${query}`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a link page's head", () => {
  it('has the page title and keeps search engines from listing it or following its links', () => {
    const meta = linkPageMeta({ title: 'Withdraw', description: 'From the link in your email.' })({
      location: { pathname: '/withdraw' },
    });
    expect(meta).toContainEqual({ title: 'Withdraw | Women Leading AI' });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });
});

describe("a link page's token", () => {
  it("is the link's token parameter, or empty when the link was cut short", () => {
    expect(linkTokenOf(linkRequest('?token=abc.def'))).toBe('abc.def');
    expect(linkTokenOf(linkRequest(''))).toBe('');
  });

  it("is posted alone as JSON, and the server's answer comes back, a refusal too", async () => {
    const fetchMock = vi.fn(async () => Response.json({ state: 'expired' }, { status: 410 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(askWithLinkToken('/api/check', linkRequest('?token=abc'))).resolves.toEqual({
      state: 'expired',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'abc' }),
    });
  });

  it('makes a link without one invalid, without asking', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(askWithLinkToken('/api/check', linkRequest(''))).resolves.toEqual({
      state: 'invalid',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('finds the site unreachable on a server error or no answer at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    await expect(askWithLinkToken('/api/check', linkRequest('?token=abc'))).resolves.toEqual({
      state: 'unreachable',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(askWithLinkToken('/api/check', linkRequest('?token=abc'))).resolves.toEqual({
      state: 'unreachable',
    });
  });
});

/** A page's own panel, as the join page hands in the admin's. */
function OwnPanel({ title, children }: LinkPanelProps) {
  return (
    <section aria-label="own panel">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

describe("a link page's frame", () => {
  it('says the link is being checked, under the page title, in the panel it is given', () => {
    const Stub = createRoutesStub([
      { path: '/', Component: () => <CheckingLink title="Join the admin" panel={OwnPanel} /> },
    ]);
    render(<Stub />);
    const panel = screen.getByRole('region', { name: 'own panel' });
    expect(panel.querySelector('h1')?.textContent).toBe('Join the admin');
    expect(screen.getByRole('status').textContent).toBe('Checking your link...');
  });

  it('reads the link again when she tries again after the site was unreachable', async () => {
    const loader = vi.fn(() => null);
    const Stub = createRoutesStub([
      { path: '/', Component: LinkUnreachable, loader, HydrateFallback: () => null },
    ]);
    render(<Stub />);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'We could not reach the site',
    });
    expect(heading.nextElementSibling?.textContent).toContain(
      'Nothing has changed. Please check your connection and try again.',
    );
    const calls = loader.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(loader.mock.calls.length).toBe(calls + 1));
  });
});
