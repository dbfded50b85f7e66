import type { ResourceDocument } from './resource-document.ts';

export const fiveAiToolsThatSaveHours: ResourceDocument = {
  title: '5 AI Tools That Save Hours',
  subtitle: 'Five practical AI tools that take repetitive work off your week',
  blocks: [
    {
      kind: 'paragraph',
      text: 'You do not need twenty tools to feel the benefit of AI. These five are widely used, have free or low-cost plans and each removes a specific, repetitive task from a busy week. Start with the one that matches your biggest time drain.',
    },
    { kind: 'heading', text: 'The five tools' },
    {
      kind: 'table',
      columns: ['Tool', 'What it takes off your plate'],
      rows: [
        [
          'ChatGPT (OpenAI)',
          'First drafts of emails, briefs, job descriptions and reports; summaries of long documents; rewriting text for a different audience.',
        ],
        [
          'Otter.ai',
          'Live meeting transcription and automatic summaries with action items, so nobody spends the meeting taking notes or the hour after writing them up.',
        ],
        [
          'Perplexity',
          'Research questions answered with cited sources you can check, instead of opening and skimming a dozen search results.',
        ],
        [
          'Gamma',
          'A first version of a presentation or one-pager generated from an outline or notes, ready for you to edit rather than build from a blank slide.',
        ],
        [
          'Zapier',
          'Connects your everyday apps and automates hand-offs, such as turning form responses into tasks or sending a weekly digest, now with AI steps built in.',
        ],
      ],
    },
    { kind: 'heading', text: 'Where the hours come from' },
    {
      kind: 'table',
      columns: ['Weekly task', 'Indicative time saved'],
      rows: [
        ['Drafting and editing routine writing', '2 to 3 hours'],
        ['Writing up meeting notes and actions', '1 to 2 hours'],
        ['Desk research for decisions and proposals', '1 to 2 hours'],
        ['Building slides for updates and pitches', '1 to 2 hours'],
        ['Copying information between apps', '1 hour or more'],
      ],
    },
    {
      kind: 'paragraph',
      text: 'Savings are indicative for a typical manager’s week; yours will depend on your role and how consistently you use the tool. Measure one week before and one week after to know your own number.',
    },
    { kind: 'heading', text: 'How to get the most from them' },
    {
      kind: 'numbered',
      items: [
        {
          lead: 'Pick one tool and one task.',
          text: 'Use it every day for two weeks before adding another.',
        },
        {
          lead: 'Give context.',
          text: 'Tell the assistant who the audience is, the tone and the length you need; save prompts that work.',
        },
        {
          lead: 'Always review.',
          text: 'AI output is a first draft. Check facts, numbers and names before anything leaves your desk.',
        },
        {
          lead: 'Protect data.',
          text: 'Keep confidential, personal and client information out of tools your organisation has not approved.',
        },
        {
          lead: 'Share what works.',
          text: 'Swap prompts and workflows with your team; the compound gains come from everyone using them.',
        },
      ],
    },
  ],
};
