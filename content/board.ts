/**
 * The founding board recruitment (docs/product/screens.md#founding-board and
 * #numbers-at-a-glance).
 */

export type BoardTrackId = 'executive' | 'advisory';

export type BoardTrack = {
  id: BoardTrackId;
  name: string;
  summary: string;
  /** Expected time commitment, as shown. */
  commitment: string;
  maxMembers: number;
  responsibilities: readonly string[];
  /** Who the track suits. */
  idealFor: string;
};

export const boardTracks: readonly BoardTrack[] = [
  {
    id: 'executive',
    name: 'Executive Board',
    summary:
      'The hands-on team that steers the community: it sets priorities, shapes the events calendar and makes sure every programme delivers for members.',
    commitment: 'About 2 hours per month',
    maxMembers: 5,
    responsibilities: [
      'Join a monthly board call and vote on the community’s priorities',
      'Own one area: events, partnerships, programmes or membership',
      'Host or co-host at least one community event a year',
    ],
    idealFor: 'Women who want to build the community with us, month by month.',
  },
  {
    id: 'advisory',
    name: 'Advisory Board',
    summary:
      'Senior voices who lend their experience and networks: they challenge our plans, open doors to partners and mentor the Executive Board.',
    commitment: 'About 2 hours per quarter',
    maxMembers: 5,
    responsibilities: [
      'Attend a quarterly strategy session',
      'Advise on partnerships, sponsorship and the summit programme',
      'Make introductions that help members grow',
    ],
    idealFor: 'Experienced leaders with limited time and a lot of perspective to share.',
  },
];

export const boardTimeline = {
  applicationsDue: '28 July 2025',
  boardAnnounced: '1 August 2025',
} as const;

/** From application to announcement. */
export const boardSelectionSteps: readonly { time: string; title: string; description: string }[] =
  [
    {
      time: boardTimeline.applicationsDue,
      title: 'Applications due',
      description:
        'Send your application through the form by the end of the day. It takes about ten minutes.',
    },
    {
      time: 'Late July 2025',
      title: 'A short conversation',
      description:
        'We invite shortlisted applicants to a 20-minute video call about what they would bring.',
    },
    {
      time: boardTimeline.boardAnnounced,
      title: 'Final board announced',
      description: 'We introduce the founding board to the whole community.',
    },
  ];

export const boardPrinciples: readonly { title: string; description: string }[] = [
  {
    title: 'Volunteer-based',
    description:
      'Board roles are unpaid. Members give their time because they want more women leading in AI.',
  },
  {
    title: 'By application only',
    description:
      'Every seat is filled through an open application, so anyone in the community can put herself forward.',
  },
  {
    title: 'Small by design',
    description: 'At most five members on each board keeps decisions quick and every voice heard.',
  },
];
