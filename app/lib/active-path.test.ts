import { describe, expect, it } from 'vitest';
import { isActivePath, isMenuActive } from './active-path.ts';

describe('isActivePath', () => {
  it('treats /community and the /wlai twins as the home page', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/community', '/')).toBe(true);
    expect(isActivePath('/wlai', '/')).toBe(true);
    expect(isActivePath('/wlai/community', '/')).toBe(true);
    expect(isActivePath('/about', '/')).toBe(false);
  });

  it('matches a page, its twin and the pages below it', () => {
    expect(isActivePath('/events', '/events')).toBe(true);
    expect(isActivePath('/wlai/events/waves-ai', '/events')).toBe(true);
    expect(isActivePath('/events-archive', '/events')).toBe(false);
    expect(isActivePath('/summit/', '/summit')).toBe(true);
  });
});

describe('isMenuActive', () => {
  const paths = ['/', '/community', '/about'];
  it('highlights a menu for any of its pages, prefixed or not', () => {
    expect(isMenuActive('/community', paths)).toBe(true);
    expect(isMenuActive('/wlai/about', paths)).toBe(true);
    expect(isMenuActive('/summit', paths)).toBe(false);
  });
});
