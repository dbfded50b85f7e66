/**
 * `value` as a link target when it is an absolute http(s) URL, otherwise undefined. Stored
 * visitor text goes through this before it becomes an href: `javascript:`, `data:` and every
 * other scheme stay plain text.
 */
export function httpUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}
