import { withProductPrefix } from './site.ts';

/**
 * The community's events (docs/product/data.md#events). Dates are content: nothing closes itself
 * (docs/product/rules.md#event-dates-are-content).
 */

/** How many places an event has: a fixed number, a number per session, or "limited". */
export type EventSpots =
  | { kind: 'total'; count: number }
  | { kind: 'perSession'; count: number }
  | { kind: 'limited'; count?: number };

export type Event = {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  locationNote?: string;
  spots: EventSpots;
  /** The event's own page (an internal `/wlai/...` route). */
  link: string;
  featured: boolean;
  isVirtual?: boolean;
};

export function spotsLabel(spots: EventSpots): string {
  switch (spots.kind) {
    case 'total':
      return `${spots.count} spots`;
    case 'perSession':
      return `${spots.count} per session`;
    case 'limited':
      return spots.count === undefined ? 'Limited spots' : `Limited to ${spots.count}`;
  }
}

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
    date: 'Tuesday 10 September 2025',
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

/**
 * The July meetup as the events listing describes it: the 40-spot reading of
 * docs/product/rules.md#the-two-readings-of-the-july-meetup (the event page itself has 35 spots).
 */
export const featuredMeetup = {
  title: 'AI Power Circle: July Meetup',
  summary: [
    'Every month we bring together women who are building, buying and leading with AI for an evening of ideas and honest conversation. July’s circle opens with a keynote on taking generative AI from pilot to production, followed by a practical session on being seen and heard as the AI era reshapes careers.',
    'Come with a question, leave with new allies. The evening is free for community members, and places are limited to 40 so everyone gets to talk.',
  ],
  date: 'Wednesday 23 July 2025',
  time: '6:00-8:00 PM',
  venue: 'Central London',
  spots: { kind: 'total', count: 40 } satisfies EventSpots,
  price: 'Free for community members',
  agenda: [
    {
      title: 'Intro & Welcome',
      duration: '15 min',
      description: 'Arrive, grab a drink and meet the women around you.',
    },
    {
      title: 'Keynote',
      duration: '30 min',
      description:
        'A senior AI leader on what it really takes to move AI from pilot to production.',
    },
    {
      title: 'Visibility in the AI Era',
      duration: '30 min',
      description:
        'A practical session on telling your AI story so the right people notice your work.',
    },
    {
      title: 'Network & Connect',
      duration: '45 min',
      description: 'Guided introductions, then open conversation until close.',
    },
  ],
} as const;
