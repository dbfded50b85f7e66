import {
  newsConsentOf,
  submissionForms,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';

/**
 * What in a stored row is the person's, and so what anonymising it clears
 * (docs/decisions/044-anonymised-rows.md): every field she filled in on the form, and her "keep
 * me posted" consent. What the page fixed (the event's name and date, an enquiry's tag), the
 * status, the dates and the notice version stay, so counts per event and the review's history
 * read as they did.
 */
export function personalColumns(table: SubmissionTable): string[] {
  const news = newsConsentOf(table);
  return [...Object.keys(submissionForms[table].fields), ...(news ? [news.column] : [])];
}

/** The value an anonymised row holds in one of its personal columns, by the column's kind. */
export function clearedValue(table: SubmissionTable, column: string): string | boolean | null {
  const field = (
    submissionForms[table].fields as Record<string, { kind: string; required: boolean }>
  )[column];
  if (!field) return null; // the news consent's time
  if (field.kind === 'checkbox') return false;
  // A required field's column is NOT NULL (migration 001): it holds the empty text.
  return field.required ? '' : null;
}
