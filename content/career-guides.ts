/**
 * Career guides on the mentorship page (docs/product/screens.md#mentorship,
 * data.md#static-content).
 */

export type CareerGuide = {
  title: string;
  description: string;
  /** Display text, e.g. '6 min read'. */
  readTime: string;
  category: string;
  /** Self-hosted illustration in public/images/learning/. */
  image: string;
};

export const careerGuides: readonly CareerGuide[] = [
  {
    title: 'Breaking into AI Without a Computer Science Degree',
    description:
      'The routes women have taken into AI from marketing, law, teaching and operations, and the skills that transferred best.',
    readTime: '7 min read',
    category: 'Career change',
    image: '/images/learning/guide-career-change.svg',
  },
  {
    title: 'Negotiating Your Salary in an AI Role',
    description:
      'How to research the going rate, make the case for your value and handle the counter-offer, with scripts you can adapt.',
    readTime: '6 min read',
    category: 'Pay and progression',
    image: '/images/learning/guide-negotiation.svg',
  },
  {
    title: 'Your First 90 Days as an AI Team Lead',
    description:
      'What to learn, whom to meet and which quick wins to aim for when you step up to lead a data or AI team.',
    readTime: '8 min read',
    category: 'Leadership',
    image: '/images/learning/guide-team-lead.svg',
  },
  {
    title: 'Getting the Most from a Mentor',
    description:
      'Set goals for the relationship, prepare for each conversation and turn advice into action between sessions.',
    readTime: '5 min read',
    category: 'Mentorship',
    image: '/images/learning/guide-mentoring.svg',
  },
];
