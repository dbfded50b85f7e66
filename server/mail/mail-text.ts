/**
 * Making visitor text safe for a mail. A value arrives validated (schemas/stored-text.ts), but a
 * mail is built from stored rows and must stay safe even if a rule there changes: nothing a
 * visitor typed may add a header, a recipient or live markup.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u001F\u007F-\u009F]/gu;
/** Line and paragraph separators, and the bidi controls that can make a line read backwards. */
const invisibleFormatting = /[\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;
/** With the `u` flag, only a surrogate without its pair matches. */
const unpairedSurrogate = /[\uD800-\uDFFF]/gu;

function truncate(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * One line for a header (subject, display name): every control character, CR and LF among them,
 * becomes a space, so the text can neither end the header nor start another.
 */
export function oneLine(value: string, maxLength = 150): string {
  const line = value
    .replace(unpairedSurrogate, '\uFFFD')
    .replace(controlCharacters, ' ')
    .replace(invisibleFormatting, ' ')
    .replace(/\s+/gu, ' ')
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
      .replace(/[\u202A-\u202E\u2066-\u2069]/gu, '')
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
