import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { careerGuides } from './career-guides.ts';
import { maxMentorRating, mentors, ratingText } from './mentors.ts';
import { successStories } from './success-stories.ts';

describe('mentorship content', () => {
  it('has mentors with unique ids, some expertise and a rating of at most 5', () => {
    expect(new Set(mentors.map((mentor) => mentor.id)).size).toBe(mentors.length);
    for (const mentor of mentors) {
      expect(mentor.expertise.length).toBeGreaterThan(0);
      expect(mentor.rating).toBeGreaterThanOrEqual(0);
      expect(mentor.rating).toBeLessThanOrEqual(maxMentorRating);
    }
  });

  it('credits every success story to a featured mentor', () => {
    const names = new Set(mentors.map((mentor) => mentor.name));
    for (const story of successStories) expect(names).toContain(story.mentor);
  });

  it('illustrates every career guide with a self-hosted image', () => {
    for (const guide of careerGuides) {
      expect(guide.image).toMatch(/^\/images\/learning\/.+\.svg$/);
      expect(existsSync(path.join('public', guide.image))).toBe(true);
    }
  });
});

describe('ratingText', () => {
  it('reads a rating out of 5', () => {
    expect(ratingText(4.9)).toBe('4.9 out of 5');
    expect(ratingText(5)).toBe('5.0 out of 5');
    expect(ratingText(7)).toBe('5.0 out of 5');
  });
});
