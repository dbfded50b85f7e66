import { z } from 'zod';
import type { FormField } from '#schemas/submissions/form-fields.ts';
import { isLinkedInProfileUrl } from './linkedin-profile-url.ts';
import {
  asksForConsent,
  isPrivacyNoticeVersion,
  privacyErrors,
  type PrivacyValues,
} from '#schemas/privacy/privacy-consent.ts';
import { isStorableText, storableText } from '#schemas/shared/stored-text.ts';
import {
  submissionForms,
  submissionTables,
  type ContextRule,
  type FieldErrors,
  type SubmissionFormDefinition,
  type SubmissionTable,
  type SubmissionValues,
} from '#schemas/submissions/submission-forms.ts';

// In the browser, no generated code: zod would otherwise probe for eval(), which the site's CSP
// refuses. The server keeps zod's compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * The zod schema of every table, built from its field definitions
 * (`schemas/submissions/submission-forms.ts`): a field's kind and limits decide its rule. The
 * server validates with these; the browser loads this module only when a visitor starts on a form
 * (decision 012).
 */

const required = 'This field is required.';
/** A field's text past its length limit. */
export const tooLong = (max: number) =>
  `Please keep this under ${max.toLocaleString('en-GB')} characters.`;

function requiredText(max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(max) });
}

function boundedText(max: number, multiline = false) {
  return requiredText(max).check(storableText({ multiline }));
}

/** Left empty (or out), an optional field is stored as null. */
function optionalText(max: number, multiline = false) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLong(max) })
    .check(storableText({ multiline }))
    .optional()
    .transform((value) => (value ? value : null));
}

/** What a field accepts: its kind decides the rule, `required` and `maxLength` its bounds. */
export function fieldSchema(field: FormField): z.ZodType {
  switch (field.kind) {
    case 'checkbox':
      return z.boolean().default(false);
    case 'email':
      return boundedText(field.maxLength).pipe(
        z.email({ error: 'Please enter a valid email address.' }),
      );
    case 'linkedin':
      // Stored as typed (trimmed): the organiser sees the address the visitor gave. The rule
      // refuses every control and format character itself, so its message covers them too.
      return requiredText(field.maxLength).refine(isLinkedInProfileUrl, {
        error:
          'Please enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name',
      });
    case 'text':
    case 'textarea': {
      const multiline = field.kind === 'textarea';
      return field.required
        ? boundedText(field.maxLength, multiline)
        : optionalText(field.maxLength, multiline);
    }
  }
}

/** What a value the page fixes may be. */
export function contextSchema(rule: ContextRule): z.ZodType {
  switch (rule.kind) {
    case 'stored-event':
      // Compared as sent with the stored events' (server/events/submission-event.ts): only text
      // the database can hold reaches the query.
      return z
        .string({ error: rule.error })
        .min(1, { error: rule.error })
        .max(rule.maxLength, { error: rule.error })
        .refine((value) => isStorableText(value), { error: rule.error });
    case 'pattern':
      return z.string().max(rule.maxLength).regex(rule.pattern, { error: rule.error });
  }
}

/** A form's fields then its context; unknown keys are stripped: they are never stored. */
export function submissionSchema(
  definition: Pick<SubmissionFormDefinition, 'fields' | 'context'>,
): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(definition.fields)) shape[name] = fieldSchema(field);
  for (const [name, rule] of Object.entries(definition.context)) shape[name] = contextSchema(rule);
  return z.object(shape);
}

export const submissionSchemas = Object.fromEntries(
  submissionTables.map((table) => [table, submissionSchema(submissionForms[table])]),
) as { [T in SubmissionTable]: z.ZodType<SubmissionValues<T>> };

/**
 * The notice a form showed (a version the site has published) and, on an application form, her
 * consent: the box must be ticked (docs/decisions/042-privacy-notice-and-consent.md). Other forms'
 * consent is never stored as given.
 */
export function privacySchema(table: SubmissionTable): z.ZodType<PrivacyValues> {
  return z.object({
    privacy_notice: z.unknown().refine(isPrivacyNoticeVersion, {
      error: privacyErrors.unknownNotice,
    }),
    privacy_consent: asksForConsent(table)
      ? z.literal(true, { error: privacyErrors.consentMissing })
      : z.unknown().transform(() => false),
  }) as z.ZodType<PrivacyValues>;
}

export const privacySchemas = Object.fromEntries(
  submissionTables.map((table) => [table, privacySchema(table)]),
) as { [T in SubmissionTable]: z.ZodType<PrivacyValues> };

/** A form as it was sent, checked whole: the browser and the server find the same errors. */
export type CheckedForm<T extends SubmissionTable> =
  | { success: true; values: SubmissionValues<T>; privacy: PrivacyValues }
  | { success: false; fieldErrors: FieldErrors };

/**
 * Checks what a form sent: its table's values (unknown keys dropped, never stored) and the
 * privacy notice it carries. Each field's first problem, keyed by its name.
 */
export function checkSentForm<T extends SubmissionTable>(
  table: T,
  sent: Readonly<Record<string, unknown>>,
): CheckedForm<T> {
  const values = submissionSchemas[table].safeParse(sent);
  const privacy = privacySchemas[table].safeParse(sent);
  if (values.success && privacy.success) {
    return { success: true, values: values.data, privacy: privacy.data };
  }
  const fieldErrors: FieldErrors = {};
  for (const issue of [...(values.error?.issues ?? []), ...(privacy.error?.issues ?? [])]) {
    fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
  }
  return { success: false, fieldErrors };
}
