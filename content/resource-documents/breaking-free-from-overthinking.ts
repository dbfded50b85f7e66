import type { ResourceDocument } from './resource-document.ts';

export const breakingFreeFromOverthinking: ResourceDocument = {
  title: 'Breaking Free from Overthinking',
  subtitle: 'A leader’s guide to turning endless deliberation into clear, confident decisions',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Overthinking rarely looks like indecision from the outside. It looks like one more data request, one more meeting, one more draft. For leaders it is expensive: teams wait, options expire and your own energy drains into loops that add no new information. This guide gives you practical techniques to notice the loop, cut it short and decide well enough, fast enough.',
    },
    { kind: 'heading', text: 'Spot the loop' },
    {
      kind: 'bullets',
      items: [
        'You are rereading the same information without learning anything new.',
        'You are asking a fifth person for an opinion you could predict.',
        'You rehearse conversations that have not happened yet, usually with the worst outcome.',
        'The decision keeps moving to “next week” without a reason you could say out loud.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'When you notice two of these, stop gathering and switch to the techniques below.',
    },
    { kind: 'heading', text: 'Eight techniques that work' },
    {
      kind: 'numbered',
      items: [
        {
          lead: 'Name the decision and its deadline.',
          text: 'Write one sentence: “I am deciding whether to … by Friday at 12:00.” A vague question invites endless thinking; a dated one invites an answer.',
        },
        {
          lead: 'Sort one-way doors from two-way doors.',
          text: 'Most decisions can be reversed or adjusted (two-way doors). Give those minutes, not weeks. Save deep deliberation for the few that are truly hard to undo.',
        },
        {
          lead: 'Decide at 70 per cent.',
          text: 'If you wait for 90 per cent certainty you are usually too late. Ask: “What would I need to see to change my mind?” If it is not coming soon, decide now.',
        },
        {
          lead: 'Set “good enough” criteria first.',
          text: 'Before comparing options, list the three things the choice must achieve. Pick the first option that meets all three instead of searching for a perfect one.',
        },
        {
          lead: 'Run the 10/10/10 test.',
          text: 'How will you feel about this choice in 10 minutes, 10 months and 10 years? Short-term discomfort often shrinks to nothing on the longer horizons.',
        },
        {
          lead: 'Write the worst case and the plan B.',
          text: 'Put the feared outcome on paper, then write what you would do if it happened. A named risk with a response is far quieter than a vague one.',
        },
        {
          lead: 'Limit your inputs.',
          text: 'Choose two trusted voices: one who knows the detail and one who will challenge you. More opinions rarely add clarity; they add noise and delay.',
        },
        {
          lead: 'Book a worry window.',
          text: 'Give rumination 15 minutes in the diary. When the thought returns outside that slot, note it down and park it until the window.',
        },
      ],
    },
    { kind: 'heading', text: 'Use AI as a thinking partner, not a crutch' },
    {
      kind: 'paragraph',
      text: 'A chat assistant is useful for structuring a decision, provided you keep confidential details out of consumer tools and keep the judgement yours. Prompts that help:',
    },
    {
      kind: 'bullets',
      items: [
        '“Here is a decision I am facing and my options. Lay out the strongest case for each, then the question I am avoiding.”',
        '“Act as a sceptical board member. What three questions would you ask before approving this?”',
        '“Turn my notes into a one-page decision memo: context, options, recommendation, risks.”',
      ],
    },
    { kind: 'heading', text: 'Communicate the decision' },
    {
      kind: 'paragraph',
      text: 'Confidence is built in the announcement as much as in the choice. Say what you decided, why, what would make you revisit it and when you will check in. For example: “We are launching the pilot with the marketing team in March. If adoption is below half by April, we will pause and review.”',
    },
    { kind: 'heading', text: 'A one-week practice plan' },
    {
      kind: 'table',
      columns: ['Day', 'Practice'],
      rows: [
        ['Monday', 'List every open decision on your plate and give each a deadline.'],
        ['Tuesday', 'Label each one a one-way or two-way door. Close two two-way doors today.'],
        ['Wednesday', 'Write “good enough” criteria for your biggest open decision.'],
        ['Thursday', 'Run the worst case and plan B exercise; share it with one trusted peer.'],
        ['Friday', 'Decide, announce it using the script above and book a review date.'],
      ],
    },
    {
      kind: 'paragraph',
      text: 'Progress, not perfection: the goal is not to stop thinking, but to stop thinking in circles.',
    },
  ],
};
