import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Private Advisory Circle',
  description: 'Request a private invite to our advisory circle for women leaders in AI.',
});

export default function AdvisoryCircle() {
  return <PageHeading title={'Private Advisory Circle'} />;
}
