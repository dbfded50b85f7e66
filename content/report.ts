/**
 * The quarterly report on women in AI (docs/product/screens.md#quarterly-report).
 * The four key figures are fixed, real public figures (docs/product/README.md#sample-content);
 * each links to a public report page of the publisher it is drawn from. The foreword is signed by
 * the fictional organiser (SAMPLE DATA: fictional people, see people.ts).
 */
import { organiser } from './people.ts';

export type ReportSource = {
  id: string;
  publisher: string;
  title: string;
  url: string;
};

export type KeyMetric = {
  /** What is measured, as the row header of the key-metrics table. */
  label: string;
  /** The figure exactly as docs/product/screens.md#quarterly-report gives it. */
  value: string;
  /** One sentence of context under the figure. */
  context: string;
  sourceId: ReportSource['id'];
};

export type ReportInsight = { title: string; description: string };

export type CorporateAction = { title: string; description: string };

export const reportSources: readonly ReportSource[] = [
  {
    id: 'wef-gender-gap',
    publisher: 'World Economic Forum',
    title: 'Global Gender Gap Report 2023',
    url: 'https://www.weforum.org/publications/global-gender-gap-report-2023/',
  },
  {
    id: 'oecd-workers-ai',
    publisher: 'OECD',
    title: 'Who will be the workers most affected by AI?',
    url: 'https://www.oecd.org/en/publications/who-will-be-the-workers-most-affected-by-ai_14dc6f89-en.html',
  },
  {
    id: 'turing-where-are-the-women',
    publisher: 'The Alan Turing Institute',
    title: 'Where are the women? Mapping the gender job gap in AI',
    url: 'https://www.turing.ac.uk/research/publications/report-where-are-women-mapping-gender-job-gap-ai',
  },
  {
    id: 'bbb-female-founders',
    publisher: 'British Business Bank (British Business Investments)',
    title: 'Equity funding for all-female founder teams (International Women’s Day 2023)',
    url: 'https://bbinv.co.uk/news/blog/international-womens-day-2023',
  },
  {
    id: 'oecd-ai-working-lives',
    publisher: 'OECD.AI Policy Observatory',
    title: 'AI must not make women’s working lives worse',
    url: 'https://oecd.ai/en/wonk/ai-womens-working-lives',
  },
];

export const keyMetrics: readonly KeyMetric[] = [
  {
    label: 'Women in AI roles globally',
    value: '22-29%',
    context:
      'Depending on how a study defines an AI role, between roughly one in five and three in ten AI professionals are women.',
    sourceId: 'wef-gender-gap',
  },
  {
    label: 'Women in senior AI executive roles',
    value: 'under 14%',
    context: 'The share falls by half between the AI workforce and the people who lead it.',
    sourceId: 'oecd-workers-ai',
  },
  {
    label: 'Women in machine-learning engineering in Europe',
    value: 'about 14%',
    context: 'The teams that build and ship models are among the least balanced in tech.',
    sourceId: 'turing-where-are-the-women',
  },
  {
    label: 'VC funding to all-women AI teams in the UK',
    value: '2%',
    context: 'All-female founder teams receive about 2p of every £1 of UK venture investment.',
    sourceId: 'bbb-female-founders',
  },
];

export function reportSource(id: ReportSource['id']): ReportSource {
  const source = reportSources.find((candidate) => candidate.id === id);
  if (!source) throw new Error(`Unknown report source: ${id}`);
  return source;
}

export const report = {
  title: 'Women in AI Quarterly Report',
  edition: 'Q3 2025 edition',
  lead: 'Where women stand in AI today, what the numbers tell us, and what companies can do about it this quarter.',
  goal: {
    figure: '1,000 women',
    text: 'Our goal for 2025: amplify 1,000 women in AI through speaking slots, published profiles, board introductions and this report.',
  },
  foreword: {
    author: organiser,
    paragraphs: [
      'When I started Women Leading AI, I kept a list of every AI meeting where I was the only woman at the table. The list grew faster than I liked. This report is the grown-up version of that list: the public figures, side by side, so that none of us has to rely on a feeling that something is off.',
      'The numbers are sobering, but they are not the whole story. Every quarter our members ship models, lead transformation programmes, raise funds and join boards. Our aim this year is to amplify 1,000 of them, and this report is one of the ways we will hold ourselves to it.',
      'Read it, share it with the person who signs off your AI budget, and tell us what you see in your own organisation. The next edition will include your answers.',
    ],
  },
  summary: [
    'Women make up between 22% and 29% of the global AI workforce, yet hold under 14% of senior AI executive roles. The gap does not close as the field grows: it widens at every step from hire to leadership.',
    'The people who build AI systems are the least balanced group of all. In Europe, about 14% of machine-learning engineers are women, so the products that shape hiring, lending and healthcare are mostly designed without them.',
    'Money follows the same pattern. In the UK, all-women teams receive about 2% of venture capital, which means women-founded AI companies start smaller, grow slower and are less visible to the buyers and investors who come next.',
    'None of this is fixed. The companies making progress publish their numbers, sponsor women into visible work and check their AI products for bias before launch. We set out five actions any organisation can start this quarter.',
  ],
  insights: [
    {
      title: 'The leak happens at promotion, not at entry',
      description:
        'Women enter AI in real numbers, then thin out at the first move into management and again at executive level. Programmes aimed only at getting more women into the field will not fix a gap that opens after they arrive.',
    },
    {
      title: 'The builders are the least diverse',
      description:
        'Engineering teams decide what data a model sees and which failures count as bugs. When only about one engineer in seven is a woman, blind spots ship with the product and are found by customers instead of testers.',
    },
    {
      title: 'Funding gaps become visibility gaps',
      description:
        'With about 2% of venture capital, women-led AI companies have less to spend on launches, conferences and hiring. Fewer people see their work, fewer investors hear about them, and the cycle repeats.',
    },
    {
      title: 'Sponsorship moves careers faster than mentoring',
      description:
        'Advice helps, but what our members credit for their biggest steps is a senior person who put their name forward: for a stretch project, a keynote or a board seat. Sponsorship is the lever companies use least.',
    },
  ] satisfies readonly ReportInsight[],
  actions: [
    {
      title: 'Publish your AI team numbers',
      description:
        'Report the gender balance of your data, ML and AI leadership roles each year, alongside your gender pay gap. What gets published gets managed.',
    },
    {
      title: 'Sponsor, don’t just mentor',
      description:
        'Ask every senior AI leader to name one woman they will put forward for a visible project, promotion or speaking slot in the next six months.',
    },
    {
      title: 'Check your AI for bias before launch',
      description:
        'Test models on data that reflects all of your customers, and make a named person accountable for fixing what the tests find.',
    },
    {
      title: 'Buy from and invest in women-led AI companies',
      description:
        'Open procurement shortlists and corporate venture funds to women-founded start-ups, and track the share of spend that reaches them.',
    },
    {
      title: 'Balance the panels that decide',
      description:
        'Put women on AI steering groups, ethics boards and hiring panels, and decline to speak on all-male conference panels.',
    },
  ] satisfies readonly CorporateAction[],
  survey: {
    title: 'Add Your Voice to the Next Report',
    text: 'Our next edition includes the first survey of women working in AI in our community: your role, your path into AI and what would help you lead. Tell us you would like to take part and we will send you the survey when it opens. Results are only ever published in aggregate.',
    buttonLabel: 'Take the Survey',
    enquiryTag: 'reports:survey',
  },
  sourcesNote:
    'Figures summarise the published research below. Ranges reflect the different ways studies define an AI role; see each source for its method and date.',
} as const;
