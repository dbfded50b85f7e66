import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { boardroomPage, eventPages, retreatPage } from '#content/event-pages.ts';
import { acknowledgementTexts, formNotices } from '#content/form-notices.ts';
import * as calendarModule from '#schemas/events/calendar/event-calendar.ts';
import {
  submissionForms,
  submissionTables,
  type SubmissionFormDefinition,
  type SubmissionTable,
  type SubmissionValues,
} from '#schemas/submissions/submission-forms.ts';
import { sampleSubmission } from '#tests/fixtures/submissions.ts';
import { hostileAround } from '#tests/support/hostile-text.ts';
import {
  submissionMailDrafts,
  type SubmissionMailSettings,
} from '#tests/support/submission-mail-drafts.ts';
import type { MailDraft } from './mail-envelope.ts';
import { adminRowUrl } from './mail-parts.ts';
import { escapeHtml } from './mail-text.ts';
import { purposeOf } from './submission-purposes.ts';
import { seededEventOf } from '#tests/support/seeded-events.ts';

const { calendarFile } = calendarModule;

// The real calendar module, watched: which page and uid each confirmation asks it for.
vi.mock('#schemas/events/calendar/event-calendar.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof calendarModule>();
  return { calendarFile: vi.fn(actual.calendarFile) };
});

const siteUrl = 'https://womenleadingai.com';
const withOrganiser: SubmissionMailSettings = { organiserEmail: 'organiser@example.com', siteUrl };
const withoutOrganiser: SubmissionMailSettings = { organiserEmail: undefined, siteUrl };

// eslint-disable-next-line no-control-regex -- what a header must never hold
const headerBreaking = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;

type Row = Record<string, string | boolean | null>;

/** The plain-text part wraps lines: compare words, not line breaks. */
function flat(text: string): string {
  return text.replace(/\s+/gu, ' ');
}

function mailOf(mails: MailDraft[], kind: MailDraft['kind']): MailDraft {
  const mail = mails.find((candidate) => candidate.kind === kind);
  if (!mail) throw new Error(`no ${kind} among ${mails.map((m) => m.kind).join(', ')}`);
  return mail;
}

function personOf(values: Row) {
  return { name: (values.full_name ?? values.name) as string, address: values.email as string };
}

/** A sample row for every form a page can send: each table, and each event page's fixed values. */
const samples: [string, SubmissionTable, Row][] = [
  ...submissionTables.map((table): [string, SubmissionTable, Row] => [
    table,
    table,
    sampleSubmission(table) as Row,
  ]),
  ...eventPages.map((page): [string, SubmissionTable, Row] => [
    `${page.form.submission.table} from /events/${page.slug}`,
    page.form.submission.table,
    { ...(sampleSubmission(page.form.submission.table) as Row), ...page.form.submission.context },
  ]),
];

function mailsFor(table: SubmissionTable, values: Row, settings = withOrganiser) {
  return submissionMailDrafts(table, 42, values as SubmissionValues<typeof table>, settings);
}

describe.each(samples)('the mails of %s', (_name, table, values) => {
  const purpose = purposeOf(
    table,
    values as SubmissionValues<typeof table>,
    seededEventOf(table, values),
  );
  const { fields } = submissionForms[table] as SubmissionFormDefinition;

  it('confirm to the person who sent it what it was for, what they sent and what comes next', () => {
    const mail = mailOf(mailsFor(table, values), 'confirmation');
    expect(mail.to).toEqual(personOf(values));
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toContain(purpose.about?.name ?? purpose.noun);
    expect(mail.text).not.toBe('');
    expect(mail.html).not.toBe('');
    for (const part of [purpose.nextSteps.title, purpose.nextSteps.description ?? '']) {
      expect(flat(mail.text)).toContain(flat(part));
      expect(mail.html).toContain(escapeHtml(part));
    }
    for (const [column, field] of Object.entries(fields)) {
      const value = values[column];
      const shown = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : (value ?? '—');
      if (field.kind === 'textarea') {
        // Free text goes to the organiser only: nobody confirmed this address is the sender's.
        expect(flat(mail.text)).not.toContain(field.label);
        if (shown !== '—') expect(flat(mail.text)).not.toContain(flat(shown));
        continue;
      }
      expect(flat(mail.text)).toContain(field.label);
      expect(mail.html).toContain(escapeHtml(field.label));
      expect(flat(mail.text)).toContain(flat(shown));
      expect(mail.html).toContain(escapeHtml(shown));
    }
    const longAnswered = Object.entries(fields).some(
      ([column, field]) => field.kind === 'textarea' && values[column],
    );
    expect(flat(mail.text).includes('this email does not repeat them')).toBe(longAnswered);
  });

  it('tell the organiser everything that was sent, the free text too', () => {
    const mail = mailOf(mailsFor(table, values), 'organiser-notice');
    for (const [column, field] of Object.entries(fields)) {
      const value = values[column];
      const shown = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : (value ?? '—');
      expect(flat(mail.text)).toContain(field.label);
      expect(flat(mail.text)).toContain(flat(shown));
      expect(mail.html).toContain(escapeHtml(shown));
    }
  });

  it('tell the organiser who sent what, with a link to the row and a reply address', () => {
    const mail = mailOf(mailsFor(table, values), 'organiser-notice');
    const rowUrl = adminRowUrl(siteUrl, table, 42);
    expect(mail.to).toEqual({ address: 'organiser@example.com' });
    expect(mail.replyTo).toEqual(personOf(values));
    expect(mail.subject).toMatch(/^New /u);
    expect(mail.subject).toContain(personOf(values).name);
    expect(mail.text).toContain(rowUrl);
    expect(mail.html).toContain(`href="${escapeHtml(rowUrl)}"`);
    for (const text of [personOf(values).name, personOf(values).address]) {
      expect(mail.text).toContain(text);
      expect(mail.html).toContain(escapeHtml(text));
    }
    expect(mail.attachments).toEqual([]);
  });

  it('send no organiser notice when no organiser address is set', () => {
    expect(mailsFor(table, values, withoutOrganiser).map((mail) => mail.kind)).toEqual([
      'confirmation',
    ]);
  });
});

describe('what a submission was for', () => {
  it('names each event by its stored page and uses that page’s success notice', () => {
    for (const page of eventPages) {
      const { table, context } = page.form.submission;
      const values = { ...(sampleSubmission(table) as Row), ...context };
      const purpose = purposeOf(
        table,
        values as SubmissionValues<typeof table>,
        seededEventOf(table, values),
      );
      expect(purpose.page).toEqual(page);
      expect(purpose.nextSteps).toEqual(page.form.submission.notices.success);
    }
  });

  it('says only the stored event name of a row whose event is no longer stored', () => {
    const values = { ...(sampleSubmission('event_registrations') as Row), event_name: 'Gone' };
    const purpose = purposeOf('event_registrations', values as never, undefined);
    expect(purpose.about).toEqual({ preposition: 'for', name: 'Gone' });
    expect(purpose.page).toBeUndefined();
  });

  it('tells the retreat and the boardroom sessions apart', () => {
    const retreat = mailOf(
      mailsFor('retreat_applications', {
        ...(sampleSubmission('retreat_applications') as Row),
        ...retreatPage.form.submission.context,
      }),
      'confirmation',
    );
    const boardroom = mailOf(
      mailsFor('retreat_applications', {
        ...(sampleSubmission('retreat_applications') as Row),
        ...boardroomPage.form.submission.context,
      }),
      'confirmation',
    );
    expect(retreat.subject).toBe('Your application for Women Leading AI 2025 Retreat');
    expect(flat(retreat.text)).toContain(formNotices.retreatApplication.success.description);
    expect(boardroom.subject).toBe(
      'Your registration of interest for AI x Influence: Boardroom Readiness Sessions',
    );
    expect(flat(boardroom.text)).toContain(formNotices.boardroomInterest.success.description);
  });

  it('acknowledges an enquiry, naming the page its button was on', () => {
    const values = { ...(sampleSubmission('enquiries') as Row), tag: 'summit:ticket:vip' };
    const [confirmation, notice] = mailsFor('enquiries', values);
    expect(confirmation?.subject).toBe('Your enquiry about the Women Leading AI Summit');
    expect(confirmation?.text).toContain(formNotices.enquiry.success.title);
    expect(notice?.subject).toBe('New enquiry about the Women Leading AI Summit from Grace Hopper');
    expect(notice?.text).toContain('About: summit:ticket:vip');
    const unknown = mailsFor('enquiries', { ...values, tag: 'sample' });
    expect(unknown[0]?.subject).toBe('Your enquiry');
  });

  it('repeats an event’s date, time and place as its page gives them', () => {
    for (const page of eventPages) {
      const { table, context } = page.form.submission;
      const [mail] = mailsFor(table, { ...(sampleSubmission(table) as Row), ...context });
      for (const fact of page.facts) {
        const shown = ['date', 'time', 'venue', 'online'].includes(fact.kind);
        expect(mail?.text.includes(`${fact.label}: ${fact.value}`), fact.label).toBe(shown);
      }
    }
  });
});

describe('the calendar file', () => {
  beforeEach(() => {
    vi.mocked(calendarFile).mockClear();
  });

  it.each(eventPages.map((page) => [page.slug, page] as const))(
    '%s: none with the confirmation, which says the place is not confirmed yet',
    (_slug, page) => {
      const { table, context } = page.form.submission;
      const [mail] = mailsFor(table, { ...(sampleSubmission(table) as Row), ...context });
      // The organiser decides every place: the approval brings the file (decision-mails.ts).
      expect(vi.mocked(calendarFile)).not.toHaveBeenCalled();
      expect(mail?.attachments).toEqual([]);
      const text = mail!.text.replace(/\s+/g, ' ');
      expect(text).toContain(acknowledgementTexts.placeNotConfirmed);
      // Only an event with a day has a file to promise.
      expect(text.includes('that email brings the calendar file')).toBe(
        page.calendar !== undefined,
      );
    },
  );

  it('is not made for forms that are not for an event', () => {
    for (const table of [
      'partnership_enquiries',
      'private_invite_requests',
      'enquiries',
    ] as const) {
      const [mail] = mailsFor(table, sampleSubmission(table) as Row);
      expect(mail?.attachments).toEqual([]);
    }
    expect(vi.mocked(calendarFile)).not.toHaveBeenCalled();
  });
});

describe('hostile values', () => {
  const hostile = {
    ...(sampleSubmission('event_registrations') as Row),
    full_name: 'Ada\r\nBcc: x@evil.test',
    company: 'a@b.test, c@d.test',
    job_title: '<img src=x onerror=alert(1)>',
    why_attend: '<script>alert(1)</script>\n</div><a href="javascript:alert(1)">click</a>',
  };

  it('cannot add a header, a recipient or live markup', () => {
    const mails = mailsFor('event_registrations', hostile);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(headerBreaking);
      for (const address of [mail.to, mail.replyTo]) {
        expect(address?.name ?? '').not.toMatch(headerBreaking);
      }
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).not.toMatch(/<script|<img|<a [^>]*javascript:/iu);
      expect(mail.text).toContain('<img src=x onerror=alert(1)>');
      expect(mail.html).toContain('a@b.test, c@d.test');
    }
    // The free text is in the organiser's notice only, as text.
    const notice = mailOf(mails, 'organiser-notice');
    expect(notice.html).toContain('&lt;script&gt;');
    expect(notice.text).toContain('<script>alert(1)</script>');
    expect(mailOf(mails, 'confirmation').to).toEqual({
      name: 'Ada Bcc: x@evil.test',
      address: 'ada@example.com',
    });
    expect(mailOf(mails, 'organiser-notice').to).toEqual({ address: 'organiser@example.com' });
  });

  it.each(['a@b.test, c@d.test', 'ada@example.com\r\nBcc: x@evil.test', 'Ada <ada@example.com>'])(
    'sends no confirmation to %j, and the notice has no reply address',
    (email) => {
      const mails = mailsFor('event_registrations', { ...hostile, email });
      expect(mails.map((mail) => mail.kind)).toEqual(['organiser-notice']);
      expect(mails[0]?.replyTo).toBeUndefined();
      expect(flat(mails[0]?.text ?? '')).toContain('no reply address');
    },
  );

  it('keeps subjects one short line, whatever the name', () => {
    fc.assert(
      fc.property(hostileAround('Ada Lovelace'), (fullName) => {
        for (const mail of mailsFor('event_registrations', { ...hostile, full_name: fullName })) {
          expect(mail.subject).not.toMatch(headerBreaking);
          expect(mail.subject.length).toBeLessThanOrEqual(150);
          expect(mail.to.name ?? '').not.toMatch(headerBreaking);
        }
      }),
    );
    const long = mailsFor('event_registrations', { ...hostile, full_name: 'x'.repeat(200) });
    for (const mail of long) expect(mail.subject.length).toBeLessThanOrEqual(150);
  });
});

describe('adminRowUrl', () => {
  it('names the view and the row', () => {
    expect(adminRowUrl(siteUrl, 'enquiries', 7)).toBe(
      'https://womenleadingai.com/admin/tables/enquiries?row=7',
    );
  });
});
