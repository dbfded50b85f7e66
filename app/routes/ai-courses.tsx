import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'AI Courses',
  description: 'AI courses for every level, from career growth to responsible AI.',
});

export default function AiCourses() {
  return <PageHeading title={'AI Courses'} />;
}
