/**
 * The About page's own content: its mission and values. What it shares with the community home
 * is in community.ts.
 */

export const mission = {
  title: 'Our Mission',
  paragraphs: [
    'Women Leading AI exists to put more women at the centre of how artificial intelligence is built, bought and governed. Too often the people making AI decisions look the same; we are changing that one conversation, one event and one introduction at a time.',
    'We do it by creating a private, purposeful space where women working in AI can learn from each other, grow their visibility and step into leadership with the backing of a community that wants them to win.',
  ],
} as const;

export type ValueIcon = 'community' | 'rise';

export type CommunityValue = { title: string; description: string; icon: ValueIcon };

export const values: readonly CommunityValue[] = [
  {
    title: 'Community First',
    icon: 'community',
    description:
      'Every event, resource and conversation is designed around what our members need, not around selling them something. Joining the community is free.',
  },
  {
    title: 'Rise Together',
    icon: 'rise',
    description:
      'Success is not a zero-sum game. We celebrate each other’s wins, share opportunities openly and make sure no one has to figure out AI leadership on her own.',
  },
];
