import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Women Leading AI 2025 Retreat',
  description: 'A 2.5-day retreat for 20 senior women near London, December 2025.',
});

export default function AutumnRetreat() {
  return <PageHeading title={'Women Leading AI 2025 Retreat'} />;
}
