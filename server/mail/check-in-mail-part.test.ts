import { describe, expect, it } from 'vitest';
import { checkInPayload } from '#schemas/check-in/check-in-code.ts';
import { checkInCode } from '#server/check-in/codes.ts';
import { newEventDocument, newEventRecord } from '#tests/fixtures/events.ts';
import { modulesInImage, qrModulesOf } from '#tests/support/qr-image.ts';
import { checkInMailPart } from './check-in-mail-part.ts';
import { keptAttachments } from './mail-envelope.ts';
import { renderMail } from './mail-layout.ts';

const secret = 'check-in-mail-test-secret-0123456789-abcdef';
const event = newEventRecord(newEventDocument(), { id: 12 });
const row = { table: 'event_registrations', id: 34 } as const;
const code = checkInCode(secret, { eventId: 12, ...row });

function mailWith(blocks: Parameters<typeof renderMail>[0]['blocks']) {
  return renderMail({
    title: 'You have a place',
    preheader: 'Good news',
    blocks,
    footer: ['Why you got this.'],
    siteUrl: 'https://womenleadingai.com',
  });
}

describe('the check-in code in a guest’s mail', () => {
  it('shows her code as text and as a QR image of the event and the code', async () => {
    const part = (await checkInMailPart(secret, event, row))!;
    const { attachment } = part;
    expect(attachment).toMatchObject({
      filename: 'check-in-code.png',
      contentType: 'image/png',
      encoding: 'base64',
      cid: 'check-in-code@womenleadingai.com',
      acting: true,
    });
    const png = Buffer.from(attachment.content, 'base64');
    expect(await modulesInImage(png)).toEqual(qrModulesOf(checkInPayload(12, code)));

    const mail = mailWith(part.blocks);
    expect(mail.text).toContain('Your check-in code');
    expect(mail.text).toContain(`Check-in code: ${code}`);
    expect(mail.text).toMatch(/Show this code at the door/u);
    expect(mail.html).toContain(`src="cid:${attachment.cid}"`);
    expect(mail.html).toContain(`alt="QR image of your check-in code, ${code}"`);
    expect(mail.html).toContain(`>${code}</p>`);
  });

  it('keeps neither the code nor its image in the copy the site keeps', async () => {
    const part = (await checkInMailPart(secret, event, row))!;
    const { kept } = mailWith(part.blocks);
    for (const copy of [kept.text, kept.html]) {
      expect(copy).not.toContain(code);
      expect(copy).not.toContain(code.replace('-', ''));
      expect(copy).not.toContain('cid:');
      expect(copy).toContain('[her check-in code and its QR image: only in the mail she received]');
    }
    expect(keptAttachments([part.attachment])).toEqual([]);
  });

  it('is not made for an event held online, which has no door', async () => {
    const online = newEventRecord(newEventDocument({ attendance: 'online' }), { id: 12 });
    expect(await checkInMailPart(secret, online, row)).toBeUndefined();
  });
});
