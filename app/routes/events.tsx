import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Events',
  description: 'Meetups, retreats, labs and evenings for women leading in AI.',
});

export default function Events() {
  return <PageHeading title={'Events'} />;
}
