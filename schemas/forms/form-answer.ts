import type { FieldErrors, SubmissionTable } from '#schemas/submissions/submission-forms.ts';

/**
 * What became of a form sent without scripts (docs/product/rules.md#forms-without-scripts): the
 * server's reception decides it, its page's action hands it to the page, and the form renders it
 * in its place (app/features/forms/submission-form.tsx).
 */
export type FormOutcome =
  /** Stored (or stored before under the same key); the confirmation goes to this address. */
  | { kind: 'received'; confirmationTo: string | undefined }
  /** The same person's application to the same event is in already. */
  | { kind: 'already-in' }
  /** Not stored: the form again, with what was typed, each field's error and a message. */
  | {
      kind: 'not-accepted';
      values: Record<string, unknown>;
      fieldErrors: FieldErrors;
      message: string;
    };

/** A page's answer to one of its forms: which form (its table and fixed values), and what became of it. */
export type FormAnswer = {
  table: SubmissionTable;
  context: Record<string, string>;
  outcome: FormOutcome;
};

/** The outcome of `answer` when it is the answer to this form, else undefined. */
export function outcomeFor(
  answer: FormAnswer | null | undefined,
  table: SubmissionTable,
  context: Record<string, string>,
): FormOutcome | undefined {
  if (!answer || answer.table !== table) return undefined;
  const names = Object.keys(context);
  const same =
    names.length === Object.keys(answer.context).length &&
    names.every((name) => answer.context[name] === context[name]);
  return same ? answer.outcome : undefined;
}

/** A form a page holds: its table and the values the page fixes. */
export type PageFormSlot = { table: SubmissionTable; context?: Record<string, string> };

/** What the server's reception made of a form sent to a page: its answer's status and outcome. */
export type PageFormReceived = { status: number; outcome: FormOutcome };

/** The server's reception of a form sent to a page without scripts (server/routes/page-form-routes.ts). */
export type PageFormReception = (
  form: Required<PageFormSlot>,
  posted: FormData,
) => Promise<PageFormReceived>;
