/** What the community offers and stands for: the community home and the About page. */

export const communityTagline = 'Private, Purposeful, Powerful';

export const heroIntro =
  'A private chat workspace for women building, leading and shaping AI: where you ask the questions you would not ask in a meeting, find the people who have already solved them, and open doors for one another.';

export const whyJoinBullets: readonly string[] = [
  '10-12 free exclusive events per year: meetups, labs and evenings with women leading in AI',
  'A downloadable resources library of guides, templates and tool lists you can use at work tomorrow',
  'Honest, confidential conversations with peers who understand the room you are walking into',
  'Visibility that counts: speaking slots, introductions and mentoring from women a few steps ahead',
];

export type FeatureIcon = 'conversation' | 'calendar' | 'collaboration';

export type CommunityFeature = { title: string; description: string; icon: FeatureIcon };

export const communityFeatures: readonly CommunityFeature[] = [
  {
    title: 'Real-time Conversations',
    description:
      'Channels for AI strategy, careers, tools and wins, where a question asked at lunchtime has thoughtful answers by the afternoon.',
    icon: 'conversation',
  },
  {
    title: 'Exclusive Events',
    description:
      'Members hear first about every meetup, lab and retreat, and most of them are free for the community.',
    icon: 'calendar',
  },
  {
    title: 'Collaboration',
    description:
      'Find co-speakers, co-authors, mentors and partners for the projects you would not take on alone.',
    icon: 'collaboration',
  },
];

export const manifesto = {
  title: 'Our Manifesto',
  mantra: 'Stronger Together',
  principles: [
    'We believe the future of AI should be shaped by everyone it touches, and that women belong in every room where it is decided.',
    'We share what we know freely: the playbooks, the mistakes, the salary numbers and the names worth knowing.',
    'We lift as we climb. Every seat we earn at the table, we use to pull up another chair.',
    'We lead with curiosity and care, building AI that is useful, fair and worthy of trust.',
  ],
} as const;
