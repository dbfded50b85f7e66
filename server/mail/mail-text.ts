import { bidiControls, hiddenFormatting } from '#schemas/shared/stored-text.ts';

/**
 * Making visitor text safe for a mail. A value arrives validated (schemas/shared/stored-text.ts),
 * but a mail is built from stored rows, some stored before a rule there was added: nothing a
 * visitor typed may add a header, a recipient or live markup, or read as other text.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u001F\u007F-\u009F]/gu;
/** Line and paragraph separators: line breaks that are not control characters. */
const lineSeparators = /[\u2028\u2029]/gu;
/** What the forms refuse as invisible: in a one-line value, and in a long text (stored-text.ts). */
const hiddenInLine = new RegExp(hiddenFormatting, 'gu');
const hiddenInText = new RegExp(bidiControls, 'gu');
/** With the `u` flag, only a surrogate without its pair matches. */
const unpairedSurrogate = /[\uD800-\uDFFF]/gu;
/**
 * The opener of an RFC 2047 encoded word. A subject or display name holding one
 * (`=?utf-8?q?Ada=0D=0ABcc:_x@evil.test?=`) would be decoded by every mail client into other
 * text, a line break and a `Bcc:` included. nodemailer does not prevent it: it encodes a header
 * only when the value holds non-ASCII or control characters or an invalid look-alike, and passes
 * a valid encoded word through on purpose (so callers can send one already encoded); a display
 * name of plain ASCII goes out as a quoted string, in which clients decode encoded words too.
 *
 * NOTE: so `oneLine` breaks every `=?` into `= ?`. Without `=?` no decoder finds an encoded word,
 * however lenient, however many times the text is decoded or passed on, and a reader sees the
 * text as typed but for one space. Forcing nodemailer to encode the whole value instead would
 * decode back to a live `=?…?=`, one careless copy away from being decoded again.
 */
const encodedWordOpener = /=\?/gu;

function truncate(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * One line for a header (subject, display name), the one rule every mail uses: every control
 * character and line break becomes a space, so the text can neither end the header nor start
 * another; invisible and bidi characters go, so it reads in the order it is stored; and no
 * `=?` is left to open an encoded word (see `encodedWordOpener`).
 */
export function oneLine(value: string, maxLength = 150): string {
  const line = value
    .replace(unpairedSurrogate, '\uFFFD')
    .replace(controlCharacters, ' ')
    .replace(lineSeparators, ' ')
    // NOTE: before the opener is broken: removing one could join `=` and `?`.
    .replace(hiddenInLine, '')
    .replace(/\s+/gu, ' ')
    .replace(encodedWordOpener, '= ?')
    .trim();
  return truncate(line, maxLength);
}

/** Long text as typed: its line breaks kept (as `\n`), tabs kept, other controls dropped. */
export function multiLine(value: string): string {
  return (
    value
      .replace(unpairedSurrogate, '\uFFFD')
      .replace(/\r\n?|[\u0085\u2028\u2029]/gu, '\n')
      // eslint-disable-next-line no-control-regex -- as above, but keeping tab and line feed
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/gu, '')
      .replace(hiddenInText, '')
      .trim()
  );
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content or a quoted attribute: markup in it shows as text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character]!);
}

/**
 * One plain address, or undefined: never a list, a display name or a quoted local part. A field
 * holding `a@b.test, c@d.test` must not become two recipients.
 */
export function singleAddress(value: string | null | undefined): string | undefined {
  const address = value?.trim();
  return address &&
    /^[^\s@",;:<>()[\]\\]+@[^\s@",;:<>()[\]\\]+\.[^\s@",;:<>()[\]\\]+$/u.test(address)
    ? address
    : undefined;
}

/** Greedy word wrap for the plain-text part; a word longer than `width` (a URL) stays whole. */
export function wrapText(text: string, width = 72, indent = ''): string {
  return text
    .split('\n')
    .map((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(/ +/u)) {
        if (line && indent.length + line.length + 1 + word.length > width) {
          lines.push(line);
          line = word;
        } else {
          line = line ? `${line} ${word}` : word;
        }
      }
      lines.push(line);
      return lines.map((wrapped) => (wrapped ? indent + wrapped : wrapped)).join('\n');
    })
    .join('\n');
}
