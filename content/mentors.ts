/**
 * Featured mentors of the mentorship programme (docs/product/screens.md#mentorship,
 * data.md#static-content).
 * SAMPLE DATA: fictional people; no real name or photo.
 */

export type Mentor = {
  id: string;
  name: string;
  title: string;
  company: string;
  expertise: readonly string[];
  /** Display text, e.g. '15 years'. */
  experience: string;
  /** People mentored so far. */
  mentees: number;
  /** Average mentee rating, 0 to 5. */
  rating: number;
  /** Self-hosted portrait; absent → initials. */
  image?: string;
  bio: string;
};

export const maxMentorRating = 5;

export const mentors: readonly Mentor[] = [
  {
    id: 'amara-osei',
    name: 'Amara Osei',
    title: 'Head of Machine Learning',
    company: 'Northlight Health',
    expertise: ['Machine learning', 'Team leadership', 'Healthcare AI'],
    experience: '14 years',
    mentees: 42,
    rating: 4.9,
    bio: 'Amara built her first model as a junior analyst and now leads forty scientists and engineers. She helps mentees make the jump from individual contributor to leader without losing their technical edge.',
  },
  {
    id: 'claire-donnelly',
    name: 'Claire Donnelly',
    title: 'Director of AI Product',
    company: 'Fernway Bank',
    expertise: ['AI product strategy', 'Stakeholder management', 'Fintech'],
    experience: '12 years',
    mentees: 35,
    rating: 4.8,
    bio: 'Claire moved from marketing into product and now owns the AI roadmap of a retail bank. She mentors women making a career change into AI and anyone preparing for their first product leadership role.',
  },
  {
    id: 'dr-mei-tanaka',
    name: 'Dr. Mei Tanaka',
    title: 'Principal Research Scientist',
    company: 'Atlas Robotics',
    expertise: ['Computer vision', 'Research careers', 'Public speaking'],
    experience: '10 years',
    mentees: 28,
    rating: 4.9,
    bio: 'Mei left academia for industry research and has published and patented along the way. She coaches mentees on choosing between research and engineering tracks and on presenting their work with confidence.',
  },
  {
    id: 'rachel-adebayo',
    name: 'Rachel Adebayo',
    title: 'Founder and Responsible AI Consultant',
    company: 'Fairframe Advisory',
    expertise: ['Responsible AI', 'AI consulting', 'Going independent'],
    experience: '16 years',
    mentees: 51,
    rating: 5,
    bio: 'Rachel advises boards on AI governance after a career in risk and compliance. She mentors women building a consulting or freelance practice: pricing, positioning and winning the first clients.',
  },
];

/** Screen-reader-friendly rating, e.g. '4.9 out of 5'. */
export function ratingText(rating: number): string {
  const clamped = Math.min(Math.max(rating, 0), maxMentorRating);
  const shown = Number.isInteger(clamped) ? clamped.toFixed(1) : String(clamped);
  return `${shown} out of ${maxMentorRating}`;
}
