import type { ResourceDocument } from './resource-document.ts';

export const marketingTeamsBeforeAndAfterAi: ResourceDocument = {
  title: 'Marketing Teams: Before and After AI',
  subtitle: 'How everyday marketing work changes once a team adopts AI well',
  blocks: [
    {
      kind: 'paragraph',
      text: 'This analysis follows a typical five-person marketing team through a month of recurring work and compares the time each task takes before and after the team adopts AI tools with clear review steps. The figures are illustrative estimates built from typical task times, not a survey result: use them to frame your own baseline measurement.',
    },
    { kind: 'heading', text: 'Hours per month, by task' },
    {
      kind: 'table',
      columns: ['Task', 'Before AI', 'After AI'],
      rows: [
        ['Blog and long-form first drafts (4 pieces)', '16 hours', '6 hours'],
        ['Social media copy and variants (60 posts)', '12 hours', '4 hours'],
        ['Monthly campaign performance report', '10 hours', '3 hours'],
        ['Competitor and market research', '12 hours', '4 hours'],
        ['Email subject lines and A/B variants', '6 hours', '2 hours'],
        ['Resizing and versioning creative assets', '10 hours', '3 hours'],
        ['Meeting notes and action lists', '8 hours', '2 hours'],
        ['First-pass translation and localisation', '8 hours', '3 hours'],
        ['Total', '82 hours', '27 hours'],
      ],
    },
    {
      kind: 'paragraph',
      text: 'In this example the team gets back about 55 hours a month, roughly a third of one full-time role, without anyone being replaced. The question that matters is where that time goes next.',
    },
    { kind: 'heading', text: 'What changed' },
    {
      kind: 'bullets',
      items: [
        {
          lead: 'From blank page to editing.',
          text: 'Writers start from a structured draft and spend their time on insight, voice and accuracy.',
        },
        {
          lead: 'Reporting became a conversation.',
          text: 'Instead of assembling numbers, analysts ask questions of the data and explain what to do next.',
        },
        {
          lead: 'More testing, faster.',
          text: 'Cheap variants mean the team tests three subject lines or visuals where it used to test one.',
        },
        {
          lead: 'Quicker turnaround.',
          text: 'Campaign briefs to first creative moved from days to hours, so the team can respond to news.',
        },
      ],
    },
    { kind: 'heading', text: 'What did not change' },
    {
      kind: 'bullets',
      items: [
        'Strategy, positioning and the judgement of what is on brand stay with people.',
        'Every published piece still needs a human check for facts, tone and legal risk.',
        'Relationships with customers, partners and the press are still built in person.',
      ],
    },
    { kind: 'heading', text: 'What made the difference' },
    {
      kind: 'numbered',
      items: [
        'A short list of approved tools and a clear rule on which data never goes into them.',
        'A shared prompt library and brand-voice guidelines the tools can be given as context.',
        'A named reviewer for each type of output, so quality did not depend on luck.',
        'Measuring task time before and after, so the gains were visible to leadership.',
        'Reinvesting the time on purpose: more campaigns, deeper customer research, skills.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Next step: time your team’s top five recurring tasks for one month. That baseline turns an opinion about AI into a business case (see our AI Transformation Business Case template).',
    },
  ],
};
