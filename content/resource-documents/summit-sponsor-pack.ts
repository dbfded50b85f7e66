import { siteConfig } from '#content/site.ts';
import type { ResourceDocument } from './resource-document.ts';

const summitPage = `${siteConfig.siteUrl.replace(/^https?:\/\//, '')}/summit`;

export const summitSponsorPack: ResourceDocument = {
  title: 'Women Leading AI Summit 2025: Sponsor Pack',
  subtitle: 'Thursday 27 November 2025, London. Sponsorship and exhibitor packages',
  blocks: [
    {
      kind: 'paragraph',
      text: 'The Women Leading AI Summit is a one-day event in London for women building, leading and shaping artificial intelligence. It brings together senior leaders, practitioners, founders and allies for keynotes, panels, practical workshops and an AI tool showcase. Partnering with the summit puts your organisation in front of a focused, senior audience and shows, in public, that you invest in women in AI.',
    },
    { kind: 'heading', text: 'The summit at a glance' },
    {
      kind: 'table',
      columns: ['Detail', 'What to expect'],
      rows: [
        ['Date', 'Thursday 27 November 2025, one full day'],
        ['Location', 'Central London'],
        ['In-person seats', '150'],
        ['Digital passes', '50, with live stream and replays'],
        [
          'Tickets',
          'Early Bird £49, General Admission £95 (most popular), VIP £150, Digital Access £19',
        ],
        ['Programme', 'Keynotes, panels, hands-on workshops, AI tool showcase, networking'],
        ['Audience', 'Women in AI and tech roles, senior leaders, founders, investors and allies'],
      ],
    },
    { kind: 'heading', text: 'Why partner with us' },
    {
      kind: 'bullets',
      items: [
        'Meet senior women in AI in a setting built for real conversations, not a crowded expo hall.',
        'Show your commitment to inclusive AI to candidates, customers and your own teams.',
        'Put your product in the hands of practitioners who choose the tools their teams use.',
        'Support a community that runs 10 to 12 free events a year for women in AI.',
      ],
    },
    { kind: 'heading', text: 'Sponsorship packages' },
    {
      kind: 'table',
      columns: ['Package', 'What it includes'],
      rows: [
        [
          'Headline Partner (one available)',
          '“In partnership with” billing on the website, stage and lanyards; a 10-minute opening keynote; an exhibition stand; 8 VIP passes; a dedicated feature in the community newsletter; a post-event summary of attendance and feedback.',
        ],
        [
          'Gold Partner (three available)',
          'A speaker seat on one panel; logo on the website and stage screens; an exhibition stand; 2 VIP and 4 General Admission passes; a partner spotlight post on LinkedIn.',
        ],
        [
          'Silver Partner (five available)',
          'Logo on the website and event screens; a thank-you in the opening remarks; 4 General Admission passes; a mention in the post-event round-up.',
        ],
        [
          'Access Partner',
          'Funds 10 digital passes for women who could not otherwise attend, with your logo on the live stream page and a mention in the opening remarks.',
        ],
      ],
    },
    { kind: 'heading', text: 'Exhibitor packages' },
    {
      kind: 'table',
      columns: ['Package', 'What it includes'],
      rows: [
        [
          'AI Tool Showcase stand',
          'A stand in the showcase area all day; a 3-minute live demo in the “Showcase Your AI Tool” session; 2 exhibitor passes; a listing in the summit tool directory.',
        ],
        [
          'Startup table',
          'For early-stage, women-founded AI startups: a shared table in the showcase area, 1 exhibitor pass and a listing in the summit tool directory.',
        ],
      ],
    },
    { kind: 'heading', text: 'How to get involved' },
    {
      kind: 'numbered',
      items: [
        `Visit the summit page at ${summitPage}.`,
        'Choose “Sponsor the Summit” (or “Apply to Exhibit” for a stand) and send a short enquiry with the package that interests you.',
        'We will reply with package pricing, availability and a call to shape the partnership around your goals.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Partners confirmed by 31 October 2025 appear on all printed materials. Packages are limited and offered in order of confirmation.',
    },
  ],
};
