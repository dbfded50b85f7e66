/**
 * Text both engines store exactly as it was sent. PostgreSQL refuses NUL in text (a query
 * holding one fails), and both drivers turn a UTF-16 surrogate without its pair into U+FFFD,
 * so what was stored would not be what was sent. The other control characters (C0 but tab,
 * line feed and carriage return; DEL; C1) are stored, but nobody types them: they come from
 * pasting binary or from probing, and they garble a CSV cell or a log line.
 *
 * NOTE: with the `u` flag a character class of surrogates matches only an unpaired one: a pair
 * is read as one code point above U+FFFF.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unstorableInLine = /[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- as above
const unstorableInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

export const unstorableTextError =
  'Please remove the unsupported characters (control characters or broken symbols) from this field.';

/** `multiline`: tab, line feed and carriage return are allowed (a textarea's text). */
export function isStorableText(value: string, { multiline = false } = {}): boolean {
  return !(multiline ? unstorableInText : unstorableInLine).test(value);
}
