import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Summit',
  description: 'A one-day London summit for women leading in AI, 27 November 2025.',
});

export default function Summit() {
  return <PageHeading title={'Women Leading AI Summit'} />;
}
