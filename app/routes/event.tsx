import { data } from 'react-router';
import { takesApplications } from '#schemas/pages/takes-applications.ts';
import { EventPage } from '#app/components/events/event-page.tsx';
import { useIsCommunityDomain } from '#app/lib/community-domain.ts';
import { notFoundMeta, pageMeta } from '#app/lib/page-meta.ts';
import { siteDataOf } from '#app/lib/site-data.ts';
import { pageFormAction } from '#app/features/forms/page-form-action.ts';
import type { Route } from './+types/event';

/** The private evening's page reads as the community's own on its domain. */
const communityDomainEvent = 'women-leading-ai';

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = params.slug ? await siteDataOf(context).eventPage(params.slug) : undefined;
  if (!view) throw data(null, { status: 404 });
  return view;
}

/** Its form sent without scripts, while the event takes applications. */
export const action = pageFormAction(async (args: Route.ActionArgs) => {
  const view = await loader(args);
  return takesApplications(view) ? [view.page.form.submission] : [];
});

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return notFoundMeta;
  const tags = [
    ...pageMeta(loaderData.page.meta)({ location }),
    { 'script:ld+json': loaderData.jsonLd },
  ];
  return loaderData.preview ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
};

/**
 * One stored event's page. On the community's own domain the private evening's back link is
 * hidden and its breadcrumbs are unprefixed
 * (docs/product/rules.md#private-evening-on-the-community-domain).
 */
export default function Event({ loaderData, actionData }: Route.ComponentProps) {
  const onCommunityDomain = useIsCommunityDomain();
  const ownDomain = onCommunityDomain && loaderData.page.slug === communityDomainEvent;
  return (
    <EventPage
      view={loaderData}
      answer={actionData}
      linksPrefixed={!ownDomain}
      showBackLink={!ownDomain}
    />
  );
}
