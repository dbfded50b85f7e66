import { describe, expect, it } from 'vitest';
import {
  allCourses,
  courseLinkLabel,
  courses,
  courseTopics,
  filterCourses,
  filterSlug,
  isComingSoon,
  readCourseFilters,
  writeCourseFilters,
} from './courses.ts';

const titles = (list: readonly { title: string }[]) => list.map((course) => course.title);

describe('the course list', () => {
  it('has six courses; the first two are free, self-paced and open, the rest placeholders', () => {
    expect(courses).toHaveLength(6);
    expect(new Set(courses.map((course) => course.id)).size).toBe(6);
    const [udemy, playlist, ...placeholders] = courses;
    for (const course of [udemy!, playlist!]) {
      expect(course.isPaid).toBe(false);
      expect(course.duration).toBe('Self-paced');
      expect(isComingSoon(course)).toBe(false);
    }
    expect(udemy!.link).toMatch(/^https:\/\/www\.udemy\.com\/course\//);
    expect(playlist!.link).toMatch(/^https:\/\/www\.youtube\.com\/playlist\?list=/);
    expect(placeholders.map((course) => course.link)).toEqual(['#', '#', '#', '#']);
  });

  it('offers eleven topics, each with a distinct URL slug', () => {
    expect(courseTopics).toHaveLength(11);
    expect(new Set(courseTopics.map(filterSlug)).size).toBe(11);
    expect(filterSlug('Generative AI & ML')).toBe('generative-ai-ml');
  });
});

describe('filterCourses', () => {
  it('shows every course when both filters are "all"', () => {
    expect(filterCourses(courses, allCourses)).toEqual(courses);
  });

  it('narrows by level, by topic, and by both at once', () => {
    expect(titles(filterCourses(courses, { level: 'Advanced', topic: 'all' }))).toEqual([
      'Responsible AI: From Principles to Practice',
      'AI Product Strategy Masterclass',
    ]);
    expect(titles(filterCourses(courses, { level: 'all', topic: 'Generative AI & ML' }))).toEqual([
      'Generative AI in Practice',
    ]);
    expect(
      titles(filterCourses(courses, { level: 'Beginner', topic: 'Leadership in AI' })),
    ).toEqual(['AI Foundations for Women Leaders']);
    expect(filterCourses(courses, { level: 'Advanced', topic: 'Leadership in AI' })).toEqual([]);
  });
});

describe('courseLinkLabel', () => {
  it("reads 'Enroll Now on Udemy' only for links to udemy.com", () => {
    expect(courseLinkLabel('https://www.udemy.com/course/anything/')).toBe('Enroll Now on Udemy');
    expect(courseLinkLabel('https://udemy.com/course/anything/')).toBe('Enroll Now on Udemy');
    expect(courseLinkLabel('https://www.youtube.com/playlist?list=PL1')).toBe('View Course');
    expect(courseLinkLabel('https://notudemy.com/course/x')).toBe('View Course');
    expect(courseLinkLabel('https://example.com/?ref=udemy.com')).toBe('View Course');
    expect(courseLinkLabel('#')).toBe('View Course');
  });
});

describe('course filters in the query string', () => {
  it('reads known slugs and treats anything else as "all"', () => {
    expect(readCourseFilters(new URLSearchParams('level=beginner&topic=generative-ai-ml'))).toEqual(
      { level: 'Beginner', topic: 'Generative AI & ML' },
    );
    expect(readCourseFilters(new URLSearchParams('level=expert&topic='))).toEqual(allCourses);
    expect(readCourseFilters(new URLSearchParams())).toEqual(allCourses);
  });

  it('writes only the chosen filters and keeps other parameters', () => {
    expect(writeCourseFilters(allCourses).toString()).toBe('');
    expect(
      writeCourseFilters(
        { level: 'Advanced', topic: 'Responsible AI & Ethics' },
        new URLSearchParams('ref=newsletter&level=beginner'),
      ).toString(),
    ).toBe('ref=newsletter&level=advanced&topic=responsible-ai-ethics');
  });

  it('round-trips every level and topic', () => {
    for (const topic of courseTopics) {
      const filters = { level: 'Intermediate', topic } as const;
      expect(readCourseFilters(writeCourseFilters(filters))).toEqual(filters);
    }
  });
});
