/**
 * The course directory (docs/product/screens.md#course-directory, data.md#static-content).
 * SAMPLE DATA: instructors are fictional people. The first two courses are free and self-paced;
 * the other four are placeholders (link '#') shown as "Coming soon" until they open.
 */

import { coOrganiser, organiser } from './people.ts';

export const skillLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type SkillLevel = (typeof skillLevels)[number];

export const topicGroups = [
  {
    label: 'Leadership',
    topics: [
      'Career Growth',
      'Personal Branding',
      'Leadership in AI',
      'AI Consulting Skills',
      'AI Freelancing',
    ],
  },
  {
    label: 'AI and Technical Skills',
    topics: [
      'Generative AI & ML',
      'Computer Vision',
      'Natural Language Processing',
      'Data & Storytelling',
      'Responsible AI & Ethics',
      'AI Product Strategy',
    ],
  },
] as const;

export type CourseTopic = (typeof topicGroups)[number]['topics'][number];

export const courseTopics: readonly CourseTopic[] = topicGroups.flatMap((group) => group.topics);

export type Course = {
  id: string;
  title: string;
  description: string;
  skillLevel: SkillLevel;
  /** Free text, e.g. 'Self-paced' or '4 weeks'. */
  duration: string;
  isPaid: boolean;
  topic: CourseTopic;
  instructorName: string;
  /** Self-hosted portrait; absent → the instructor's initials. */
  instructorImage?: string;
  /** Course address, or '#' for a course that has not opened yet. */
  link: string;
  featured?: boolean;
};

export const courses: readonly Course[] = [
  {
    id: 'ai-foundations-for-leaders',
    title: 'AI Foundations for Women Leaders',
    description:
      'A plain-English tour of what AI can and cannot do, how to spot good use cases in your own team and how to lead the conversation with confidence.',
    skillLevel: 'Beginner',
    duration: 'Self-paced',
    isPaid: false,
    topic: 'Leadership in AI',
    instructorName: organiser.name,
    link: 'https://www.udemy.com/course/ai-foundations-for-women-leaders/',
    featured: true,
  },
  {
    id: 'generative-ai-in-practice',
    title: 'Generative AI in Practice',
    description:
      'Short video lessons on prompting, summarising, drafting and analysing with today’s generative AI tools, each ending with an exercise you can try at work.',
    skillLevel: 'Beginner',
    duration: 'Self-paced',
    isPaid: false,
    topic: 'Generative AI & ML',
    instructorName: coOrganiser.name,
    link: 'https://www.youtube.com/playlist?list=PLwlaiGenerativeAIinPractice',
  },
  {
    id: 'personal-brand-in-ai',
    title: 'Building Your Personal Brand in AI',
    description:
      'Find your point of view, share your work in public and become the person people think of when AI comes up in your industry.',
    skillLevel: 'Intermediate',
    duration: '4 weeks',
    isPaid: true,
    topic: 'Personal Branding',
    instructorName: 'Sofia Lindqvist',
    link: '#',
  },
  {
    id: 'data-storytelling',
    title: 'Data Storytelling for Decision-Makers',
    description:
      'Turn analysis into a story a board will act on: choosing the message, designing clear charts and presenting uncertainty honestly.',
    skillLevel: 'Intermediate',
    duration: '3 weeks',
    isPaid: true,
    topic: 'Data & Storytelling',
    instructorName: 'Grace Adeyemi',
    link: '#',
  },
  {
    id: 'responsible-ai-in-practice',
    title: 'Responsible AI: From Principles to Practice',
    description:
      'Put fairness, transparency and accountability into everyday delivery, with review checklists, risk assessments and model documentation you can reuse.',
    skillLevel: 'Advanced',
    duration: '6 weeks',
    isPaid: true,
    topic: 'Responsible AI & Ethics',
    instructorName: 'Dr. Leah Kaplan',
    link: '#',
  },
  {
    id: 'ai-product-strategy',
    title: 'AI Product Strategy Masterclass',
    description:
      'Decide where AI belongs in your product, size the opportunity, plan for data and evaluation, and build a roadmap your engineers believe in.',
    skillLevel: 'Advanced',
    duration: '5 weeks',
    isPaid: true,
    topic: 'AI Product Strategy',
    instructorName: 'Nadia Rahman',
    link: '#',
  },
];

export type CourseFilters = {
  level: SkillLevel | 'all';
  topic: CourseTopic | 'all';
};

export const allCourses: CourseFilters = { level: 'all', topic: 'all' };

/** The list shows the courses matching both filters (docs/product/screens.md#course-directory). */
export function filterCourses(list: readonly Course[], filters: CourseFilters): Course[] {
  return list.filter(
    (course) =>
      (filters.level === 'all' || course.skillLevel === filters.level) &&
      (filters.topic === 'all' || course.topic === filters.topic),
  );
}

/** A course that has not opened yet: its link is a placeholder. */
export function isComingSoon(course: Pick<Course, 'link'>): boolean {
  return course.link === '#' || course.link.trim() === '';
}

/**
 * 'Enroll Now on Udemy' for a link to that course platform, else 'View Course'
 * (docs/product/screens.md#course-directory).
 */
export function courseLinkLabel(link: string): string {
  let hostname: string;
  try {
    hostname = new URL(link).hostname.toLowerCase();
  } catch {
    return 'View Course';
  }
  return hostname === 'udemy.com' || hostname.endsWith('.udemy.com')
    ? 'Enroll Now on Udemy'
    : 'View Course';
}

/** URL-friendly form of a level or topic: 'Generative AI & ML' → 'generative-ai-ml'. */
export function filterSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function fromSlug<T extends string>(values: readonly T[], slug: string | null): T | 'all' {
  if (!slug) return 'all';
  return values.find((value) => filterSlug(value) === slug) ?? 'all';
}

/** Filters kept in the query string (`?level=…&topic=…`); unknown values mean "all". */
export function readCourseFilters(params: URLSearchParams): CourseFilters {
  return {
    level: fromSlug(skillLevels, params.get('level')),
    topic: fromSlug(courseTopics, params.get('topic')),
  };
}

/** The query string for a set of filters; "all" is left out, other parameters are kept. */
export function writeCourseFilters(
  filters: CourseFilters,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['level', 'topic'] as const) {
    const value = filters[key];
    if (value === 'all') next.delete(key);
    else next.set(key, filterSlug(value));
  }
  return next;
}
