/**
 * The founding members (docs/product/screens.md#founding-members, data.md#founding-members).
 * SAMPLE DATA: fictional people. Names, companies, quotes and profile addresses are invented;
 * the images are abstract illustrations, not photographs of anyone.
 *
 * docs/product/rules.md#22-or-25-founding-members: ONE list of 25. `/founding-25` and
 * `/founding-22` show all of it, the banner page shows the first 22 (`bannerMembers`), and the
 * page copy speaks of 22 founding members.
 */

export type FoundingMember = {
  id: number;
  name: string;
  role: string;
  company: string;
  quote: string;
  linkedinUrl: string;
  /** Self-hosted avatar; absent → initials are shown. */
  image?: string;
};

/** The number of founding members the page copy speaks of. */
export const foundingMemberCopyCount = 22;

/** The entry members add to the Experience section of their professional-network profile. */
export const foundingMemberProfileEntry = {
  title: 'Founding Member',
  organisation: 'Women Leading AI',
  dates: 'July 2025 – Present',
  description: `One of the ${foundingMemberCopyCount} founding members of Women Leading AI, a private community for women shaping how AI is built and led. I help set the direction of the community, host conversations on responsible and practical AI, and support women stepping into AI leadership roles.`,
} as const;

const sampleProfile = (slug: string) => `https://www.linkedin.com/in/wlai-sample-${slug}`;

export const foundingMembers: readonly FoundingMember[] = [
  {
    id: 1,
    name: 'Amara Osei',
    role: 'Head of Data Science',
    company: 'Northlight Health',
    quote:
      'I joined because I was tired of being the only woman in the model review. Now I have twenty-odd people I can call before the hard meetings, and after them.',
    linkedinUrl: sampleProfile('amara-osei'),
    image: '/images/members/amara-osei.svg',
  },
  {
    id: 2,
    name: 'Sofia Marchetti',
    role: 'VP Engineering',
    company: 'Quillstone Payments',
    quote: 'The most useful hour of my month is the one I spend with these women.',
    linkedinUrl: sampleProfile('sofia-marchetti'),
  },
  {
    id: 3,
    name: 'Harriet Lowe',
    role: 'Chief Operating Officer',
    company: 'Bramble & Finch',
    quote:
      'AI strategy is a leadership question before it is a technology question. This community asks the leadership questions out loud.',
    linkedinUrl: sampleProfile('harriet-lowe'),
  },
  {
    id: 4,
    name: 'Nadia Rahman',
    role: 'AI Product Lead',
    company: 'Meridian Retail Group',
    quote:
      'Every conversation here ends with something I can try on Monday. I have shipped two features this year that started as a thread in the community, and I have made friends I would never have met otherwise.',
    linkedinUrl: sampleProfile('nadia-rahman'),
    image: '/images/members/nadia-rahman.svg',
  },
  {
    id: 5,
    name: 'Grace Adeyemi',
    role: 'Machine Learning Engineer',
    company: 'Tidewater Analytics',
    quote: 'I came for the technical talks and stayed for the honesty about careers.',
    linkedinUrl: sampleProfile('grace-adeyemi'),
  },
  {
    id: 6,
    name: 'Elena Vasquez',
    role: 'Director of Digital Transformation',
    company: 'Harbourline Insurance',
    quote:
      'Transformation is lonely work. Having peers who have made the same mistakes, and are generous enough to say so, has changed how I lead.',
    linkedinUrl: sampleProfile('elena-vasquez'),
  },
  {
    id: 7,
    name: 'Chloe Brennan',
    role: 'Founder & CEO',
    company: 'Loomwise AI',
    quote:
      'As a founder I get plenty of advice. What I get here is perspective: from operators, from investors, from engineers, all women who want me to win.',
    linkedinUrl: sampleProfile('chloe-brennan'),
  },
  {
    id: 8,
    name: 'Yuki Tanaka',
    role: 'Principal Data Scientist',
    company: 'Kestrel Labs',
    quote: 'Smart people, no posturing, and the best prompt-sharing thread on the internet.',
    linkedinUrl: sampleProfile('yuki-tanaka'),
  },
  {
    id: 9,
    name: 'Olivia Hart',
    role: 'Chief Marketing Officer',
    company: 'Fernbrook Consumer Brands',
    quote:
      'My team went from sceptical to curious to genuinely capable with AI in six months. Much of the playbook came from conversations in this community, and I am proud to have helped start it.',
    linkedinUrl: sampleProfile('olivia-hart'),
    image: '/images/members/olivia-hart.svg',
  },
  {
    id: 10,
    name: 'Zainab Hussain',
    role: 'Responsible AI Lead',
    company: 'Civic Compute',
    quote:
      'Fairness is not a checkbox at the end of a project. It is good to be among people who build it in from the first sketch.',
    linkedinUrl: sampleProfile('zainab-hussain'),
  },
  {
    id: 11,
    name: 'Isabel Moreau',
    role: 'Head of People Analytics',
    company: 'Larkspur Partners',
    quote: 'A room where asking the basic question is a sign of confidence, not weakness.',
    linkedinUrl: sampleProfile('isabel-moreau'),
  },
  {
    id: 12,
    name: 'Fiona McAllister',
    role: 'Non-Executive Director',
    company: 'Thistle Capital',
    quote:
      'Boards need more people who understand AI and more women who are ready to sit on them. This community is building both at once.',
    linkedinUrl: sampleProfile('fiona-mcallister'),
  },
  {
    id: 13,
    name: 'Anjali Mehta',
    role: 'Engineering Manager, ML Platform',
    company: 'Orbitline',
    quote:
      'I found my mentor here, and a year later I am mentoring two women myself. That is the whole point.',
    linkedinUrl: sampleProfile('anjali-mehta'),
  },
  {
    id: 14,
    name: 'Rebecca Stone',
    role: 'Head of Innovation',
    company: 'Alder Legal',
    quote:
      'Law firms are cautious about AI for good reasons. The women here helped me find the line between careful and stuck, and build a business case my partners actually signed.',
    linkedinUrl: sampleProfile('rebecca-stone'),
    image: '/images/members/rebecca-stone.svg',
  },
  {
    id: 15,
    name: 'Leila Haddad',
    role: 'Data Protection Officer',
    company: 'Sandstone Bank',
    quote: 'Privacy people and product people in one chat. Remarkably, we get along.',
    linkedinUrl: sampleProfile('leila-haddad'),
  },
  {
    id: 16,
    name: 'Megan O’Connor',
    role: 'Product Director',
    company: 'Brightwater Learning',
    quote:
      'The monthly meetups are the only evening events I never skip. I always leave with a new idea and a new name in my phone.',
    linkedinUrl: sampleProfile('megan-oconnor'),
  },
  {
    id: 17,
    name: 'Ngozi Eze',
    role: 'Chief Technology Officer',
    company: 'Cedarpath Logistics',
    quote:
      'Leading a technology function means being the translator between the board and the builders. This community has made me a better translator.',
    linkedinUrl: sampleProfile('ngozi-eze'),
  },
  {
    id: 18,
    name: 'Hannah Kowalski',
    role: 'AI Ethics Researcher',
    company: 'Eastmoor Institute',
    quote: 'Research lands best when practitioners push back on it. They do, kindly.',
    linkedinUrl: sampleProfile('hannah-kowalski'),
  },
  {
    id: 19,
    name: 'Priyanka Das',
    role: 'Strategy Consultant',
    company: 'Arden Advisory',
    quote:
      'I advise clients on AI all week. Here I get to learn from the people actually doing it, which keeps my advice honest.',
    linkedinUrl: sampleProfile('priyanka-das'),
  },
  {
    id: 20,
    name: 'Lucy Whitfield',
    role: 'Head of Customer Experience',
    company: 'Kittiwake Telecom',
    quote:
      'We rolled out AI assistants to four hundred agents. The playbook for bringing people with us, rather than doing it to them, was shaped by women in this group.',
    linkedinUrl: sampleProfile('lucy-whitfield'),
    image: '/images/members/lucy-whitfield.svg',
  },
  {
    id: 21,
    name: 'Mariam Siddiqui',
    role: 'Data Engineering Lead',
    company: 'Greenvale Energy',
    quote: 'Good data is unglamorous. Good company makes the work lighter.',
    linkedinUrl: sampleProfile('mariam-siddiqui'),
  },
  {
    id: 22,
    name: 'Camille Laurent',
    role: 'Venture Partner',
    company: 'Wrenfield Ventures',
    quote:
      'The best AI founders I have met this year came through this community. I am here to back them, and to learn from them.',
    linkedinUrl: sampleProfile('camille-laurent'),
  },
  {
    id: 23,
    name: 'Rosa Jiménez',
    role: 'Design Lead, AI Products',
    company: 'Foxglove Studio',
    quote:
      'Designing for AI means designing for uncertainty. I love that this group argues about that with real examples.',
    linkedinUrl: sampleProfile('rosa-jimenez'),
  },
  {
    id: 24,
    name: 'Abigail Turner',
    role: 'Head of Transformation',
    company: 'Riverside Community Health',
    quote:
      'Public services cannot afford to get AI wrong. The generosity of this community has helped us get it right more often than not.',
    linkedinUrl: sampleProfile('abigail-turner'),
  },
  {
    id: 25,
    name: 'Tamsin Clarke',
    role: 'Co-founder',
    company: 'Pebble Prompt',
    quote: 'Start small, share early, lift as you climb.',
    linkedinUrl: sampleProfile('tamsin-clarke'),
  },
];

/**
 * The members shown on the banner page: the first 22 of the list
 * (docs/product/rules.md#22-or-25-founding-members).
 */
export const bannerMembers: readonly FoundingMember[] = foundingMembers.slice(
  0,
  foundingMemberCopyCount,
);
