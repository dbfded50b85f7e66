import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'AI Power Circle',
  description: 'The July AI Power Circle meetup in London, 23 July 2025.',
});

export default function AiPowerCircle() {
  return <PageHeading title={'AI Power Circle'} />;
}
