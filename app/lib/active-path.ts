import { withoutProductPrefix } from '#content/site.ts';

function normalise(pathname: string): string {
  const unprefixed = withoutProductPrefix(pathname);
  return unprefixed.length > 1 ? unprefixed.replace(/\/+$/, '') : unprefixed;
}

/** `/community` and `/wlai/...` count as the pages they duplicate. */
export function isActivePath(currentPathname: string, href: string): boolean {
  const current = normalise(currentPathname);
  if (href === '/') return current === '/' || current === '/community';
  return current === href || current.startsWith(`${href}/`);
}

export function isMenuActive(currentPathname: string, activePaths: readonly string[]): boolean {
  const current = normalise(currentPathname);
  return activePaths.includes(current);
}
