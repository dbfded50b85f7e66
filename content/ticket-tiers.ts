/**
 * The summit's ticket tiers (docs/product/screens.md#summit). Prices are whole pounds.
 * Each tier lists the perks docs/product/screens.md#summit gives it: General Admission also states
 * entry and VIP what it builds on, so no in-person card reads as if it left the sessions out.
 */

export type TicketTierId = 'early-bird' | 'general' | 'vip' | 'digital';

export type TicketTier = {
  id: TicketTierId;
  name: string;
  /** Price in pounds sterling. */
  price: number;
  /** Who the tier suits, in one line. */
  summary: string;
  perks: readonly string[];
  /** Marked 'Most Popular'. */
  popular: boolean;
};

export const ticketTiers: readonly TicketTier[] = [
  {
    id: 'early-bird',
    name: 'Early Bird',
    price: 49,
    summary: 'For those who know they will be there.',
    perks: ['Full-day summit entry', 'Lunch and snacks', 'Access to all sessions'],
    popular: false,
  },
  {
    id: 'general',
    name: 'General Admission',
    price: 95,
    summary: 'The full summit, and every talk to rewatch.',
    perks: ['Full-day summit entry', 'Access to all sessions', 'Video replays of every session'],
    popular: true,
  },
  {
    id: 'vip',
    name: 'VIP',
    price: 150,
    summary: 'Closer to the stage and to the speakers.',
    perks: [
      'Everything in General Admission',
      'Front-row seating',
      'Evening mixer with the speakers',
      'Printed AI prompt deck',
    ],
    popular: false,
  },
  {
    id: 'digital',
    name: 'Digital Access',
    price: 19,
    summary: 'Join from anywhere in the world.',
    perks: ['Live stream of the main stage', 'Replay bundle of every session'],
    popular: false,
  },
];

export function formatPrice(pounds: number): string {
  return `£${pounds.toLocaleString('en-GB')}`;
}
