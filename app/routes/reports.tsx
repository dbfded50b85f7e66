import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Quarterly Report',
  description:
    'Our quarterly report on women in AI: the figures, the insights and what companies can do.',
});

export default function Reports() {
  return <PageHeading title={'Quarterly Report'} />;
}
