import { describe, expect, it } from 'vitest';
import { shareImagePath } from '#schemas/share-images.ts';
import { pageTitleOf, renderShareImage, shareCardOf } from './share-images.ts';

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

  it('give an event its eyebrow, date and place', () => {
    expect(shareCardOf('/events/waves-ai', 'ignored')).toEqual({
      seed: '/events/waves-ai',
      title: 'Waves & AI',
      eyebrow: 'Summer Boat Event',
      detail: 'Friday 29 August 2025 · Private boat at a central London pier',
    });
    expect(shareCardOf('/', 'Women Leading AI').title).toBe('Private, Purposeful, Powerful');
  });

  it('render a 1200×630 PNG', async () => {
    const png = await renderShareImage(shareCardOf('/about', 'About Women Leading AI'));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
