import { describe, expect, it } from 'vitest';
import { validValues } from '#tests/fixtures/submissions.ts';
import {
  checkboxField,
  emailField,
  linkedinField,
  longTextField,
  optionalLongTextField,
  optionalTextField,
  textField,
  type FormField,
} from '#schemas/submissions/form-fields.ts';
import { submissionForms, submissionTables } from '#schemas/submissions/submission-forms.ts';
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

  describe('a LinkedIn field takes only an https LinkedIn profile address', () => {
    const field = linkedinField({ label: 'LinkedIn URL' });
    const refused = {
      error:
        'Please enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name',
    };

    it.each([
      'https://www.linkedin.com/in/ada',
      'https://www.linkedin.com/in/ada-lovelace-1815/',
      'https://linkedin.com/in/ada',
      'https://uk.linkedin.com/in/ada',
      'https://m.linkedin.com/in/ada',
      'HTTPS://WWW.LinkedIn.com/in/Ada',
      'https://www.linkedin.com/in/ada?originalSubdomain=uk',
      'https://www.linkedin.com/in/ada-lovelace?utm_source=share&utm_medium=member_ios',
      'https://www.linkedin.com/in/ada/#experience',
      'https://www.linkedin.com/in/ada/details/experience/',
      'https://www.linkedin.com/in/%E5%BC%A0%E4%BC%9F',
      'https://www.linkedin.com/in/josé-garcía',
    ])('accepts %j as typed', (value) => {
      expect(check(field, value)).toEqual({ value });
    });

    it('trims the address and stores it otherwise as typed', () => {
      expect(check(field, '  https://uk.linkedin.com/in/ada/  ')).toEqual({
        value: 'https://uk.linkedin.com/in/ada/',
      });
      expect(check(field, ' ')).toEqual({ error: required });
    });

    it.each([
      ['plain http', 'http://www.linkedin.com/in/ada'],
      ['no scheme', 'www.linkedin.com/in/ada'],
      ['a scheme-relative address', '//www.linkedin.com/in/ada'],
      ['user-info hiding the host', 'https://www.linkedin.com@evil.example/'],
      [
        'user-info hiding the host, with a profile path',
        'https://www.linkedin.com@evil.example/in/x',
      ],
      ['a user and password', 'https://user:pw@www.linkedin.com/in/x'],
      ['an empty user-info', 'https://@www.linkedin.com/in/x'],
      ['linkedin.com in the path', 'https://evil.example/linkedin.com/in/x'],
      ['linkedin.com as a subdomain', 'https://linkedin.com.evil.example/in/x'],
      ['a look-alike domain', 'https://evillinkedin.com/in/x'],
      ['a hyphenated look-alike', 'https://evil-linkedin.com/in/x'],
      ['a trailing dot', 'https://www.linkedin.com./in/x'],
      ['a port', 'https://www.linkedin.com:8080/in/x'],
      ['the default port', 'https://www.linkedin.com:443/in/x'],
      ['a backslash before user-info', 'https://evil.example\\@www.linkedin.com/in/x'],
      ['a backslash as the path', 'https://www.linkedin.com\\in\\x'],
      ['a company page', 'https://www.linkedin.com/company/analytical-engines'],
      ['an old /pub/ address', 'https://www.linkedin.com/pub/ada-lovelace/1/23/456'],
      ['no profile name', 'https://www.linkedin.com/in/'],
      ['the site alone', 'https://www.linkedin.com/'],
      ['a dot segment leaving /in/', 'https://www.linkedin.com/in/../redir/redirect?url=x'],
      ['an encoded dot segment', 'https://www.linkedin.com/in/%2e%2e/redir'],
      ['a full-width host', 'https://www.ｌｉｎｋｅｄｉｎ.com/in/x'],
      ['a Cyrillic look-alike host', 'https://www.lіnkedin.com/in/x'],
      ['a punycode look-alike host', 'https://www.xn--lnkedin-rog.com/in/x'],
      ['U+202E (right-to-left override)', 'https://www.linkedin.com/in/ada\u202Eelpmaxe.live'],
      ['U+200F (right-to-left mark)', 'https://www.linkedin.com/in/\u200Fada'],
      ['U+200E (left-to-right mark)', 'https://www.linkedin.com/in/ada\u200E'],
      ['U+2066 (left-to-right isolate)', 'https://www.linkedin.com/in/\u2066ada\u2069'],
      ['U+061C (Arabic letter mark)', 'https://www.linkedin.com/in/ada\u061C'],
      ['U+200B (zero-width space)', 'https://www.linked\u200Bin.com/in/ada'],
      ['U+FEFF inside', 'https://www.linkedin.com/in/a\uFEFFda'],
      ['U+0000', 'https://www.linkedin.com/in/ada\u0000'],
      ['U+007F', 'https://www.linkedin.com/in/ada\u007F'],
      ['a tab inside', 'https://www.linked\tin.com/in/ada'],
      ['a newline inside', 'https://www.linkedin.com/in/\nada'],
      ['a space inside', 'https://www.linkedin.com/in/ada lovelace'],
      ['a no-break space inside', 'https://www.linkedin.com/in/ada\u00A0lovelace'],
      ['javascript:', 'javascript:alert(1)'],
      ['javascript: with a LinkedIn look', 'javascript://www.linkedin.com/in/x%0Aalert(1)'],
      ['data:', 'data:text/html,https://www.linkedin.com/in/x'],
      ['ftp:', 'ftp://www.linkedin.com/in/x'],
      ['a word', 'x'],
    ])('refuses %s', (_label, value) => {
      expect(check(field, value)).toEqual(refused);
    });

    it('refuses an address longer than a short field, saying so first', () => {
      const long = `https://www.linkedin.com/in/${'a'.repeat(200)}`;
      expect(check(field, long)).toEqual({ error: 'Please keep this under 200 characters.' });
    });
  });

  it('a checkbox is a boolean, false when left out', () => {
    const field = checkboxField({ label: 'Newsletter' });
    expect(check(field, undefined)).toEqual({ value: false });
    expect(check(field, true)).toEqual({ value: true });
    expect(check(field, 'yes')).toHaveProperty('error');
  });
});

describe('contextSchema', () => {
  it('a stored event’s value is any text up to its length, left to the server to find', () => {
    const schema = contextSchema({ kind: 'stored-event', maxLength: 10, error: 'Unknown event.' });
    expect(schema.safeParse('Any Name').success).toBe(true);
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Unknown event.');
    expect(schema.safeParse('a'.repeat(11)).error?.issues[0]?.message).toBe('Unknown event.');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Unknown event.');
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
    context: { tag: { kind: 'pattern', pattern: /^t$/, maxLength: 1, error: 'Unknown.' } },
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
