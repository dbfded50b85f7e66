/**
 * Mentorship success stories (docs/product/screens.md#mentorship, data.md#static-content).
 * SAMPLE DATA: fictional people; no real name or photo.
 */

export type SuccessStory = {
  name: string;
  previousRole: string;
  currentRole: string;
  story: string;
  /** Self-hosted portrait; absent → initials. */
  image?: string;
  /** Name of the mentor (one of the featured mentors). */
  mentor: string;
};

export const successStories: readonly SuccessStory[] = [
  {
    name: 'Hannah Whitfield',
    previousRole: 'Marketing Manager',
    currentRole: 'AI Product Manager',
    story:
      'I knew I wanted to work on AI products but had no idea where to start. Claire helped me map my marketing experience onto product work, and within eight months I had moved into a product role on my company’s AI team.',
    mentor: 'Claire Donnelly',
  },
  {
    name: 'Zainab Hussain',
    previousRole: 'Data Analyst',
    currentRole: 'Machine Learning Engineer',
    story:
      'Amara pushed me to ship one small model end to end instead of taking another course. That project became my portfolio, and it is the reason I got my first engineering offer.',
    mentor: 'Amara Osei',
  },
  {
    name: 'Lucía Fernández',
    previousRole: 'Compliance Officer',
    currentRole: 'Independent AI Governance Consultant',
    story:
      'Going freelance felt terrifying. Rachel helped me set my prices, write my first proposal and say no to the wrong work. A year on, I advise three organisations on responsible AI.',
    mentor: 'Rachel Adebayo',
  },
];
