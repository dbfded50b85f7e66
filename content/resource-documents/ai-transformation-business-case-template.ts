import type { ResourceDocument } from './resource-document.ts';

export const aiTransformationBusinessCaseTemplate: ResourceDocument = {
  title: 'AI Transformation Business Case',
  subtitle: 'A fill-in template for marketing teams making the case for AI investment',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Use this template to make a clear, honest case for investing in AI tools and skills. Replace each prompt in square brackets with your own answer. Keep the finished document to two pages: decision makers read the first paragraph, the numbers and the ask.',
    },
    { kind: 'heading', text: '1. Executive summary' },
    {
      kind: 'paragraph',
      text: '[In three sentences: the problem, the AI solution you propose and the result you expect. Example: “Our team spends around 40 hours a month on first drafts and reporting. A 90-day pilot of two AI tools could return half of that time to campaign work for £3,000.”]',
    },
    { kind: 'heading', text: '2. The problem today' },
    {
      kind: 'bullets',
      items: [
        '[Which tasks take the most time, and how many hours a month do they take?]',
        '[What is slower, costlier or lower quality than it should be? Use one real example.]',
        '[What happens if nothing changes in the next 12 months?]',
      ],
    },
    { kind: 'heading', text: '3. Proposed use cases' },
    {
      kind: 'table',
      columns: ['Use case', 'What to write'],
      rows: [
        ['Content drafting', '[Which content, which tool, who reviews it before it is published?]'],
        [
          'Campaign reporting',
          '[Which reports could be summarised automatically, and from what data?]',
        ],
        [
          'Research and insight',
          '[Which questions do you research often, and how is that done today?]',
        ],
        ['Creative variants', '[Which assets need many sizes, versions or languages?]'],
      ],
    },
    { kind: 'heading', text: '4. Costs' },
    {
      kind: 'table',
      columns: ['Cost item', 'Your figure'],
      rows: [
        ['Tool licences (seats times months)', '[£ ]'],
        ['Training time', '[hours times hourly cost = £ ]'],
        ['Security and legal review', '[£ ]'],
        ['Contingency (10 per cent)', '[£ ]'],
        ['Total for the pilot', '[£ ]'],
      ],
    },
    { kind: 'heading', text: '5. Benefits and return' },
    {
      kind: 'paragraph',
      text: 'Time returned = hours saved per month times the team’s average loaded hourly cost. Count only time you will actually reinvest, and name where it goes (for example, two more campaigns a quarter).',
    },
    {
      kind: 'bullets',
      items: [
        '[Hours saved per month: __ times £__ per hour = £__ per month]',
        '[Quality or speed gains: faster launches, more tests, fewer revisions]',
        '[Payback period: total pilot cost divided by monthly value = __ months]',
      ],
    },
    { kind: 'heading', text: '6. Risks and how you will manage them' },
    {
      kind: 'table',
      columns: ['Risk', 'Mitigation to describe'],
      rows: [
        [
          'Confidential or customer data',
          '[Which data is off limits? Which tools meet your data policy?]',
        ],
        ['Accuracy and brand voice', '[Who checks AI output, and against which guidelines?]'],
        ['Copyright and disclosure', '[How will you handle generated images and AI disclosure?]'],
        ['Low adoption', '[Who are your champions, and how will you support the sceptics?]'],
      ],
    },
    { kind: 'heading', text: '7. The pilot plan' },
    {
      kind: 'numbered',
      items: [
        '[Scope: which team, which two or three use cases, for how long (90 days works well)?]',
        '[Baseline: how will you measure time and quality before you start?]',
        '[Success measures: what result at day 90 means “scale up”, and what means “stop”?]',
        '[Owner and check-ins: who runs it, and when will you report back?]',
      ],
    },
    { kind: 'heading', text: '8. The ask' },
    {
      kind: 'paragraph',
      text: '[State the decision you need, the budget, who must approve it and by when. Example: “Approve £3,000 and a 90-day pilot starting 1 March; I will report results to the leadership meeting on 10 June.”]',
    },
  ],
};
