import type { ResourceDocument } from './resource-document.ts';

export const tenAiToolsForLeadershipSkills: ResourceDocument = {
  title: '10 AI Tools for Leadership Skills',
  subtitle: 'Ten AI tools that help leaders coach, communicate, plan and decide',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Leadership is a practice, and AI can be a patient practice partner. The ten tools below are widely used and each supports a specific leadership skill. None of them replaces judgement, empathy or accountability; used well, they give you more time and better preparation for the moments that need you.',
    },
    { kind: 'heading', text: 'The ten tools' },
    {
      kind: 'table',
      columns: ['Tool and skill', 'How leaders use it'],
      rows: [
        [
          'ChatGPT: difficult conversations',
          'Rehearse feedback or a negotiation by asking it to play the other person, then ask for a critique of your approach.',
        ],
        [
          'Claude (Anthropic): thinking and writing',
          'Work through a strategy paper or long report, test your reasoning and tighten a memo before it goes to the board.',
        ],
        [
          'Microsoft Copilot: staying on top of the flow',
          'Summarise long email threads, Teams chats and documents inside Microsoft 365 so you arrive prepared.',
        ],
        [
          'Otter.ai: listening and follow-through',
          'Record and summarise one-to-ones and team meetings so you can listen fully and follow up on every action.',
        ],
        [
          'Grammarly: tone and clarity',
          'Check that messages read as clear and warm rather than abrupt, especially when writing quickly.',
        ],
        [
          'Yoodli: speaking with presence',
          'Practise a talk and get feedback on pace, filler words and eye contact before the real audience.',
        ],
        [
          'Reclaim.ai: protecting focus time',
          'Automatically defends time for deep work, habits and one-to-ones around a changing calendar.',
        ],
        [
          'Notion AI: planning and alignment',
          'Turn meeting notes into plans, draft team updates and keep decisions in one searchable place.',
        ],
        [
          'Perplexity: informed decisions',
          'Get a quick, sourced overview of a market, a regulation or a competitor before a key meeting.',
        ],
        [
          'Gamma: telling the story',
          'Turn an outline into a clean presentation so your effort goes into the message, not the formatting.',
        ],
      ],
    },
    { kind: 'heading', text: 'Build the habit' },
    {
      kind: 'numbered',
      items: [
        {
          lead: 'Choose one skill to grow this quarter',
          text: '(for example, giving feedback) and pair it with one tool.',
        },
        {
          lead: 'Practise weekly:',
          text: 'a 15-minute rehearsal before a real conversation compounds quickly.',
        },
        {
          lead: 'Ask for human feedback too.',
          text: 'Compare what the tool noticed with what a mentor or peer notices.',
        },
        {
          lead: 'Model good use for your team.',
          text: 'Be open about how you use AI and where you draw the line.',
        },
      ],
    },
    { kind: 'heading', text: 'Ground rules for leaders' },
    {
      kind: 'bullets',
      items: [
        'Keep personal data about your team, and anything confidential, out of tools your organisation has not approved.',
        'Tell people when a meeting is being recorded or transcribed, and why.',
        'Own every message you send: AI can draft, but the words and the decision are yours.',
      ],
    },
  ],
};
