/**
 * Control, format (bidi marks, overrides and isolates, zero-width characters, soft hyphen),
 * private-use and unassigned characters, every kind of space, and the backslash: none belongs in
 * a profile address, and each can make an address read differently from where it goes.
 */
const hiddenOrAmbiguous = /[\p{C}\p{Z}\\]/u;

/**
 * The scheme, then a host of ASCII letters, digits, hyphens and dots only (no IDN look-alike)
 * that is linkedin.com or ends in .linkedin.com, followed at once by `/in/` and a profile name:
 * `@` (user-info), `:` (a port) or anything else after the host refuses the address.
 * Case-insensitive, as schemes and hosts are.
 */
const profileAddress =
  /^https:\/\/((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*linkedin\.com)\/in\/[^/?#]+(?:[/?#].*)?$/i;

/**
 * Whether `value` (trimmed, as the visitor typed it) is the address of a LinkedIn profile:
 * `https://`, a host that is linkedin.com or one of its subdomains (www., uk., m.), no user-info
 * and no port, then a path under /in/. The browser and the server check it through the form's
 * schema (`submission-schemas.ts`).
 *
 * NOTE: the text itself is checked before `new URL()` reads it, because the URL parser quietly
 * repairs what would fool an organiser: it drops tabs and newlines, reads `\` as `/` (so
 * `https://evil.example\@www.linkedin.com/in/x` opens evil.example) and maps full-width and
 * other look-alike letters of a host to ASCII. The parser then confirms the reading.
 *
 * Only /in/: LinkedIn has given every profile an /in/ address since it retired the old /pub/
 * ones (which now redirect to /in/), and the error text shows that one shape to copy.
 */
export function isLinkedInProfileUrl(value: string): boolean {
  if (hiddenOrAmbiguous.test(value)) return false;
  const match = profileAddress.exec(value);
  if (!match) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    url.hostname === match[1]!.toLowerCase() &&
    // `/in/../x` and `/in/%2e%2e/x` leave /in/ once the parser resolves them.
    /^\/in\/[^/]+/i.test(url.pathname)
  );
}
