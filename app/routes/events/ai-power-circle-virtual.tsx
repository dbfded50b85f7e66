import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Virtual AI Power Circle',
  description: 'An online AI Power Circle, Monday 21 July 2025, 5:00 PM BST.',
});

export default function AiPowerCircleVirtual() {
  return <PageHeading title={'Virtual AI Power Circle'} />;
}
