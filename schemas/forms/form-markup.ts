/**
 * What a form on a prerendered page carries so that the server can answer it when it is sent
 * without scripts (docs/product/rules.md#forms-without-scripts): the form posts to its page's own
 * address, and the server answers with that page, the form's outcome in the form's place. The
 * form (app/features/forms/submission-form.tsx) renders these names; the server
 * (server/pages/form-outcome-page.ts) finds them.
 */

/** The hidden inputs every form posts beside its fields and the values its page fixes. */
export const formPostFields = {
  /** The table the form writes. */
  table: 'form',
  /** The form fill's submission key, set by the page's first script; absent without scripts. */
  key: 'key',
} as const;

/** Attributes of the form's markup. */
export const formMarkup = {
  /** On the `<form>`: the table it writes. */
  form: 'data-form',
  /** On each field's wrapper: the field's name, where its error goes. */
  field: 'data-field',
  /** On the hidden block inside the form holding what the server may answer with. */
  outcomes: 'data-form-outcomes',
  /** On each answer in that block: one of {@link FormOutcomeKind}. */
  outcome: 'data-form-outcome',
  /** On the acknowledgement's sentence naming the address the confirmation goes to. */
  confirmationTo: 'data-confirmation-to',
  /**
   * On the note in a form's place once its event takes no applications (closed, cancelled,
   * past): a form sent to that page without scripts is answered with the page and its note.
   */
  closed: 'data-form-closed',
} as const;

/**
 * The answers a form's hidden block holds, rendered at build by the same components the app uses:
 * the acknowledgement after a success, the one for an application already in, a field's error
 * and a message for the whole form.
 */
export const formOutcomeKinds = ['received', 'already-in', 'field-error', 'message'] as const;

export type FormOutcomeKind = (typeof formOutcomeKinds)[number];
