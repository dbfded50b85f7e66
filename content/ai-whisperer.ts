/**
 * The AI Whisperer series page: a short introduction to the series with a call to join the
 * community, where the series lives (docs/product/rules.md#ai-whisperer-content).
 */

export type WhispererTopic = { title: string; description: string };

export type WhispererStep = { title: string; description: string };

export const aiWhisperer = {
  eyebrow: 'A Women Leading AI series',
  title: 'AI Whisperer',
  lead: 'Plain-spoken sessions and posts about using AI well at work. No hype, no jargon: just what works, what doesn’t, and how to tell the difference.',
  about: {
    title: 'What the Series Is',
    paragraphs: [
      'AI Whisperer is where members share how they actually use AI in their working week: the prompts that saved an afternoon, the tools that were not worth the subscription, and the conversations they had with their teams along the way.',
      'Each session takes one real task, such as a board paper, a hiring plan or a customer analysis, and works through it live with AI, mistakes included. You leave with something you can use the next morning.',
    ],
  },
  topics: {
    title: 'What We Cover',
    items: [
      {
        title: 'Prompts that get results',
        description:
          'How to brief an AI assistant like a capable colleague, and how to fix an answer that misses.',
      },
      {
        title: 'Choosing the right tool',
        description:
          'Which assistants, note-takers and research tools earn their place, and which to skip.',
      },
      {
        title: 'Using AI safely at work',
        description:
          'What never to paste into a chatbot, and how to agree sensible rules with your team.',
      },
      {
        title: 'Checking AI’s work',
        description: 'Quick habits for catching invented facts, weak sources and quiet bias.',
      },
      {
        title: 'Leading an AI-curious team',
        description: 'Bringing sceptics and enthusiasts along together, without a big programme.',
      },
      {
        title: 'Getting time back',
        description: 'Small automations for the meetings, emails and reports that fill your week.',
      },
    ] satisfies readonly WhispererTopic[],
  },
  format: {
    title: 'How It Works',
    steps: [
      {
        title: 'Join the community',
        description: 'AI Whisperer lives in our free, private chat community for women in AI.',
      },
      {
        title: 'Drop into a live session',
        description:
          'Short online sessions where a member works through one real task with AI, with time for your questions.',
      },
      {
        title: 'Catch up on the posts',
        description:
          'Each session becomes a short written post with the prompts and tools used, so you can try them yourself.',
      },
    ] satisfies readonly WhispererStep[],
  },
  cta: {
    title: 'Join the Conversation',
    text: 'AI Whisperer sessions and posts are shared in the community first. Join free and bring your own questions.',
  },
} as const;
