/**
 * The seven event pages (docs/product/screens.md#event-pages): facts, programme, agendas,
 * timelines and texts.
 * One layout (app/components/events/event-page.tsx) renders every page from this data.
 *
 * SAMPLE DATA: fictional people and companies. The speakers and hosts come from ./people.ts;
 * the venue host "Lumen Analytics" is a fictional company.
 */
import type { ArtworkMotif } from '#schemas/artwork/artwork.ts';
import { pageForms, type PageForm } from './page-forms.ts';
import { coOrganiser, julyKeynoteSpeaker, organiser, type Person } from './people.ts';

/**
 * Mirrors `EventFact` of app/components/events/details/event-facts.tsx (content never imports
 * from app/).
 */
export type EventPageFact = {
  kind: 'date' | 'time' | 'venue' | 'online' | 'spots' | 'price';
  label: string;
  value: string;
};

export type AgendaBlock = { title: string; duration: string; description?: string };
export type TimelineEntry = { time: string; title: string; description?: string };
export type ProgrammeTopic = { title: string; description: string };

/**
 * A band of the page below the hero, in the order the page shows them. The form is not one: it
 * sits beside the hero's details (app/components/events/event-hero.tsx).
 */
export type EventPageSection =
  | { kind: 'checklist'; id: string; title: string; lead?: string; items: readonly string[] }
  | {
      kind: 'programme';
      id: string;
      title: string;
      lead?: string;
      items: readonly ProgrammeTopic[];
    }
  | { kind: 'agenda'; id: string; title: string; lead?: string; items: readonly AgendaBlock[] }
  | {
      kind: 'timeline';
      id: string;
      title: string;
      lead?: string;
      items: readonly TimelineEntry[];
    }
  | { kind: 'thanks'; id: string; title: string; paragraphs: readonly string[] }
  | { kind: 'people'; id: string; title: string; people: readonly Person[] };

/** Every dated event is in London: its calendar times are wall-clock times there. */
export const eventTimeZone = 'Europe/London';

/** When an event is, for calendar files and links (docs/product/screens.md#event-pages). */
export type EventCalendar = {
  /** Wall-clock start in {@link eventTimeZone}, `YYYY-MM-DDTHH:mm`. */
  start: string;
  /** Wall-clock end in {@link eventTimeZone}, `YYYY-MM-DDTHH:mm`, the same day. */
  end: string;
  /** An RFC 5545 recurrence rule for an event that repeats from `start`. */
  recurrence?: `RRULE:${string}`;
};

export type EventPage = {
  /** The path under /events/ (and /wlai/events/). */
  slug: string;
  meta: { title: string; description: string };
  /** The page\'s <h1>. */
  title: string;
  /** The last breadcrumb (the current page). */
  crumb: string;
  /** Short label above the title. */
  eyebrow: string;
  intro: string;
  facts: readonly EventPageFact[];
  /** Absent while the event has no fixed day: the page then offers no calendar links. */
  calendar?: EventCalendar;
  /**
   * How many people the organiser can approve (docs/product/data.md#review-status), as the
   * page's capacity fact says; a number per session for a series. Absent: no number is given
   * ("Limited spots").
   */
  capacity?: { places: number; perSession?: true };
  /** A public in-person venue a map can find; absent while the venue is kept for guests. */
  map?: { query: string };
  /** Label of the hero button that scrolls to the form. */
  cta: string;
  backLink: { to: string; label: string };
  form: { id: string; title: string; subtitle: string; submission: PageForm };
  sections: readonly EventPageSection[];
  /** What the cover's generated picture shows (docs/design.md#artwork). */
  motif?: ArtworkMotif;
  /** The organiser's cover photo and its words, in place of the generated picture. */
  cover?: { image: string; alt: string };
};

const backToCommunity = { to: '/', label: 'Back to Community' };

const hostSection = (people: readonly Person[], title = 'Your Host'): EventPageSection => ({
  kind: 'people',
  id: 'hosts',
  title,
  people,
});

export const julyMeetupPage: EventPage = {
  slug: 'ai-power-circle',
  motif: 'city',
  meta: {
    title: 'AI Power Circle: July Meetup',
    description:
      'The July AI Power Circle in London: keynote, visibility workshop and spark talks. Wednesday 23 July 2025, 6:00-8:00 PM, 35 spots.',
  },
  title: 'AI Power Circle',
  crumb: 'AI Power Circle',
  eyebrow: 'July Meetup · In-Person Event',
  intro:
    'An evening for women shaping AI in London: a keynote from a data leader who has taken generative AI from pilot to production, a hands-on visibility workshop and five spark talks from women in our community. Come as you are and leave with new allies.',
  facts: [
    { kind: 'date', label: 'Date', value: 'Wednesday 23 July 2025' },
    { kind: 'time', label: 'Time', value: '6:00-8:00 PM' },
    { kind: 'venue', label: 'Venue', value: "Lumen Analytics, King's Cross, London" },
    { kind: 'spots', label: 'Capacity', value: '35 spots' },
    { kind: 'price', label: 'Price', value: 'Free for community members' },
  ],
  capacity: { places: 35 },
  map: { query: "King's Cross, London" },
  calendar: { start: '2025-07-23T18:00', end: '2025-07-23T20:00' },
  cta: 'Register Your Interest',
  backLink: backToCommunity,
  form: {
    id: 'register',
    title: 'Register Your Interest',
    subtitle:
      "Free for community members, with 35 spots. Tell us a little about yourself and we'll be in touch soon with next steps.",
    submission: pageForms.julyMeetup,
  },
  sections: [
    {
      kind: 'checklist',
      id: 'gains',
      title: "What You'll Gain",
      items: [
        'Practical lessons from a senior leader who has scaled AI in a demanding business',
        'A personal visibility plan you can start using the next morning',
        'Fresh ideas from five women building with AI right now',
        'Connections with peers, mentors and future collaborators',
        'Confidence to speak up where AI decisions are being made',
        'A community that keeps opening doors long after the evening ends',
      ],
    },
    {
      kind: 'agenda',
      id: 'agenda',
      title: 'The Evening Agenda',
      lead: 'Two hours, four 30-minute blocks.',
      items: [
        {
          title: 'Keynote',
          duration: '30 min',
          description: `${julyKeynoteSpeaker.name} on taking generative AI from pilot to production while keeping the trust of the people it affects.`,
        },
        {
          title: 'Visibility Workshop',
          duration: '30 min',
          description:
            'Map where your work is seen, who needs to see it, and the one story you will tell about it this quarter.',
        },
        {
          title: 'Spark Talks from 5 Women',
          duration: '30 min',
          description:
            'Five women, five minutes each: real projects, honest lessons and one idea worth borrowing.',
        },
        {
          title: 'Network & Connect',
          duration: '30 min',
          description:
            'Time to follow up on the conversations that started earlier, with a drink in hand.',
        },
      ],
    },
    {
      kind: 'thanks',
      id: 'venue-host',
      title: 'Thank You to Our Venue Host',
      paragraphs: [
        "Lumen Analytics is opening its King's Cross offices to us for the evening. Their team has championed women in data for years, and we are grateful for the space, the refreshments and the warm welcome.",
      ],
    },
    hostSection([julyKeynoteSpeaker, organiser], 'Meet the Speaker and Organiser'),
  ],
};

export const summerBoatPage: EventPage = {
  slug: 'waves-ai',
  motif: 'water',
  meta: {
    title: 'Waves & AI: Summer Boat Event',
    description:
      'Three hours on a private boat on the Thames with 40 women in AI. Friday 29 August 2025, 6:00-9:00 PM. Apply for a place.',
  },
  title: 'Waves & AI',
  crumb: 'Waves & AI',
  eyebrow: 'Summer Boat Event',
  intro:
    'Three hours on the Thames with forty women in AI: a visibility lab, speed mentoring and an AI jam on board, then a celebration with a DJ as the city lights come on.',
  facts: [
    { kind: 'date', label: 'Date', value: 'Friday 29 August 2025' },
    { kind: 'time', label: 'Time', value: '6:00-9:00 PM' },
    { kind: 'venue', label: 'Venue', value: 'Private boat at a central London pier' },
    { kind: 'spots', label: 'Capacity', value: '40 spots' },
    {
      kind: 'price',
      label: 'Tickets',
      value: 'Paid: pricing shared after a successful application',
    },
  ],
  capacity: { places: 40 },
  calendar: { start: '2025-08-29T18:00', end: '2025-08-29T21:00' },
  cta: 'Register to Come Aboard',
  backLink: backToCommunity,
  form: {
    id: 'register',
    title: 'Register for Waves & AI',
    subtitle:
      "Places are limited to 40. If your application is successful we'll share the ticket price and the boarding pier.",
    submission: pageForms.summerBoat,
  },
  sections: [
    {
      kind: 'agenda',
      id: 'agenda',
      title: 'On Board: The Programme',
      lead: 'Five blocks, from first ideas to last dance.',
      items: [
        {
          title: 'Visibility Lab',
          duration: '30 min',
          description:
            'Sharpen how you introduce your work, so the right people remember it after tonight.',
        },
        {
          title: 'Speed Mentoring',
          duration: '30 min',
          description:
            'Quick-fire conversations in pairs, with senior leaders and early-career builders learning from each other.',
        },
        {
          title: 'AI Jam',
          duration: '30 min',
          description:
            "Small groups try a new AI tool on a real problem from someone's day job, then share what worked.",
        },
        {
          title: 'Sisterhood Networking',
          duration: '30 min',
          description: 'Open deck time to meet everyone you have not spoken to yet.',
        },
        {
          title: 'Celebration',
          duration: '60 min',
          description: 'A DJ, a dance floor and the London skyline as we head back upriver.',
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'timeline',
      title: 'The Evening, Hour by Hour',
      items: [
        { time: '6:00 PM', title: 'Boarding', description: 'Welcome drinks as we cast off.' },
        { time: '6:30 PM', title: 'Visibility Lab' },
        { time: '7:00 PM', title: 'Reverse Mentoring + AI Jam' },
        { time: '7:30 PM', title: 'Open Networking' },
        { time: '8:00 PM', title: 'DJ & Dancing' },
        { time: '9:00 PM', title: 'Dock', description: 'Back at the pier, full of new contacts.' },
      ],
    },
    hostSection([organiser, coOrganiser], 'Your Hosts'),
  ],
};

export const privateEveningPage: EventPage = {
  slug: 'women-leading-ai',
  motif: 'evening',
  meta: {
    title: 'Women Leading In AI: A Private Evening',
    description:
      'A private evening for 30 women leading AI, at a club in central London. Wednesday 10 September 2025, 6:00-9:30 PM. By application.',
  },
  title: 'Women Leading In AI',
  crumb: 'Women Leading In AI',
  eyebrow: 'Private Evening · By Application',
  intro:
    'An intimate evening for thirty women who lead AI work: candid conversation over dinner, no slides and no sales pitches, and the chance to compare notes with peers facing the same decisions.',
  facts: [
    { kind: 'date', label: 'Date', value: 'Wednesday 10 September 2025' },
    { kind: 'time', label: 'Time', value: '6:00-9:30 PM' },
    { kind: 'venue', label: 'Venue', value: 'Private club in central London' },
    { kind: 'spots', label: 'Capacity', value: '30 spots' },
    { kind: 'price', label: 'Entry', value: 'By application' },
  ],
  capacity: { places: 30 },
  // NOTE: the product description calls 10 September 2025 a Tuesday; it is a Wednesday, and the
  // weekday is computed from the date (docs/product/rules.md#calendar-files).
  calendar: { start: '2025-09-10T18:00', end: '2025-09-10T21:30' },
  cta: 'Apply to Attend',
  backLink: backToCommunity,
  form: {
    id: 'apply',
    title: 'Apply for the Evening',
    subtitle:
      'Thirty places, chosen so every table mixes sectors and seniority. Tell us about your work and the challenge you would bring to the room.',
    submission: pageForms.privateEvening,
  },
  sections: [
    {
      kind: 'checklist',
      id: 'expect',
      title: 'What to Expect',
      items: [
        'A welcome drink and dinner in a private room',
        'Table conversations on the decisions that keep AI leaders up at night',
        'Peers who understand the job, without the usual conference noise',
        'Conversations held in confidence, so everyone can speak freely',
      ],
    },
    {
      kind: 'checklist',
      id: 'audience',
      title: "Who It's For",
      items: [
        'Women leading AI teams, products or strategy',
        'Founders and executives making AI investment decisions',
        'Senior practitioners stepping into leadership roles',
        'Leaders happy to share openly and learn from others',
      ],
    },
    hostSection([organiser]),
  ],
};

export const virtualCirclePage: EventPage = {
  slug: 'ai-power-circle-virtual',
  motif: 'screen',
  meta: {
    title: 'Virtual AI Power Circle',
    description:
      'An online AI Power Circle on Monday 21 July 2025, 5:00 PM BST: lightning talk, open circle and reverse mentoring. Free for community members.',
  },
  title: 'Virtual AI Power Circle',
  crumb: 'Virtual AI Power Circle',
  eyebrow: 'Online Event · 60 Minutes',
  intro:
    'The AI Power Circle, online: one focused hour for women in AI wherever they work. A lightning talk, an open circle for the questions you cannot ask at work, and reverse mentoring that pairs experience with fresh skills.',
  facts: [
    { kind: 'date', label: 'Date', value: 'Monday 21 July 2025' },
    { kind: 'time', label: 'Time', value: '5:00 PM BST' },
    { kind: 'online', label: 'Where', value: 'Online: private link shared on confirmation' },
    { kind: 'spots', label: 'Capacity', value: 'Limited spots' },
    { kind: 'price', label: 'Price', value: 'Free for community members' },
  ],
  calendar: { start: '2025-07-21T17:00', end: '2025-07-21T18:00' },
  cta: 'Apply to Attend',
  backLink: backToCommunity,
  form: {
    id: 'apply',
    title: 'Apply to Attend',
    subtitle:
      "Spots are limited so every voice is heard. Can't make 21 July? Apply anyway and we'll keep you in mind for the August circle.",
    submission: pageForms.virtualCircle,
  },
  sections: [
    {
      kind: 'agenda',
      id: 'sessions',
      title: 'The Sessions',
      lead: 'Sixty minutes, three sessions, cameras optional.',
      items: [
        {
          title: 'Lightning Talk',
          duration: '10 min',
          description: 'One member shares a tool, a lesson or a mistake worth learning from.',
        },
        {
          title: 'Open Circle',
          duration: '25 min',
          description:
            'Bring the question you have been carrying around: the circle answers with experience, not theory.',
        },
        {
          title: 'Reverse Mentoring',
          duration: '25 min',
          description:
            'Breakout pairs where early-career builders share hands-on AI skills and senior leaders share what they know about careers.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'audience',
      title: "Who It's For",
      items: [
        'Women in AI outside London, or with diaries that rule out evenings in town',
        'Anyone curious about the AI Power Circle before coming in person',
        'Leaders and builders keen to learn from each other across levels',
      ],
    },
    hostSection([organiser]),
  ],
};

export const retreatPage: EventPage = {
  slug: 'autumn-retreat',
  motif: 'countryside',
  meta: {
    title: 'Women Leading AI 2025 Retreat',
    description:
      'A 2.5-day leadership retreat for 20 senior women in AI at a countryside estate near London, December 2025. Apply for a place.',
  },
  title: 'Women Leading AI 2025 Retreat',
  crumb: 'Autumn Retreat',
  eyebrow: 'Leadership Retreat',
  intro:
    'Two and a half days away from the noise with twenty senior women leading AI. Strategy sessions, candid peer advice and long walks in the countryside, so you start the new year with a clear plan and a circle that has your back.',
  facts: [
    { kind: 'date', label: 'Date', value: 'December 2025' },
    { kind: 'time', label: 'Duration', value: '2.5 days' },
    { kind: 'venue', label: 'Venue', value: 'Countryside estate near London' },
    { kind: 'spots', label: 'Capacity', value: '20 senior women' },
  ],
  capacity: { places: 20 },
  cta: 'Apply for the Retreat',
  backLink: backToCommunity,
  form: {
    id: 'apply',
    title: 'Apply for the Retreat',
    subtitle:
      'Twenty places, offered by application so the group works well together. We read every application personally.',
    submission: pageForms.retreat,
  },
  sections: [
    {
      kind: 'programme',
      id: 'programme',
      title: 'What the Programme Covers',
      items: [
        {
          title: 'Your AI leadership agenda for 2026',
          description:
            'Step back from the day job to choose the three priorities that will define your year, pressure-tested by peers.',
        },
        {
          title: 'Influence at board and executive level',
          description:
            'How to frame AI decisions for boards and executive teams, and how to become the person they ask.',
        },
        {
          title: 'Peer advisory circles',
          description:
            'Small groups take one live challenge from each member and leave with options, not platitudes.',
        },
        {
          title: 'Rest and renewal',
          description:
            'Unhurried meals, countryside walks and time to think: the part most leaders skip.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'audience',
      title: "Who It's For",
      items: [
        'Directors, VPs, C-suite leaders and founders responsible for AI strategy, products or teams',
        'Women preparing for board or executive roles where AI is on the agenda',
        'Leaders ready to share openly and support peers in confidence',
      ],
    },
    hostSection([organiser]),
  ],
};

export const boardroomPage: EventPage = {
  slug: 'ai-influence',
  motif: 'stage',
  meta: {
    title: 'AI x Influence: Boardroom Readiness Sessions',
    description:
      'A half-day masterclass plus panel in London, November 2025, for women preparing to lead AI decisions in the boardroom.',
  },
  title: 'AI x Influence: Boardroom Readiness Sessions',
  crumb: 'AI x Influence',
  eyebrow: 'Masterclass + Panel',
  intro:
    'A half-day for women who want a seat where AI decisions are made: a practical masterclass on governance, risk and board communication, followed by a panel of directors on how they earned their influence and how they use it.',
  facts: [
    { kind: 'date', label: 'Date', value: 'November 2025' },
    { kind: 'venue', label: 'Venue', value: 'London' },
    { kind: 'time', label: 'Format', value: 'Half-day masterclass plus panel' },
  ],
  cta: 'Register Interest',
  backLink: backToCommunity,
  form: {
    id: 'register-interest',
    title: 'Register Interest',
    subtitle:
      'The exact date and venue will be confirmed soon. Register your interest and you will be the first to hear.',
    submission: pageForms.boardroom,
  },
  sections: [
    {
      kind: 'programme',
      id: 'programme',
      title: 'What the Programme Covers',
      items: [
        {
          title: 'AI governance essentials',
          description:
            'The questions boards ask about AI risk, regulation and accountability, and how to answer them with confidence.',
        },
        {
          title: "Speaking the board's language",
          description:
            'Turn technical progress into the strategic story directors need: value, risk and the decision in front of them.',
        },
        {
          title: 'Building your board profile',
          description:
            'Where non-executive and advisory roles come from, and how to make your AI experience visible to the people who fill them.',
        },
        {
          title: 'The panel',
          description:
            'Women who sit on boards share how they got there, what surprised them and what they wish they had known.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'audience',
      title: "Who It's For",
      items: [
        'Senior leaders who brief boards or executive committees on AI',
        'Women considering a first non-executive or advisory board role',
        'Heads of data, AI and technology who want more influence over strategy',
      ],
    },
    hostSection([organiser]),
  ],
};

export const leadershipLabsPage: EventPage = {
  slug: 'leadership-labs',
  motif: 'workshop',
  meta: {
    title: 'AI Leadership Labs',
    description:
      'A monthly hands-on leadership workshop in central London: third Thursday, 6:30-8:30 PM, 25 participants per session. Apply to join.',
  },
  title: 'AI Leadership Labs',
  crumb: 'AI Leadership Labs',
  eyebrow: 'Monthly Workshop',
  intro:
    'A hands-on leadership workshop, every month. Each Lab takes one real challenge of leading in the age of AI, from building an AI-ready team to making the case for investment, and works it through in small groups with peers who understand.',
  facts: [
    { kind: 'date', label: 'When', value: 'Third Thursday each month' },
    { kind: 'time', label: 'Time', value: '6:30-8:30 PM' },
    { kind: 'venue', label: 'Venue', value: 'Central London' },
    { kind: 'spots', label: 'Capacity', value: '25 participants per session' },
  ],
  capacity: { places: 25, perSession: true },
  calendar: {
    start: '2025-07-17T18:30',
    end: '2025-07-17T20:30',
    recurrence: 'RRULE:FREQ=MONTHLY;BYDAY=3TH',
  },
  cta: 'Apply to Join',
  backLink: backToCommunity,
  form: {
    id: 'apply',
    title: 'Apply to Join',
    subtitle:
      'Tell us about your current goals so we can shape each Lab around the challenges in the room.',
    submission: pageForms.leadershipLabs,
  },
  sections: [
    {
      kind: 'programme',
      id: 'programme',
      title: 'What Each Lab Covers',
      items: [
        {
          title: 'One leadership challenge',
          description:
            'Every month a new theme: AI-ready teams, responsible adoption, investment cases, leading through change.',
        },
        {
          title: 'Hands-on practice',
          description:
            'Frameworks you try on your own situation during the session, not slides you forget on the way home.',
        },
        {
          title: 'Peer problem-solving',
          description:
            'Small groups of leaders who face the same questions and give honest, practical feedback.',
        },
        {
          title: 'Commitments that stick',
          description:
            'Leave each Lab with one action for the month ahead, and report back at the next one.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'audience',
      title: "Who It's For",
      items: [
        'Managers and leaders whose teams are adopting AI',
        'Technical specialists moving into leadership',
        'Women who want a regular, practical space to grow as leaders',
      ],
    },
    hostSection([organiser]),
  ],
};

export const eventPages: readonly EventPage[] = [
  julyMeetupPage,
  summerBoatPage,
  privateEveningPage,
  virtualCirclePage,
  retreatPage,
  boardroomPage,
  leadershipLabsPage,
];

/**
 * The event page whose form stores rows like this one: the same table, and every value the page
 * fixes (event name, event date) equal to the row's (content/page-forms.ts). The events
 * listing's meetup form stores the same rows as the meetup page, so it is the same event.
 */
export function eventPageOf(
  table: string,
  values: Readonly<Record<string, unknown>>,
): EventPage | undefined {
  return eventPages.find(
    (page) =>
      page.form.submission.table === table &&
      Object.entries(page.form.submission.context ?? {}).every(
        ([column, value]) => values[column] === value,
      ),
  );
}
