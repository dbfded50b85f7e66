import { describe, expect, it } from 'vitest';
import { shareImagePath } from '#schemas/pages/share-images.ts';
import { pageTitleOf, shareCardOf } from './share-images.ts';

describe('share images', () => {
  it('are named after the page path, one per screen', () => {
    expect(shareImagePath('/')).toBe('/share/home.png');
    expect(shareImagePath('/events/waves-ai')).toBe('/share/events--waves-ai.png');
  });

  it('take the page title without the brand, entities read', () => {
    expect(pageTitleOf('<title>Partners &amp; Tools | Women Leading AI</title>')).toBe(
      'Partners & Tools',
    );
  });

  it('give the home page the tagline and every other page its title', () => {
    expect(shareCardOf('/', 'Women Leading AI').title).toBe('Private, Purposeful, Powerful');
    expect(shareCardOf('/about', 'About Women Leading AI')).toEqual({
      seed: '/about',
      title: 'About Women Leading AI',
    });
  });
});
