import type { ResourceDocument } from './resource-document.ts';

export const runMeetingsLikeACeo: ResourceDocument = {
  title: 'Run Meetings Like a CEO',
  subtitle: 'A 7-step productivity guide to shorter, sharper meetings that end in decisions',
  blocks: [
    {
      kind: 'paragraph',
      text: 'The best-run organisations treat meeting time like money: budgeted, spent on purpose and accounted for. These seven steps help you run fewer, shorter meetings that end with decisions and owners rather than another meeting.',
    },
    { kind: 'heading', text: 'The seven steps' },
    {
      kind: 'numbered',
      items: [
        {
          lead: 'Decide whether it needs to be a meeting.',
          text: 'Updates belong in a written note or a short recorded video. Meet only to decide, to solve a problem together or to build a relationship.',
        },
        {
          lead: 'Write the outcome into the invitation.',
          text: 'Replace “Catch-up” with “Decide the Q3 campaign budget”. If you cannot write the outcome in one line, the meeting is not ready.',
        },
        {
          lead: 'Invite the fewest people who can decide.',
          text: 'Include the decision maker, the people with essential information and the person who will carry out the work. Everyone else receives the notes.',
        },
        {
          lead: 'Send a pre-read and start by reading it.',
          text: 'Share a one-page brief 24 hours ahead: context, options, recommendation. Open with five quiet minutes of reading so everyone starts from the same facts.',
        },
        {
          lead: 'Run to the clock.',
          text: 'Default to 25 or 50 minutes, put timings against each agenda item and name a timekeeper. Start on time even if someone is late.',
        },
        {
          lead: 'End with decisions, owners and dates.',
          text: 'Keep five minutes at the end to read back what was decided, who owns each action and by when. No owner means no action.',
        },
        {
          lead: 'Follow up within the hour.',
          text: 'Send the decisions and actions while they are fresh. An AI note-taker can draft the summary; a person checks it before it goes out.',
        },
      ],
    },
    { kind: 'heading', text: 'A one-page agenda you can copy' },
    {
      kind: 'table',
      columns: ['Section', 'What goes in it'],
      rows: [
        ['Outcome', 'The one decision or result this meeting must produce.'],
        ['Pre-read', 'Link to the brief, shared at least 24 hours before.'],
        ['Attendees', 'Decision maker, contributors, the owner of the work.'],
        ['Agenda', 'Three items at most, each with its own timing.'],
        ['Close', 'Five minutes: decisions, owners, deadlines, next check-in.'],
      ],
    },
    { kind: 'heading', text: 'Audit your calendar this week' },
    {
      kind: 'bullets',
      items: [
        'Cancel or shorten one recurring meeting that no longer has a clear outcome.',
        'Turn one status meeting into a written weekly update.',
        'Block two 90-minute focus sessions and protect them like client meetings.',
        'Ask your team which meeting they would drop, and drop it for a month.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'A useful test: if you would not pay for this meeting out of your own budget, improve it or cancel it.',
    },
  ],
};
