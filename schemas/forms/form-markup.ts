/**
 * The hidden inputs every form posts beside its fields and the values its page fixes. Sent
 * without scripts, a form posts them to its page's own address, whose action answers it
 * (app/features/forms/page-form-action.ts; docs/product/rules.md#forms-without-scripts).
 */
export const formPostFields = {
  /** The table the form writes. */
  table: 'form',
  /** The form fill's submission key, set by the page's first script; absent without scripts. */
  key: 'key',
} as const;
