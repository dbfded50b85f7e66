import { pagePathOf } from '#content/site.ts';

/** `/community` and `/wlai/...` count as the pages they duplicate. */
export function isActivePath(currentPathname: string, href: string): boolean {
  const current = pagePathOf(currentPathname);
  if (href === '/') return current === '/' || current === '/community';
  return current === href || current.startsWith(`${href}/`);
}

export function isMenuActive(currentPathname: string, activePaths: readonly string[]): boolean {
  const current = pagePathOf(currentPathname);
  return activePaths.includes(current);
}
