import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import type { FieldKind } from '#schemas/form-fields.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';

/** A field as a visitor finds it (by its label) and the column it is stored in. */
export type FieldSpec = { label: string; column: string; kind: FieldKind; optional?: boolean };

const registration: FieldSpec[] = [
  { label: 'Full Name', column: 'full_name', kind: 'text' },
  { label: 'Job Title', column: 'job_title', kind: 'text' },
  { label: 'Company', column: 'company', kind: 'text' },
  { label: 'LinkedIn URL', column: 'linkedin_url', kind: 'linkedin' },
  { label: 'Email', column: 'email', kind: 'email' },
  { label: 'Why do you want to attend?', column: 'why_attend', kind: 'textarea' },
  {
    label: "I'd be interested in leading a session or speaking at a future event",
    column: 'lead_session',
    kind: 'checkbox',
  },
];

const application = (freeText: FieldSpec): FieldSpec[] => [
  { label: 'Full Name', column: 'full_name', kind: 'text' },
  { label: 'Job Title', column: 'job_title', kind: 'text' },
  { label: 'Company', column: 'company', kind: 'text' },
  { label: 'Email', column: 'email', kind: 'email' },
  { label: 'LinkedIn URL', column: 'linkedin_url', kind: 'linkedin' },
  freeText,
];

/** Every form's fields in the order the form shows them (SPEC.md sections 3 and 5). */
export const formFields: Record<SubmissionTable, FieldSpec[]> = {
  event_registrations: registration,
  virtual_event_registrations: registration,
  retreat_applications: application({
    label: 'Why would you like to join?',
    column: 'why_apply',
    kind: 'textarea',
  }),
  leadership_labs_applications: application({
    label: 'What are your current leadership goals?',
    column: 'current_goals',
    kind: 'textarea',
  }),
  private_evening_applications: [
    ...application({
      label: 'Why are you interested in joining the evening?',
      column: 'why_interested',
      kind: 'textarea',
    }),
    {
      label: 'What challenges are you facing in your AI leadership journey?',
      column: 'current_challenges',
      kind: 'textarea',
    },
  ],
  partnership_enquiries: [
    { label: 'Name', column: 'name', kind: 'text' },
    { label: 'Company', column: 'company', kind: 'text' },
    { label: 'Email', column: 'email', kind: 'email' },
    { label: 'Message', column: 'message', kind: 'textarea' },
  ],
  private_invite_requests: [
    { label: 'Name', column: 'name', kind: 'text' },
    { label: 'Email', column: 'email', kind: 'email' },
    { label: 'Role / Title', column: 'role', kind: 'text' },
    { label: 'Company', column: 'company', kind: 'text' },
    {
      label: 'What is the challenge you would like help with?',
      column: 'challenge',
      kind: 'textarea',
    },
    {
      label: 'Send me occasional news from the advisory circle',
      column: 'newsletter',
      kind: 'checkbox',
    },
  ],
  enquiries: [
    { label: 'Name', column: 'name', kind: 'text' },
    { label: 'Email', column: 'email', kind: 'email' },
    { label: 'Company (optional)', column: 'company', kind: 'text', optional: true },
    { label: 'Message (optional)', column: 'message', kind: 'textarea', optional: true },
  ],
};

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

/** Types every value into its labelled field (ticks checkboxes given `true`). */
export async function fillForm(form: Locator, table: SubmissionTable, values: FormValues) {
  for (const field of formFields[table]) {
    const value = values[field.column];
    if (value === undefined) continue;
    if (field.kind === 'checkbox') await fieldOf(form, field).setChecked(value === true);
    else await fieldOf(form, field).fill(String(value));
  }
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
    data: { key: newSubmissionKey(), values },
  });
  expect(response.status(), await response.text()).toBe(201);
}
