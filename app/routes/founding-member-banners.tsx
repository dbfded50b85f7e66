import { bannerMembers } from '#content/founding-members.ts';
import { PageHeading } from '#app/components/page-top/page-heading.tsx';
import { BannerCard } from '#app/features/banners/banner-card.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Founding Member LinkedIn Banners',
  description: 'Download professional LinkedIn banners for our founding members',
});

export default function FoundingMemberBanners() {
  return (
    <>
      <PageHeading title="Founding Member LinkedIn Banners">
        <p>Download professional LinkedIn banners for our founding members</p>
      </PageHeading>
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-2">
        {bannerMembers.map((member) => (
          <li key={member.id} className="grid">
            <BannerCard member={member} />
          </li>
        ))}
      </ul>
    </>
  );
}
