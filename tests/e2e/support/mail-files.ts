import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The mail files a built server wrote to `directory` (its MAIL_DIR) for `address` whose subject
 * matches `subject`, as a mail client reads them.
 */
export async function mailFilesTo(
  directory: string,
  address: string,
  subject: RegExp = /./,
): Promise<ParsedMail[]> {
  const names = await readdir(directory).catch(() => []);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => simpleParser(await readFile(path.join(directory, name)))),
  );
  return mails.filter(
    (mail) =>
      mail.to &&
      (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to.text.includes(address)) &&
      subject.test(mail.subject ?? ''),
  );
}
