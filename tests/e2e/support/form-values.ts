import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import type { FieldKind, FormField } from '#schemas/submissions/form-fields.ts';
import {
  submissionForms,
  submissionTables,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import { asksForConsent } from '#schemas/privacy/privacy-consent.ts';
import { newSubmissionKey, privacyValuesOf } from '#tests/fixtures/submissions.ts';

/** A field as a visitor finds it (by its label) and the column it is stored in. */
export type FieldSpec = { label: string; column: string; kind: FieldKind; optional?: boolean };

/** Every form's fields in the order the form shows them: its definition's order. */
export const formFields = Object.fromEntries(
  submissionTables.map((table) => [
    table,
    Object.entries(submissionForms[table].fields).map(
      ([column, field]: [string, FormField]): FieldSpec => ({
        label: field.label,
        column,
        kind: field.kind,
        ...(field.kind !== 'checkbox' && !field.required ? { optional: true } : {}),
      }),
    ),
  ]),
) as Record<SubmissionTable, FieldSpec[]>;

/** A token no other test uses: rows are found by it, since every test shares one database. */
export function uniqueToken(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

export type FormValues = Record<string, string | boolean>;

/** Valid values for every field of `table`, each carrying `token` so they are unique. */
export function sampleValues(table: SubmissionTable, token: string): FormValues {
  const values: FormValues = {};
  for (const field of formFields[table]) {
    values[field.column] =
      field.kind === 'checkbox'
        ? true
        : field.kind === 'email'
          ? `ada.${token}@example.com`
          : field.kind === 'linkedin'
            ? `https://www.linkedin.com/in/ada-${token}`
            : field.kind === 'textarea'
              ? `Notes ${token} on ${field.column}: meeting peers who lead AI work.`
              : `${field.label} ${token}`;
  }
  return values;
}

/** The form field a visitor would use, found by its role and label. */
export function fieldOf(form: Locator, field: FieldSpec): Locator {
  return form.getByRole(field.kind === 'checkbox' ? 'checkbox' : 'textbox', {
    name: field.label,
    exact: true,
  });
}

/** An application form's consent box, found by its label (docs/product/screens.md). */
export function consentBoxOf(form: Locator): Locator {
  return form.getByRole('checkbox', { name: /^I have read the privacy notice/ });
}

/**
 * Types every value into its labelled field (ticks checkboxes given `true`) and, on an
 * application form, ticks the privacy consent box as a visitor must (unless `consent` is false).
 */
export async function fillForm(
  form: Locator,
  table: SubmissionTable,
  values: FormValues,
  { consent = true }: { consent?: boolean } = {},
) {
  for (const field of formFields[table]) {
    const value = values[field.column];
    if (value === undefined) continue;
    if (field.kind === 'checkbox') await fieldOf(form, field).setChecked(value === true);
    else await fieldOf(form, field).fill(String(value));
  }
  if (asksForConsent(table)) await consentBoxOf(form).setChecked(consent);
}

/**
 * What a form sends for `values`: them, with the notice it shows and, on an application form,
 * the consent ticked (schemas/privacy/privacy-consent.ts).
 */
export function sentValues(table: SubmissionTable, values: FormValues): FormValues {
  return { ...privacyValuesOf(table), ...values };
}

/** The visitor's text values: what must never reach the console. */
export function textValues(values: FormValues): string[] {
  return Object.values(values).filter((value): value is string => typeof value === 'string');
}

/** Stores a row through the public API, as a form would. */
export async function submitThroughApi(
  request: APIRequestContext,
  table: SubmissionTable,
  values: FormValues,
) {
  const response = await request.post(`/api/submissions/${table}`, {
    data: { key: newSubmissionKey(), values: sentValues(table, values) },
  });
  expect(response.status(), await response.text()).toBe(201);
}
