import { describe, expect, it } from 'vitest';
import { validValues } from '#tests/fixtures/submissions.ts';
import {
  checkboxField,
  emailField,
  longTextField,
  optionalLongTextField,
  optionalTextField,
  textField,
  urlField,
  type FormField,
} from './form-fields.ts';
import { submissionForms, submissionTables } from './submission-forms.ts';
import {
  contextSchema,
  fieldSchema,
  submissionSchema,
  submissionSchemas,
} from './submission-schemas.ts';

const required = 'This field is required.';

/** The value a field's schema returns, or the first message it gives. */
function check(field: FormField, value: unknown) {
  const result = fieldSchema(field).safeParse(value);
  return result.success ? { value: result.data } : { error: result.error.issues[0]!.message };
}

describe('fieldSchema: the kind decides the rule', () => {
  it('a required text field trims, refuses blank and is bounded by its maxLength', () => {
    const field = textField({ label: 'Name' });
    expect(check(field, '  Ada  ')).toEqual({ value: 'Ada' });
    expect(check(field, '   ')).toEqual({ error: required });
    expect(check(field, undefined)).toEqual({ error: required });
    expect(check(field, 42)).toEqual({ error: required });
    expect(check(field, 'x'.repeat(200))).toEqual({ value: 'x'.repeat(200) });
    expect(check(field, 'x'.repeat(201))).toEqual({
      error: 'Please keep this under 200 characters.',
    });
    expect(check({ ...field, maxLength: 5 }, 'x'.repeat(6))).toEqual({
      error: 'Please keep this under 5 characters.',
    });
  });

  it('a long text field allows 5,000 characters', () => {
    const field = longTextField({ label: 'Why?' });
    expect(check(field, 'x'.repeat(5000))).toEqual({ value: 'x'.repeat(5000) });
    expect(check(field, 'x'.repeat(5001))).toEqual({
      error: 'Please keep this under 5,000 characters.',
    });
  });

  it('an optional text field stores empty as null and still has its bound', () => {
    for (const field of [
      optionalTextField({ label: 'Company' }),
      optionalLongTextField({ label: 'Message' }),
    ]) {
      expect(check(field, undefined)).toEqual({ value: null });
      expect(check(field, '')).toEqual({ value: null });
      expect(check(field, '   ')).toEqual({ value: null });
      expect(check(field, ' Acme ')).toEqual({ value: 'Acme' });
      expect(check(field, 'x'.repeat(field.maxLength + 1))).toHaveProperty('error');
    }
  });

  it('an email field takes only an email address', () => {
    const field = emailField({ label: 'Email' });
    expect(check(field, ' ada@example.com ')).toEqual({ value: 'ada@example.com' });
    expect(check(field, 'ada-at-example')).toEqual({
      error: 'Please enter a valid email address.',
    });
    expect(check(field, '')).toEqual({ error: required });
  });

  it('a url field takes only an http(s) address with a dotted host name', () => {
    const field = urlField({ label: 'LinkedIn URL' });
    const refused = { error: 'Please enter a full web address starting with https://' };
    expect(check(field, 'https://www.linkedin.com/in/ada')).toEqual({
      value: 'https://www.linkedin.com/in/ada',
    });
    expect(check(field, 'http://example.com')).toEqual({ value: 'http://example.com' });
    for (const wrong of ['javascript:alert(1)', 'ftp://example.com/x', 'https://localhost', 'x'])
      expect(check(field, wrong), wrong).toEqual(refused);
    expect(check(field, ' ')).toEqual({ error: required });
  });

  it('a checkbox is a boolean, false when left out', () => {
    const field = checkboxField({ label: 'Newsletter' });
    expect(check(field, undefined)).toEqual({ value: false });
    expect(check(field, true)).toEqual({ value: true });
    expect(check(field, 'yes')).toHaveProperty('error');
  });
});

describe('contextSchema', () => {
  it('one-of takes only its values and says its own error', () => {
    const schema = contextSchema({ kind: 'one-of', values: ['A', 'B'], error: 'Unknown event.' });
    expect(schema.safeParse('B').success).toBe(true);
    expect(schema.safeParse('C').error?.issues[0]?.message).toBe('Unknown event.');
    expect(schema.safeParse(undefined).success).toBe(false);
  });

  it('pattern takes only matching values up to its length', () => {
    const schema = contextSchema({
      kind: 'pattern',
      pattern: /^[a-z:]+$/,
      maxLength: 10,
      error: 'Unknown enquiry.',
    });
    expect(schema.safeParse('summit:vip').success).toBe(true);
    expect(schema.safeParse('<script>').error?.issues[0]?.message).toBe('Unknown enquiry.');
    expect(schema.safeParse('a'.repeat(11)).success).toBe(false);
  });
});

describe('submissionSchema', () => {
  const schema = submissionSchema({
    fields: { name: textField({ label: 'Name' }), news: checkboxField({ label: 'News' }) },
    context: { tag: { kind: 'one-of', values: ['t'], error: 'Unknown.' } },
  });

  it('checks the fields and the context, and strips unknown keys', () => {
    expect(schema.parse({ name: ' Ada ', tag: 't', id: 7, is_admin: true })).toEqual({
      name: 'Ada',
      news: false,
      tag: 't',
    });
    const issues = schema.safeParse({ name: '', tag: 'x' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', required],
      ['tag', 'Unknown.'],
    ]);
  });

  it.each(submissionTables)(
    '%s: its schema checks exactly the defined fields and context',
    (table) => {
      const definition = submissionForms[table];
      const output = submissionSchemas[table].parse(validValues[table]);
      expect(Object.keys(output)).toEqual([
        ...Object.keys(definition.fields),
        ...Object.keys(definition.context),
      ]);
    },
  );
});
