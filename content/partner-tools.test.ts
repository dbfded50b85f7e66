import { describe, expect, it } from 'vitest';
import { partnerTools } from './partner-tools.ts';
import { siteConfig } from './site.ts';

describe('partner tools', () => {
  it('lists the nine tools of the site configuration, with their addresses', () => {
    expect(partnerTools.map((tool) => tool.id).sort()).toEqual(
      Object.keys(siteConfig.external.partnerTools).sort(),
    );
    for (const tool of partnerTools) {
      expect(tool.url).toBe(siteConfig.external.partnerTools[tool.id]);
      expect(tool.monogram.length).toBeLessThanOrEqual(2);
    }
  });
});
