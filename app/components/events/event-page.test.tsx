// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  julyMeetupPage,
  retreatPage,
  summerBoatPage,
  type EventPage as Content,
} from '#content/event-pages.ts';
import { openEventView } from '#tests/setup/event-views.ts';
import { EventPage } from './event-page.tsx';

function renderPage(
  props: Partial<Parameters<typeof EventPage>[0]> = {},
  page: Content = summerBoatPage,
) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <EventPage view={openEventView(page)} {...props} /> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('EventPage', () => {
  it('shows the hero with the form beside it, then the sections in content order', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Waves & AI' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Register for Waves & AI',
      'On Board: The Programme',
      'The Evening, Hour by Hour',
      'Your Hosts',
    ]);
    const hero = screen.getByRole('region', { name: 'Waves & AI' });
    expect(within(hero).getByRole('region', { name: 'Register for Waves & AI' })).toBeTruthy();
    // One for a phone, above the introduction; one for a wider screen, below the facts.
    const buttons = screen.getAllByRole('link', { name: 'Register to Come Aboard' });
    expect(buttons.map((button) => button.getAttribute('href'))).toEqual([
      '#register',
      '#register',
    ]);
    expect(document.getElementById('register')?.getAttribute('aria-labelledby')).toBe(
      'register-heading',
    );
  });

  it('lists the facts as terms and values', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(summerBoatPage.facts.map((fact) => fact.value));
  });

  it('can hide the back link and link the breadcrumbs without the /wlai prefix', async () => {
    renderPage({ showBackLink: false, linksPrefixed: false });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Events' }).getAttribute('href')).toBe(
      '/events',
    );
    expect(screen.queryByRole('link', { name: 'Back to Community' })).toBeNull();
  });

  it('offers the .ics file and Google Calendar for a dated event', async () => {
    renderPage();
    const group = await screen.findByRole('group', { name: 'Add to calendar' });
    const file = within(group).getByRole('link', { name: 'Download .ics' });
    expect(file.getAttribute('href')).toBe('/calendar/waves-ai.ics');
    expect(file.hasAttribute('download')).toBe(true);
    const google = within(group).getByRole('link', {
      name: /^Google Calendar ?\(opens in a new tab\)$/,
    });
    expect(google.getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?/,
    );
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the date block, a share button, and a map link only for a public venue', async () => {
    renderPage();
    expect(await screen.findByText('Friday 29 August 2025', { selector: '.sr-only' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open the area in a map/ })).toBeNull();
    renderPage({}, julyMeetupPage);
    const map = await screen.findByRole('link', { name: /Open the area in a map/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=King%27s+Cross%2C+London',
    );
  });

  it('offers no calendar for an event without a fixed day', async () => {
    renderPage({}, retreatPage);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('group', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download .ics' })).toBeNull();
  });
});
