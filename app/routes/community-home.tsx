import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Women Leading AI',
  description: 'A private, purposeful, powerful community for women working in AI.',
});

export default function CommunityHome() {
  return <PageHeading title={'Join the Community'} />;
}
