/**
 * Hackathons (docs/product/screens.md#hackathons, data.md#static-content): static sample content.
 * SAMPLE DATA: the teams and winners named here are fictional.
 */

export type Hackathon = {
  id: string;
  name: string;
  /** Display text, e.g. 'Saturday 18 October 2025'. */
  date: string;
  theme: string;
  description: string;
  location: string;
  /**
   * Where registration happens. Until a hackathon has its own registration page, this is the
   * on-page registration call to action, which opens the enquiry form
   * (docs/product/rules.md#buttons-whose-action-was-not-shown).
   */
  registrationLink: string;
  prizes: string;
  /** Places offered (upcoming) or people who took part (past). */
  participants: number;
  /** Self-hosted illustration in public/images/learning/. */
  image: string;
};

export type WinningProject = { name: string; team: string; description: string };

export type PastHackathon = Hackathon & {
  winningProject: WinningProject;
  highlights: readonly string[];
};

const registerSection = '#register';

/** Soonest first: the first one is "the next event". */
export const upcomingHackathons: readonly Hackathon[] = [
  {
    id: 'ai-for-good-2025',
    name: 'AI for Good Hackathon',
    date: 'Saturday 18 October 2025',
    theme: 'AI for social impact',
    description:
      'One day to prototype AI tools for charities and community groups. Bring a problem worth solving or join a team on the day; no coding experience needed for product, design and research roles.',
    location: 'Shoreditch, London',
    registrationLink: registerSection,
    prizes: '£3,000 prize fund and a pilot with a partner charity',
    participants: 80,
    image: '/images/learning/hackathon-ai-for-good.svg',
  },
  {
    id: 'genai-builders-2026',
    name: 'GenAI Builders Weekend',
    date: '24–25 January 2026',
    theme: 'Generative AI at work',
    description:
      'A weekend of building with large language models: agents, assistants and automations that take the drudgery out of everyday work, with mentors on hand from first idea to final demo.',
    location: 'King’s Cross, London',
    registrationLink: registerSection,
    prizes: '£5,000 prize fund, cloud credits and mentoring for the winning team',
    participants: 100,
    image: '/images/learning/hackathon-genai-builders.svg',
  },
];

/** Most recent first. */
export const pastHackathons: readonly PastHackathon[] = [
  {
    id: 'responsible-ai-sprint-2025',
    name: 'Responsible AI Sprint',
    date: 'Saturday 14 June 2025',
    theme: 'Fairness and transparency',
    description:
      'Teams audited open data sets and models for bias, then built tools that explain AI decisions to the people they affect.',
    location: 'Southwark, London',
    registrationLink: registerSection,
    prizes: '£2,500 prize fund',
    participants: 64,
    image: '/images/learning/hackathon-responsible-ai.svg',
    winningProject: {
      name: 'ClearLoan',
      team: 'Team Lumen',
      description:
        'A plain-language explainer that tells loan applicants which factors shaped an automated decision and what they could change.',
    },
    highlights: [
      '14 teams presented working prototypes',
      'Two thirds of participants were first-time hackers',
      'Judged by a panel of data ethics and product leaders',
    ],
  },
  {
    id: 'health-ai-2025',
    name: 'Health AI Challenge',
    date: 'Saturday 8 March 2025',
    theme: 'AI in healthcare',
    description:
      'Clinicians, designers and engineers built AI prototypes to cut waiting times and support patients between appointments.',
    location: 'Online and London',
    registrationLink: registerSection,
    prizes: '£2,000 prize fund and an incubator place',
    participants: 52,
    image: '/images/learning/hackathon-health-ai.svg',
    winningProject: {
      name: 'TriageMate',
      team: 'The Night Shift',
      description:
        'A symptom-checker assistant that helps patients choose the right service and hands clinicians a structured summary.',
    },
    highlights: [
      'Held on International Women’s Day',
      '11 teams from 6 countries',
      'The winning team is now piloting its prototype with a GP surgery',
    ],
  },
];

export const nextHackathon: Hackathon | undefined = upcomingHackathons[0];
