import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bannerMembers,
  foundingMemberCopyCount,
  foundingMemberProfileEntry,
  foundingMembers,
} from './founding-members.ts';

describe('founding members', () => {
  it('is one list of 25 with ids 1 to 25', () => {
    expect(foundingMembers.map((member) => member.id)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
    expect(new Set(foundingMembers.map((member) => member.name)).size).toBe(25);
  });

  it('gives the banner page the first 22, the number the copy speaks of', () => {
    expect(foundingMemberCopyCount).toBe(22);
    expect(bannerMembers).toEqual(foundingMembers.slice(0, 22));
    expect(foundingMemberProfileEntry.description).toContain('22 founding members');
  });

  it('has complete profiles, with images only where the file exists', () => {
    for (const member of foundingMembers) {
      expect(member.role && member.company && member.quote).toBeTruthy();
      expect(member.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/in\/wlai-sample-/);
      if (member.image) expect(existsSync(path.join('public', member.image))).toBe(true);
    }
    const withImages = foundingMembers.filter((member) => member.image).length;
    expect(withImages).toBeGreaterThan(0);
    expect(withImages).toBeLessThan(25);
  });
});
