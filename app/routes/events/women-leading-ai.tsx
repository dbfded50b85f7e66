import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Women Leading In AI',
  description: 'A private evening for women leading in AI, 10 September 2025.',
});

export default function WomenLeadingAi() {
  return <PageHeading title={'Women Leading In AI'} />;
}
