/**
 * What an event that takes no applications says of itself, in one place for its page's first
 * screen, the note in its form's place and the refusal of a form sent to it
 * (docs/product/rules.md#open-closed-past).
 */
export const standingTitles = {
  closed: 'Applications have closed',
  past: 'This event has taken place',
  cancelled: 'This event is cancelled',
} as const;
