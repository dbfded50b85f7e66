import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextHackathon, pastHackathons, upcomingHackathons } from './hackathons.ts';

describe('hackathons', () => {
  it('has upcoming and past events with unique ids; the next event is the first upcoming', () => {
    const all = [...upcomingHackathons, ...pastHackathons];
    expect(upcomingHackathons.length).toBeGreaterThan(0);
    expect(pastHackathons.length).toBeGreaterThan(0);
    expect(new Set(all.map((hackathon) => hackathon.id)).size).toBe(all.length);
    expect(nextHackathon).toBe(upcomingHackathons[0]);
  });

  it('names a winning project and highlights for every past event', () => {
    for (const hackathon of pastHackathons) {
      expect(hackathon.winningProject.name).not.toBe('');
      expect(hackathon.highlights.length).toBeGreaterThan(0);
    }
  });

  it('uses illustrations that exist in public/', () => {
    for (const hackathon of [...upcomingHackathons, ...pastHackathons]) {
      expect(existsSync(path.join('public', hackathon.image))).toBe(true);
    }
  });
});
