import { z } from 'zod';

// In the browser, no generated code: zod would otherwise probe for eval(), which the site's CSP
// refuses. The server keeps zod's compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * Field builders shared by the browser and the server: each field carries its zod schema
 * (what the server accepts) and what the browser shows (label, input type, hints).
 * DECISIONS.md "Forms": trimmed strings, short fields <= 200 characters, long text <= 5,000.
 */

export const shortTextMax = 200;
export const longTextMax = 5000;

export type FieldKind = 'text' | 'email' | 'url' | 'textarea' | 'checkbox';

type FieldUi = {
  label: string;
  placeholder?: string;
  autoComplete?: string;
  /** Shown under the field. */
  hint?: string;
};

export type FormField<S extends z.ZodType = z.ZodType> = FieldUi & {
  kind: FieldKind;
  required: boolean;
  maxLength?: number;
  schema: S;
};

const required = 'This field is required.';
const tooLong = (max: number) =>
  `Please keep this under ${max.toLocaleString('en-GB')} characters.`;

function boundedText(max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(max) });
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function textField(ui: FieldUi) {
  return {
    ...ui,
    kind: 'text',
    required: true,
    maxLength: shortTextMax,
    schema: boundedText(shortTextMax),
  } satisfies FormField;
}

export function optionalTextField(ui: FieldUi) {
  return {
    ...ui,
    kind: 'text',
    required: false,
    maxLength: shortTextMax,
    schema: z
      .string()
      .trim()
      .max(shortTextMax, { error: tooLong(shortTextMax) })
      .optional()
      .transform((value) => (value ? value : null)),
  } satisfies FormField;
}

export function emailField(ui: FieldUi) {
  return {
    ...ui,
    kind: 'email',
    required: true,
    maxLength: shortTextMax,
    schema: boundedText(shortTextMax).pipe(
      z.email({ error: 'Please enter a valid email address.' }),
    ),
  } satisfies FormField;
}

export function urlField(ui: FieldUi) {
  return {
    ...ui,
    kind: 'url',
    required: true,
    maxLength: shortTextMax,
    schema: boundedText(shortTextMax).refine(isHttpUrl, {
      error: 'Please enter a full web address starting with https://',
    }),
  } satisfies FormField;
}

export function longTextField(ui: FieldUi) {
  return {
    ...ui,
    kind: 'textarea',
    required: true,
    maxLength: longTextMax,
    schema: boundedText(longTextMax),
  } satisfies FormField;
}

export function optionalLongTextField(ui: FieldUi) {
  return {
    ...ui,
    kind: 'textarea',
    required: false,
    maxLength: longTextMax,
    schema: z
      .string()
      .trim()
      .max(longTextMax, { error: tooLong(longTextMax) })
      .optional()
      .transform((value) => (value ? value : null)),
  } satisfies FormField;
}

export function checkboxField(ui: FieldUi) {
  return {
    ...ui,
    kind: 'checkbox',
    required: false,
    schema: z.boolean().default(false),
  } satisfies FormField;
}
