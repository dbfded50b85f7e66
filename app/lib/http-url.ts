/** Where a link goes: the address for its href, and the host it opens. */
export type HttpLink = { href: string; host: string };

/**
 * `value` as a link when it is an absolute http(s) URL, otherwise undefined. Stored visitor text
 * goes through this before it becomes an href: `javascript:`, `data:` and every other scheme stay
 * plain text. `host` is the parser's: ASCII (an IDN in its punycode form), with the port when it
 * is not the default one, so no look-alike letter or bidi character can disguise it.
 */
export function httpLink(value: string): HttpLink | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:'
    ? { href: url.href, host: url.host }
    : undefined;
}
