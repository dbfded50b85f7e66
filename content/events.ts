import type { Event } from '#schemas/events/event-card.ts';
import { withProductPrefix } from './site.ts';

/**
 * The community's events as the original content described them (docs/product/data.md#events):
 * migration 015 seeded them into the events tables (server/db/event-seed.ts), from which the
 * site shows them; whether one still takes applications is in docs/product/rules.md#open-closed-past.
 */

export { spotsLabel, type Event, type EventSpots } from '#schemas/events/event-card.ts';

/** The static Event list, in the order the community home shows it. */
export const events: readonly Event[] = [
  {
    id: 'ai-power-circle',
    title: 'AI Power Circle: July Meetup',
    description:
      'Our monthly London meetup: a keynote from a senior AI leader, a hands-on session on being visible in the AI era, and time to meet women who are building and leading with AI.',
    date: 'Wednesday 23 July 2025',
    time: '6:00-8:00 PM',
    location: 'London',
    locationNote: 'Central London venue, shared with confirmed guests',
    spots: { kind: 'total', count: 40 },
    link: withProductPrefix('/events/ai-power-circle'),
    featured: true,
  },
  {
    id: 'waves-ai',
    title: 'Waves & AI: Summer Boat Party',
    description:
      'Three hours on the Thames with a visibility lab, speed mentoring, an AI jam and a celebration on deck as the sun goes down.',
    date: 'Friday 29 August 2025',
    time: '6:00-9:00 PM',
    location: 'London',
    locationNote: 'Private boat from a central London pier',
    spots: { kind: 'total', count: 40 },
    link: withProductPrefix('/events/waves-ai'),
    featured: false,
  },
  {
    id: 'women-leading-ai',
    title: 'Women Leading in AI: Private Evening',
    description:
      'An intimate evening of candid conversation for senior women shaping how their organisations adopt AI. By application.',
    date: 'Wednesday 10 September 2025',
    time: '6:00-9:30 PM',
    location: 'London',
    locationNote: 'Private members’ club, central London',
    spots: { kind: 'total', count: 30 },
    link: withProductPrefix('/events/women-leading-ai'),
    featured: false,
  },
  {
    id: 'leadership-labs',
    title: 'AI Leadership Labs',
    description:
      'A small monthly workshop where leaders bring a real challenge, try AI tools on it together and leave with a plan for the month ahead.',
    date: 'Third Thursday, monthly',
    time: '6:30-8:30 PM',
    location: 'Central London',
    spots: { kind: 'perSession', count: 25 },
    link: withProductPrefix('/events/leadership-labs'),
    featured: false,
  },
  {
    id: 'autumn-retreat',
    title: 'Autumn Retreat',
    description:
      'Two and a half days away with twenty senior women: strategy sessions, honest peer coaching and long walks to think about the year ahead.',
    date: 'December 2025',
    time: 'Weekend (2.5 days)',
    location: 'Near London',
    locationNote: 'Countryside estate',
    spots: { kind: 'limited', count: 20 },
    link: withProductPrefix('/events/autumn-retreat'),
    featured: false,
  },
];

/** The online edition of the Power Circle, listed on the events page beside the Event list. */
export const virtualPowerCircle: Event = {
  id: 'ai-power-circle-virtual',
  title: 'Virtual AI Power Circle',
  description:
    'One hour online: a lightning talk, an open circle on what is working and what is not, and reverse mentoring in small groups. Free for community members.',
  date: 'Monday 21 July 2025',
  time: '5:00 PM BST',
  location: 'Online',
  locationNote: 'Private link shared on confirmation',
  spots: { kind: 'limited' },
  link: withProductPrefix('/events/ai-power-circle-virtual'),
  featured: false,
  isVirtual: true,
};
