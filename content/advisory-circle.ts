/**
 * The private advisory circle page (docs/product/screens.md#private-advisory-circle; route
 * /advisory-circle per docs/product/rules.md#the-private-advisory-circle-route).
 * SAMPLE DATA: fictional people — the testimonial's author is not a real person.
 */

export type AdvisoryTier = {
  id: string;
  /**
   * The short label each tier carries on the page
   * (docs/product/screens.md#private-advisory-circle).
   */
  label: 'start here' | 'level up' | 'stay ahead';
  name: string;
  description: string;
  includes: readonly string[];
};

export type AdvisorProfile = { title: string; description: string };

export type AdvisoryStep = { title: string; description: string };

export type Testimonial = {
  quote: string;
  name: string;
  role: string;
  /** Fictional sample content (docs/product/rules.md#sample-content): marked here, never printed. */
  sample?: true;
};

export const advisoryCircle = {
  eyebrow: 'By invitation only',
  title: 'The Private Advisory Circle',
  lead: 'Confidential, senior counsel for women leading AI decisions. Bring the question you cannot take to your board, your team or your network, and work it through with people who have been there.',
  requestButton: 'Request Private Invite',
  formId: 'request-invite',
  painPoints: {
    title: 'Leading AI Can Be a Lonely Job',
    lead: 'If any of these sound familiar, the circle was built for you.',
    items: [
      'You are expected to have an AI strategy, but every vendor and consultant has something to sell.',
      'You are the only senior woman in the room when AI investment is decided.',
      'Your board wants results this year, and your team is not sure where to start.',
      'You cannot test half-formed ideas internally without them becoming decisions.',
      'Your network is full of people who are as new to this as you are.',
      'You are asked about AI risk and regulation, and nobody around you has a clear answer.',
    ],
  },
  testimonial: {
    quote:
      'I joined with one question about restructuring my data team and left with a plan, two introductions and the confidence to take it to my CEO. Having people who will tell me the truth, in confidence, has changed how I lead.',
    name: 'Elena Whitfield',
    role: 'Chief Operating Officer, fintech scale-up',
    sample: true,
  } satisfies Testimonial,
  tiers: {
    title: 'Three Ways to Work With the Circle',
    items: [
      {
        id: 'one-to-one',
        label: 'start here',
        name: '1:1 Advisor',
        description:
          'One senior advisor, matched to your challenge, who meets you regularly and is on call between sessions.',
        includes: [
          'A matched advisor with hands-on AI leadership experience',
          'Monthly one-hour sessions, online or in person in London',
          'Quick questions answered between sessions',
        ],
      },
      {
        id: 'bespoke-team',
        label: 'level up',
        name: 'Bespoke Team of Advisors',
        description:
          'A small team assembled around a specific goal, such as an AI transformation, a board presentation or a new AI function.',
        includes: [
          'Two to four advisors chosen for your goal',
          'A working session to shape the plan, then regular check-ins',
          'Reviews of key documents before they go to your board',
        ],
      },
      {
        id: 'peer-network',
        label: 'stay ahead',
        name: 'Local Peer Network',
        description:
          'An invitation-only circle of senior women near you who meet in person to share what is working and what is not.',
        includes: [
          'A small, curated group of peers at your level',
          'Quarterly in-person dinners under strict confidentiality',
          'A private channel for the questions that cannot wait',
        ],
      },
    ] satisfies readonly AdvisoryTier[],
  },
  advisors: {
    title: 'Who the Advisors Are',
    lead: 'Every advisor has led AI work at senior level and is vetted by our founder. None of them are selling software.',
    profiles: [
      {
        title: 'Chief data and AI officers',
        description: 'Leaders who have taken AI from pilot to production in large organisations.',
      },
      {
        title: 'Non-executive directors',
        description: 'Board members who know what a good AI paper looks like from the other side.',
      },
      {
        title: 'Founders and operators',
        description: 'People who have built, funded and scaled AI products and teams.',
      },
      {
        title: 'Governance and risk specialists',
        description: 'Experts in AI regulation, ethics and the questions your auditors will ask.',
      },
    ] satisfies readonly AdvisorProfile[],
  },
  steps: {
    title: 'How It Works',
    items: [
      {
        title: 'Request your invite',
        description:
          'Tell us about your role and the challenge you are facing. It takes two minutes.',
      },
      {
        title: 'Have a private conversation',
        description:
          'Our founder calls you to understand what you need and which way of working fits.',
      },
      {
        title: 'Meet your circle',
        description:
          'We introduce you to your advisor, team or peer group, usually within two weeks.',
      },
    ] satisfies readonly AdvisoryStep[],
  },
  form: {
    title: 'Request Your Private Invite',
    subtitle:
      'Everything you share stays between you and our founder. We reply to every request within five working days.',
  },
} as const;
