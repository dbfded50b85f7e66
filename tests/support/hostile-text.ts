import fc from 'fast-check';

/**
 * Text an attacker sends to find what the database refuses or the code forgot: control
 * characters (NUL first), DEL and C1, unpaired surrogates, bidi overrides, line separators,
 * beside ordinary letters and a valid surrogate pair. For the fuzz tests of every input of the
 * public and admin API.
 */
const hostileCharacters = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\u202e',
  '\u2066',
  '\u200b',
  '\u2028',
  '\ufeff',
  '\ufffe',
  '\t',
  '\n',
  '\r',
];

const unit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileCharacters) },
  { weight: 3, arbitrary: fc.constantFrom('a', 'Z', '7', ' ', '@', '.', '%', "'", '"', '\\') },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ß', '中', '\ud83d\ude00') },
);

/** A short string mixing hostile characters with ordinary ones. */
export const hostileText = fc.string({ unit, maxLength: 24 });

/** `base` with hostile text put in at some point: a value near a valid one. */
export function hostileAround(base: string) {
  return fc
    .tuple(fc.nat({ max: base.length }), hostileText)
    .map(([at, inserted]) => base.slice(0, at) + inserted + base.slice(at));
}

/**
 * Percent-encodes `text` for a URL as a raw client could send it: an unpaired surrogate (which
 * `encodeURIComponent` refuses) as its three WTF-8 bytes.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    encoded +=
      char.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

/** A path or query piece: hostile text percent-encoded, or broken percent-encoding as such. */
export const hostileUrlPiece = fc.oneof(
  { weight: 4, arbitrary: hostileText.map(percentEncode) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%ZZ', '%FF', '%C0%80', '%00', '%E0%80', '..', '%2F', '%2e%2e'),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '-1',
      '0',
      '1e3',
      '2147483648',
      '9'.repeat(30),
      '1.5',
      'NaN',
      '0x10',
    ),
  },
);
