import { simpleParser, type AddressObject } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { julyMeetupPage } from '#content/event-pages.ts';
import { sampleSubmission } from '#tests/fixtures/submissions.ts';
import { submissionMailDrafts } from '#tests/support/submission-mail-drafts.ts';
import type { MailDraft } from './mail-envelope.ts';

/**
 * The drafts as nodemailer writes them and a mail client reads them back (mailparser): what
 * reaches an inbox, not only what the drafts hold.
 */

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });

async function send(draft: MailDraft) {
  const info = await transport.sendMail({
    from: { name: 'Women Leading AI', address: 'hello@womenleadingai.com' },
    to: draft.to,
    replyTo: draft.replyTo,
    subject: draft.subject,
    text: draft.text,
    html: draft.html,
    attachments: draft.attachments,
  });
  const raw = (info.message as Buffer).toString('utf8');
  return {
    envelope: info.envelope,
    headerLines: raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n'),
    parsed: await simpleParser(raw),
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined) {
  return [field ?? []].flat().flatMap((object) => object.value);
}

const settings = { organiserEmail: 'organiser@example.com', siteUrl: 'https://womenleadingai.com' };

describe('a hostile submission, as sent', () => {
  const values = {
    ...sampleSubmission('event_registrations'),
    ...julyMeetupPage.form.submission.context,
    full_name: 'Ada\r\nBcc: x@evil.test',
    company: 'a@b.test, c@d.test',
    job_title: '<script>alert(2)</script>',
    why_attend: '<script>alert(1)</script>\nSecond line',
  };
  const mails = submissionMailDrafts('event_registrations', 42, values, settings);

  it.each(mails.map((mail) => [mail.kind, mail] as const))(
    '%s: one recipient, no added header, markup as text',
    async (kind, draft) => {
      const { envelope, headerLines, parsed } = await send(draft);
      expect(envelope.to).toEqual([draft.to.address]);
      expect(addresses(parsed.to)).toHaveLength(1);
      expect(parsed.cc).toBeUndefined();
      expect(parsed.bcc).toBeUndefined();
      expect(headerLines.some((line) => /^(bcc|cc):/iu.test(line))).toBe(false);
      expect(parsed.subject).toBe(draft.subject);
      expect(parsed.html).not.toMatch(/<script/iu);
      expect(parsed.html).toContain('&lt;script&gt;alert(2)');
      expect(parsed.text).toContain('<script>alert(2)</script>');
      // The free text goes to the organiser alone (server/mail/submission-mails.ts).
      expect(parsed.text?.includes('<script>alert(1)</script>\n  Second line')).toBe(
        kind === 'organiser-notice',
      );
    },
  );

  it('replies to the person from the organiser’s notice, and to no one else', async () => {
    const notice = mails.find((mail) => mail.kind === 'organiser-notice')!;
    const { parsed } = await send(notice);
    expect(addresses(parsed.replyTo)).toEqual([
      { name: 'Ada Bcc: x@evil.test', address: 'ada@example.com' },
    ]);
  });

  it('carries no calendar file with the confirmation: the place is not hers yet', async () => {
    // The approval's file, sent through SMTP, is read in tests/api/decisions.test.ts.
    const confirmation = mails.find((mail) => mail.kind === 'confirmation')!;
    const { parsed } = await send(confirmation);
    expect(parsed.attachments).toEqual([]);
    expect(parsed.text?.replace(/\s+/g, ' ')).toContain('Your place is not confirmed yet');
  });
});
