import type { MailAttachment } from '#server/mail/mail-envelope.ts';
import { modulesAsText, modulesInImage, qrModulesOf } from './qr-image.ts';

/**
 * An attachment as a golden mail file shows it: its text (a calendar file), or for an image (the
 * QR of a check-in code) the modules read from its pixels, which do not depend on how zlib
 * compressed it.
 */
export async function goldenAttachment(
  attachment: MailAttachment,
  { qrOf }: { qrOf?: { text: string; as: string } } = {},
): Promise<string[]> {
  const inline = attachment.cid ? ` inline as cid:${attachment.cid}` : '';
  const content =
    attachment.encoding === 'base64'
      ? qrText(await modulesInImage(Buffer.from(attachment.content, 'base64')), qrOf)
      : attachment.content;
  return [
    `=== attachment ${attachment.filename} (${attachment.contentType})${inline} ===`,
    content,
  ];
}

/**
 * A QR's modules as text; `as` instead when they are those of `text` (a code that differs from
 * run to run, whose QR the golden file names in words once the test has checked it).
 */
function qrText(modules: boolean[][], qrOf: { text: string; as: string } | undefined): string {
  const shown = modulesAsText(modules);
  return qrOf && shown === modulesAsText(qrModulesOf(qrOf.text)) ? qrOf.as : shown;
}
