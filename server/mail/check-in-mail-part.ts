import QRCode from 'qrcode';
import { siteConfig } from '#content/site.ts';
import { checkInPayload } from '#schemas/check-in/check-in-code.ts';
import { hasDoor } from '#schemas/check-in/check-ins.ts';
import { isEventTable } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { checkInCode } from '#server/check-in/codes.ts';
import type { MailAttachment } from './mail-envelope.ts';
import type { MailBlock } from './mail-layout.ts';

/**
 * "Your check-in code" in a guest's mail (docs/decisions/064-check-in-codes.md): her code as a QR
 * image shown in the mail and as text, with a line saying it is shown at the door. The image and
 * the code go only to her: the kept copy names them in words (mail-layout.ts `ActingCode`;
 * mail-envelope.ts `acting`). The approval mail carries it, and so can any mail to a guest
 * with a place (a reminder).
 */

export type CheckInMailPart = { blocks: MailBlock[]; attachment: MailAttachment };

/** The image's content id: what the HTML part's `<img src="cid:…">` names. */
const imageCid = `check-in-code@${new URL(siteConfig.siteUrl).host}`;

/** The QR image's quiet zone, in modules: the four the standard asks for. */
const quietZone = 4;

/** CSS pixels per module in the mail; the image has twice as many, for sharp screens. */
const modulePixels = 6;

/** The PNG of `payload` and the width the mail shows it at. */
export async function checkInImage(payload: string): Promise<{ png: Buffer; width: number }> {
  const options = { errorCorrectionLevel: 'M', margin: quietZone } as const;
  const modules = QRCode.create(payload, options).modules.size + 2 * quietZone;
  const png = await QRCode.toBuffer(payload, {
    ...options,
    type: 'png',
    scale: 2 * modulePixels,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return { png, width: modules * modulePixels };
}

/**
 * Her check-in code's part of a mail, for row `id` of `table` of `event`; none for an event with
 * no door (held online) or a row of no event.
 */
export async function checkInMailPart(
  secret: string,
  event: Pick<EventRecord, 'id' | 'document'>,
  { table, id }: { table: SubmissionTable; id: number },
): Promise<CheckInMailPart | undefined> {
  if (!hasDoor(event) || !isEventTable(table)) return undefined;
  const code = checkInCode(secret, { eventId: event.id, table, id });
  const { png, width } = await checkInImage(checkInPayload(event.id, code));
  return {
    blocks: [
      { kind: 'heading', text: 'Your check-in code' },
      {
        kind: 'paragraph',
        text: 'Show this code at the door when you arrive, on your phone or printed: we scan it, or type its letters, to check you in.',
      },
      {
        kind: 'code',
        code: {
          label: 'Check-in code',
          code,
          image: { cid: imageCid, alt: `QR image of your check-in code, ${code}`, width },
          keptAs: 'her check-in code and its QR image',
        },
      },
    ],
    attachment: {
      filename: 'check-in-code.png',
      contentType: 'image/png',
      content: png.toString('base64'),
      encoding: 'base64',
      cid: imageCid,
      acting: true,
    },
  };
}
