import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Boardroom Readiness Sessions',
  description: 'A half-day masterclass and panel on boardroom readiness, London, November 2025.',
});

export default function AiInfluence() {
  return <PageHeading title={'AI x Influence: Boardroom Readiness Sessions'} />;
}
