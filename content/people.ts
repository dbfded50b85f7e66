/**
 * People shown on the site: the organiser and event speakers.
 * SAMPLE DATA: every person here is fictional (docs/product/rules.md#sample-content); no real
 * name or photo.
 */

export type Person = {
  id: string;
  name: string;
  role: string;
  /** Short biography, one or two paragraphs. */
  bio: readonly string[];
  /** Path of a self-hosted portrait; absent → initials are shown. */
  image?: string;
  linkedinUrl?: string;
  /** Fictional sample content (docs/product/rules.md#sample-content): marked here, never printed. */
  sample?: true;
};

export const organiser: Person = {
  id: 'organiser',
  name: 'Maya Okafor',
  role: 'Founder, Women Leading AI',
  bio: [
    'Maya has spent fifteen years building data and AI products, from fraud models at a retail bank to the machine-learning platform of a London health-tech scale-up, where she led a team of forty engineers and scientists.',
    'She founded Women Leading AI after noticing how often she was the only woman in the room where AI decisions were made. Today she mentors first-time managers, advises boards on AI adoption and hosts every community event.',
  ],
};

export const coOrganiser: Person = {
  id: 'co-organiser',
  name: 'Priya Raman',
  role: 'Community Lead, Women Leading AI',
  bio: [
    'Priya is a product leader who moved from management consulting into AI product strategy. She designs the community’s programmes and runs the reverse-mentoring sessions that pair senior leaders with early-career builders.',
  ],
};

/** Keynote speaker of the July AI Power Circle. */
export const julyKeynoteSpeaker: Person = {
  id: 'july-keynote',
  name: 'Dr. Helena Marsh',
  role: 'Chief Data Officer',
  sample: true,
  bio: [
    'Helena leads data and AI strategy for a FTSE 250 logistics group and sits on two advisory boards. Her keynote shares what she learned taking generative AI from pilot to production without losing the trust of her people.',
  ],
};

export function initials(name: string): string {
  const words = name
    .replace(/^(Dr|Prof|Mr|Mrs|Ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
