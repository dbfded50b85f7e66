import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Mentorship',
  description: 'Find a mentor, become a mentor and read the stories of women who grew together.',
});

export default function Mentorship() {
  return <PageHeading title={'Mentorship'} />;
}
