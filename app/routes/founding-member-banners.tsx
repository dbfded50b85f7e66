import { PageHeading } from '#app/components/page-heading.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Founding Member LinkedIn Banners',
  description: 'Download professional LinkedIn banners for our founding members',
});

export default function FoundingMemberBanners() {
  return <PageHeading title={'Founding Member LinkedIn Banners'} />;
}
