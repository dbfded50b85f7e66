/**
 * One address per page (docs/decisions/050-one-address-per-page.md): lowercase, without a
 * trailing slash, without empty or dot segments. Any other spelling of a page's address leads to
 * it or is unknown, and is never rendered or kept at its own address: the pages kept in memory are
 * those of the site's addresses, not of whatever a visitor types.
 */

/**
 * The address `pathname` (decoded) spells: itself when it is one; undefined when no spelling
 * fixes it (`//`, `.` or `..` segments are no page's).
 */
export function canonicalPathOf(pathname: string): string | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (trimmed === '') return '/';
  const segments = trimmed.split('/').slice(1);
  if (trimmed !== '/' && segments.some((s) => s === '' || s === '.' || s === '..')) {
    return undefined;
  }
  return trimmed.toLowerCase();
}

/** Whether `pathname` is a page's one address as it is spelt. */
export function isCanonicalPath(pathname: string): boolean {
  return canonicalPathOf(pathname) === pathname;
}

/**
 * How a spelling leads to the page's address: a trailing slash alone, 308 (the method is kept,
 * as before); any other difference, 301.
 */
export function redirectStatusOf(pathname: string, location: string): 301 | 308 {
  return pathname.replace(/\/+$/, '') === location ? 308 : 301;
}
