import { privateEveningPage } from '#content/event-pages.ts';
import { EventPage } from '#app/components/events/event-page.tsx';
import { useIsCommunityDomain } from '#app/lib/community-domain.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta(privateEveningPage.meta);

/**
 * On the community's own domain the back link is hidden and breadcrumbs are unprefixed
 * (docs/product/rules.md#private-evening-on-the-community-domain).
 */
export default function WomenLeadingAi() {
  const onCommunityDomain = useIsCommunityDomain();
  return (
    <EventPage
      page={privateEveningPage}
      linksPrefixed={!onCommunityDomain}
      showBackLink={!onCommunityDomain}
    />
  );
}
