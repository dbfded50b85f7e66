// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { privateEveningPage } from '#content/event-pages.ts';
import { openEventView } from '#tests/setup/event-views.ts';
import Event from './event.tsx';

// Vitest's jsdom environment exposes its JSDOM instance, whose URL (and so hostname) can change.
declare const jsdom: { reconfigure(settings: { url: string }): void };

const path = '/events/women-leading-ai';

const Stub = createRoutesStub([
  {
    id: 'event',
    path: '/events/:slug',
    Component: Event as never,
    loader: () => openEventView(privateEveningPage),
    HydrateFallback: () => null,
  },
]);
const page = (
  <Stub
    initialEntries={[path]}
    hydrationData={{ loaderData: { event: openEventView(privateEveningPage) } }}
  />
);

function breadcrumbHrefs() {
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(trail)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Women Leading In AI page links', () => {
  afterEach(() => {
    jsdom.reconfigure({ url: 'http://localhost:3000/' });
  });

  it('elsewhere shows the back link and /wlai breadcrumbs', async () => {
    jsdom.reconfigure({ url: `http://127.0.0.1:4000${path}` });
    render(page);
    expect(
      (await screen.findByRole('link', { name: 'Back to Community' })).getAttribute('href'),
    ).toBe('/');
    expect(breadcrumbHrefs()).toEqual([
      ['wlai', '/wlai/community'],
      ['Events', '/wlai/events'],
    ]);
  });

  it('on the community domain hides the back link and uses /community and /events', async () => {
    jsdom.reconfigure({ url: `https://www.womenleadingai.com${path}` });
    render(page);
    await screen.findByRole('heading', { level: 1, name: 'Women Leading In AI' });
    expect(screen.queryByRole('link', { name: 'Back to Community' })).toBeNull();
    expect(breadcrumbHrefs()).toEqual([
      ['wlai', '/community'],
      ['Events', '/events'],
    ]);
  });

  it('prerenders the non-marker links (no hostname on the server)', () => {
    jsdom.reconfigure({ url: `https://womenleadingai.com${path}` });
    const html = renderToString(page);
    expect(html).toContain('Back to Community');
    expect(html).toContain('href="/wlai/community"');
    expect(html).not.toContain('href="/community"');
  });
});
