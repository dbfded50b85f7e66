import type { EventPage } from './event-pages.ts';

/**
 * What an event page only promises to the people the organiser approves
 * (docs/product/additions.md#decisions-and-withdrawing): the exact venue, how to arrive and, for
 * a paid event, that the price follows. The approval mail gives it (server/mail/decision-mails.ts);
 * no page may show it, so app/ never imports this module (eslint.config.js) and an e2e test reads
 * every built page for these addresses.
 *
 * SAMPLE: the venues, addresses and arrival notes below are fictional placeholders, to be
 * replaced by the organiser's real ones before the events are opened.
 */
export type ConfirmedGuestDetails = {
  venue: string;
  address: string;
  /** When to arrive, what to bring: one or two sentences. */
  arrival?: string;
  /** For a paid event: what happens about the price after approval. */
  pricing?: string;
  /** Fictional, to be replaced: a production start warns while any is (server/launch-checks.ts). */
  sample?: true;
};

const bySlug: Readonly<Record<string, ConfirmedGuestDetails>> = {
  'ai-power-circle': {
    sample: true,
    venue: 'Lumen Analytics, fourth-floor event space (sample venue)',
    address: '1 Sample Yard, King’s Cross, London N1C 4XX',
    arrival:
      'Doors open at 5:45 PM. Give your name at reception and take the lift to the fourth floor.',
  },
  'waves-ai': {
    sample: true,
    venue: 'Sample Pier, berth 2 (sample venue)',
    address: 'Sample Embankment, London SE1 9XX',
    arrival:
      'Boarding opens at 5:45 PM and the boat leaves at 6:00 PM sharp: it cannot wait for late arrivals.',
    pricing:
      'Tickets are paid: the organiser will email you the ticket price and how to pay in the next few days. Your place is held for you until then.',
  },
  'women-leading-ai': {
    sample: true,
    venue: 'The Alder Club (sample venue)',
    address: '3 Sample Square, London W1K 1XX',
    arrival: 'Arrive from 6:00 PM; dinner is served at 6:45 PM.',
  },
  'ai-power-circle-virtual': {
    sample: true,
    venue: 'Online (sample link)',
    address: 'https://meet.example.com/ai-power-circle',
    arrival: 'The room opens five minutes before the start.',
  },
  'leadership-labs': {
    sample: true,
    venue: 'The Workshop Loft (sample venue)',
    address: '40 Sample Lane, London WC1X 8XX',
    arrival: 'Each Lab starts at 6:30 PM sharp; come ten minutes early for tea.',
  },
  'autumn-retreat': {
    sample: true,
    venue: 'Sample Hall estate (sample venue)',
    address: 'Sample Lane, Surrey GU5 0XX',
    arrival: 'The exact dates and travel details follow in a separate email.',
  },
};

/** The details the page keeps back for confirmed guests, or undefined when it keeps none back. */
export function confirmedGuestDetailsOf(page: EventPage): ConfirmedGuestDetails | undefined {
  return bySlug[page.slug];
}

/** The events whose kept-back details are still the fictional samples. */
export function sampleConfirmedGuestDetails(): string[] {
  return Object.entries(bySlug)
    .filter(([, details]) => details.sample)
    .map(([slug]) => slug);
}

/** Every page's kept-back details (tests read the built site for them). */
export function allConfirmedGuestDetails(): readonly ConfirmedGuestDetails[] {
  return Object.values(bySlug);
}
