import type { z } from 'zod';
import type { FieldErrors } from '#schemas/submissions/submission-forms.ts';

/** The first problem of each field a zod error names, keyed by the field's name. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
