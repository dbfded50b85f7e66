import { describe, expect, it } from 'vitest';
import { canonicalPathOf, isCanonicalPath, redirectStatusOf } from './page-address.ts';

describe('one address per page', () => {
  it('spells an address in lowercase, without a trailing slash', () => {
    expect(canonicalPathOf('/ABOUT')).toBe('/about');
    expect(canonicalPathOf('/About/')).toBe('/about');
    expect(canonicalPathOf('/events/ai-power-circle///')).toBe('/events/ai-power-circle');
    expect(canonicalPathOf('/WLAI/Events/Waves-AI')).toBe('/wlai/events/waves-ai');
    expect(canonicalPathOf('/')).toBe('/');
  });

  it('fixes no address with an empty or dot segment', () => {
    for (const path of ['//about', '/events//x', '/./about', '/events/../about', 'about']) {
      expect(canonicalPathOf(path), path).toBeUndefined();
    }
  });

  it('knows a page’s own address as it is spelt', () => {
    expect(isCanonicalPath('/events/ai-power-circle')).toBe(true);
    expect(isCanonicalPath('/events/ai-power-circle.data')).toBe(true);
    expect(isCanonicalPath('/events/AI-power-circle')).toBe(false);
    expect(isCanonicalPath('/events/ai-power-circle/')).toBe(false);
  });

  it('leads a trailing slash with 308 and any other spelling with 301', () => {
    expect(redirectStatusOf('/about/', '/about')).toBe(308);
    expect(redirectStatusOf('/About', '/about')).toBe(301);
    expect(redirectStatusOf('/About/', '/about')).toBe(301);
    // An earlier address of an event, with a slash: to its address today.
    expect(redirectStatusOf('/events/old/', '/events/new')).toBe(301);
  });
});
