import { bannerMembers } from '#content/founding-members.ts';
import { PageHeading } from '#app/components/page-top/page-heading.tsx';
import { BannerCard } from '#app/features/banners/banner-card.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Founding Member LinkedIn Banners',
  description: 'Download professional LinkedIn banners for our founding members',
});

/**
 * The cards' width in the grid below: one column (inside px-4, from sm px-6), from lg two
 * columns with a 24 px gap inside max-w-7xl.
 */
const cardWidths =
  '(min-width: 1280px) 604px, (min-width: 1024px) calc(50vw - 36px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** The first row on a wide screen; the first card and the top of the next on a phone. */
const cardsInFirstView = 2;

export default function FoundingMemberBanners() {
  return (
    <>
      <PageHeading title="Founding Member LinkedIn Banners">
        <p>Download professional LinkedIn banners for our founding members</p>
      </PageHeading>
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-2">
        {bannerMembers.map((member, index) => (
          <li key={member.id} className="grid">
            <BannerCard
              member={member}
              pictureSizes={cardWidths}
              inFirstView={index < cardsInFirstView}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
