/**
 * The Women Leading AI Summit: its facts and the ways to take part (docs/product/screens.md#summit
 * and #numbers-at-a-glance).
 */

export const summit = {
  name: 'Women Leading AI Summit',
  date: '27 November 2025',
  /** Machine-readable date, for <time>. */
  isoDate: '2025-11-27',
  city: 'London',
  format: 'One day, in person and online',
  inPersonSeats: 150,
  digitalPasses: 50,
} as const;

export const summitHighlights: readonly string[] = [
  'Keynotes from women who run AI in production, not just in pilots',
  'Hands-on workshops you can apply at your desk the next morning',
  'Candid panels on leadership, boards and building AI teams',
  'A room of 150 peers, and time set aside to actually meet them',
];

export type TalkFormat = { name: string; length: string; description: string };

export const talkFormats: readonly TalkFormat[] = [
  {
    name: 'Keynote talk',
    length: '20 minutes',
    description: 'One idea, argued well: a lesson from leading AI work that others can use.',
  },
  {
    name: 'Panel',
    length: '40 minutes',
    description:
      'Three or four voices on a question the room is wrestling with, with time for Q&A.',
  },
  {
    name: 'Hands-on workshop',
    length: '60 minutes',
    description: 'Attendees leave with a prompt, template or workflow they have built themselves.',
  },
];

export const speakerTopics: readonly string[] = [
  'Taking generative AI from pilot to production',
  'Responsible and fair AI in practice',
  'Leading teams through AI-driven change',
  'AI on the board agenda',
  'Career paths into AI leadership',
];

export const sponsorBenefits: readonly string[] = [
  'Your brand in front of 150 women leading AI in the room, and 50 more online',
  'Speaking and workshop slots for your leaders',
  'Tickets for your team and the women you want to develop',
  'A year of visibility in the Women Leading AI community',
];

export type ExhibitorOption = {
  id: 'showcase' | 'exhibit';
  name: string;
  description: string;
  includes: readonly string[];
  /** The label of the option's button (docs/product/screens.md#summit names both). */
  actionLabel: string;
};

export const exhibitorOptions: readonly ExhibitorOption[] = [
  {
    id: 'showcase',
    name: 'Demo showcase',
    description:
      'Building an AI tool? Show it live on the main stage in a five-minute demo slot, then meet the people who want to try it.',
    includes: ['A five-minute live demo', 'A listing in the summit guide', 'Two summit passes'],
    actionLabel: 'Showcase Your AI Tool',
  },
  {
    id: 'exhibit',
    name: 'Exhibitor stand',
    description:
      'A table in the exhibition space for the whole day, where attendees come between sessions to ask questions and see products up close.',
    includes: ['A stand for the full day', 'Power and Wi-Fi', 'Two exhibitor passes'],
    actionLabel: 'Apply to Exhibit',
  },
];
