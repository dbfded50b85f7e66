import type { z } from 'zod';

/**
 * Text both engines store exactly as it was sent. PostgreSQL refuses NUL in text (a query
 * holding one fails), and both drivers turn a UTF-16 surrogate without its pair into U+FFFD,
 * so what was stored would not be what was sent. The other control characters (C0 but tab,
 * line feed and carriage return; DEL; C1) are stored, but nobody types them: they come from
 * pasting binary or from probing, and they garble a CSV cell or a log line. A one-line value
 * holds no line break, the line and paragraph separators (U+2028, U+2029) included.
 *
 * NOTE: with the `u` flag a character class of surrogates matches only an unpaired one: a pair
 * is read as one code point above U+FFFF.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unstorableInLine = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- as above
const unstorableInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

/**
 * The bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make text
 * show in another order than it is stored, so a name or a message can pass for another one.
 */
export const bidiControls = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * Invisible characters a one-line value (a name, a subject) never needs: the bidi controls above,
 * the direction marks (LRM, RLM, ALM), the zero-width space, the word joiner and the invisible
 * operators (U+2060–U+2064), and the byte order mark. Each hides inside a word, so two names
 * that look the same differ, or one shows in another order.
 *
 * NOTE: the zero-width non-joiner and joiner (U+200C, U+200D) are allowed everywhere. Persian,
 * the Indic scripts and others spell words with them, and emoji sequences (👩‍💻) are joined by
 * U+200D; they only decide how the letters beside them join, never the order or the line.
 * A long text (a textarea) refuses only the bidi controls: text pasted from a document often
 * carries zero-width spaces and direction marks, and it is shown as text, never in a header.
 */
export const hiddenFormatting =
  /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

/**
 * What mail programs decode as an RFC 2047 encoded word (`=?charset?Q?text?=`) in a subject or
 * a display name, even inside quotes and across spaces: such a name reads as other text, line
 * breaks and a `Bcc:` included. Precise so that a `=?` alone (`x=?`) stays allowed.
 */
const encodedWord = /=\?[^?\s]*\?[BbQq]\?[^?]*\?=/u;

export const unstorableTextError =
  'Please remove the unsupported characters (control, invisible or direction characters, or broken symbols) from this field.';

export const encodedWordError =
  'Please remove the “=?…?=” sequence from this field: email programs would read it as code, not as text.';

/** `multiline`: tab, line feed and carriage return are allowed (a textarea's text). */
export function isStorableText(value: string, { multiline = false } = {}): boolean {
  return multiline
    ? !unstorableInText.test(value) && !bidiControls.test(value)
    : !unstorableInLine.test(value) && !hiddenFormatting.test(value);
}

/** Text a mail client would decode into other text: see `encodedWord`. */
export function looksLikeEncodedWord(value: string): boolean {
  return encodedWord.test(value);
}

/**
 * Why a form field refuses `value`, or undefined when it takes it. A one-line value may become
 * a mail's subject or display name, so it must not look like an encoded word either; a long
 * text only ever appears in a mail's body.
 */
export function fieldTextError(value: string, { multiline = false } = {}): string | undefined {
  if (!isStorableText(value, { multiline })) return unstorableTextError;
  if (!multiline && looksLikeEncodedWord(value)) return encodedWordError;
  return undefined;
}

/**
 * `fieldTextError` as a zod check, for every schema of stored text: the forms' fields, the event
 * editor's (schemas/events/event-document.ts) and the admin's own texts refuse alike, with the same
 * words. A type-only import: this module loads no zod of its own.
 */
export function storableText({ multiline = false } = {}) {
  return (payload: z.core.ParsePayload<string>) => {
    const error = fieldTextError(payload.value, { multiline });
    if (error) payload.issues.push({ code: 'custom', message: error, input: payload.value });
  };
}
