// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { events, type Event } from '#content/events.ts';
import { joinCommunityLink } from '#content/navigation.ts';
import { EventCard } from './event-card.tsx';
import { EventCardGrid } from './event-card-grid.tsx';

const inPerson: Event = {
  id: 'sample-meetup',
  title: 'Sample Meetup',
  description: 'An evening of talks.',
  date: 'Thursday 2 October 2025',
  time: '6:00-8:00 PM',
  location: 'London',
  locationNote: 'Central London venue',
  spots: { kind: 'total', count: 40 },
  link: '/wlai/events/sample-meetup',
  featured: false,
};

function renderCard(event: Event) {
  render(
    <MemoryRouter>
      <EventCard event={event} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: event.title });
}

describe('EventCard', () => {
  it('shows the facts and an Apply to Attend link to the event page', () => {
    const card = within(renderCard(inPerson));
    expect(card.getByRole('heading', { level: 3, name: 'Sample Meetup' })).toBeTruthy();
    expect(card.getByText('Thursday 2 October 2025')).toBeTruthy();
    expect(card.getByText('6:00-8:00 PM')).toBeTruthy();
    expect(card.getByText('London · Central London venue')).toBeTruthy();
    expect(card.getByText('40 spots')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Apply to Attend' }).getAttribute('href')).toBe(
      '/wlai/events/sample-meetup',
    );
  });

  it('shows a virtual icon with accessible text only for a virtual event', () => {
    const card = within(renderCard({ ...inPerson, isVirtual: true, location: 'Online' }));
    expect(card.getByRole('img', { name: 'Virtual event' })).toBeTruthy();
    expect(card.queryByText('In-Person Event')).toBeNull();
  });

  it('has no virtual icon for an in-person event', () => {
    const card = within(renderCard(inPerson));
    expect(card.queryByRole('img', { name: 'Virtual event' })).toBeNull();
  });

  it("highlights the featured event with an 'In-Person Event' badge", () => {
    const featured = renderCard({ ...inPerson, featured: true });
    expect(within(featured).getByText('In-Person Event')).toBeTruthy();
    expect(featured.dataset.featured).toBe('true');
  });

  it('has no badge or highlight when not featured', () => {
    const card = renderCard(events[1]!);
    expect(within(card).queryByText('In-Person Event')).toBeNull();
    expect(card.dataset.featured).toBeUndefined();
  });

  it('offers no application on a closed or past card', () => {
    const closed = within(renderCard({ ...inPerson, standing: 'closed' }));
    expect(closed.getByText('Applications closed')).toBeTruthy();
    expect(closed.getByRole('link', { name: 'See the Event' })).toBeTruthy();
    expect(closed.queryByRole('link', { name: 'Apply to Attend' })).toBeNull();
    cleanup();
    const past = within(renderCard({ ...inPerson, standing: 'past' }));
    expect(past.getByRole('link', { name: 'See the Event' })).toBeTruthy();
    expect(past.queryByText('Applications closed')).toBeNull();
  });
});

describe('EventCardGrid', () => {
  it('says plainly when nothing is coming up, and where to hear first', () => {
    render(
      <MemoryRouter>
        <EventCardGrid events={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Nothing is coming up just yet.')).toBeTruthy();
    expect(screen.getByText(/New events are announced in the community first\./)).toBeTruthy();
    const join = screen.getByRole('link', { name: /Join the community/ });
    expect(join.getAttribute('href')).toBe(joinCommunityLink.href);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the cards it is given', () => {
    render(
      <MemoryRouter>
        <EventCardGrid events={[inPerson]} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Nothing is coming up just yet.')).toBeNull();
  });
});
