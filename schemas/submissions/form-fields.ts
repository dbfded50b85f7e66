/**
 * What a form field is, as plain data: the browser renders it, and
 * `schemas/forms/submission-schemas.ts` turns its kind and limits into the zod rule the browser and
 * the server check (decision 012: no zod here, so a page with a form does not load zod with its
 * first view). docs/product/data.md#field-kinds: trimmed strings, short fields <= 200 characters,
 * long text
 * <= 5,000.
 */

const shortTextMax = 200;
const longTextMax = 5000;

type FieldUi = {
  label: string;
  placeholder?: string;
  autoComplete?: string;
  /** Shown under the field. */
  hint?: string;
};

/** Free text (an input or a textarea); optional ones are stored as null when left empty. */
type TextField = FieldUi & {
  kind: 'text' | 'textarea';
  required: boolean;
  maxLength: number;
};
/** Text that must also be a valid email address or a LinkedIn profile address. */
type CheckedTextField = FieldUi & {
  kind: 'email' | 'linkedin';
  required: true;
  maxLength: number;
};
type CheckboxField = FieldUi & { kind: 'checkbox'; required: false };

export type FormField = TextField | CheckedTextField | CheckboxField;
export type FieldKind = FormField['kind'];

export function textField(ui: FieldUi) {
  return { ...ui, kind: 'text', required: true, maxLength: shortTextMax } satisfies FormField;
}

export function optionalTextField(ui: FieldUi) {
  return { ...ui, kind: 'text', required: false, maxLength: shortTextMax } satisfies FormField;
}

export function emailField(ui: FieldUi) {
  return { ...ui, kind: 'email', required: true, maxLength: shortTextMax } satisfies FormField;
}

export function linkedinField(ui: FieldUi) {
  return { ...ui, kind: 'linkedin', required: true, maxLength: shortTextMax } satisfies FormField;
}

export function longTextField(ui: FieldUi) {
  return { ...ui, kind: 'textarea', required: true, maxLength: longTextMax } satisfies FormField;
}

export function optionalLongTextField(ui: FieldUi) {
  return { ...ui, kind: 'textarea', required: false, maxLength: longTextMax } satisfies FormField;
}

export function checkboxField(ui: FieldUi) {
  return { ...ui, kind: 'checkbox', required: false } satisfies FormField;
}
