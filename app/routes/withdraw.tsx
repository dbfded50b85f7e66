import { Form, Link, useNavigation } from 'react-router';
import {
  withdrawalApi,
  type PlaceAfterWithdrawal,
  type WithdrawalAnswer,
} from '#schemas/applications/withdrawal-api.ts';
import {
  askWithLinkToken,
  CheckingLink,
  linkPageMeta,
  LinkPanel,
  LinkUnreachable,
  type LinkAnswer,
} from '#app/components/link-page/link-page.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { Route } from './+types/withdraw';

/** The page's name, in its head and on the page while the link is read. */
const pageTitle = 'Withdraw';

export const meta = linkPageMeta({
  title: pageTitle,
  description:
    'Withdraw a registration or an application to a Women Leading AI event, from the link in your email.',
});

type PageState = LinkAnswer<WithdrawalAnswer>;

/**
 * What the withdrawal API at `path` answers for the link.
 * NOTE: the loader and the action share it, and the fallback shares the page's title with the
 * head, so React Router keeps them in the route's file (app/components/link-page/link-page.tsx
 * says why).
 */
function askWithdrawalApi(path: string, request: Request): Promise<PageState> {
  return askWithLinkToken<WithdrawalAnswer>(path, request);
}

/** Reads what the link names; nothing changes until the person confirms (mail scanners open links). */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<PageState> {
  return askWithdrawalApi(withdrawalApi.check, request);
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<PageState> {
  return askWithdrawalApi(withdrawalApi.withdraw, request);
}

export function HydrateFallback() {
  return <CheckingLink title={pageTitle} />;
}

const nothingChanged = 'Nothing has changed.';

/** How she would come after all: a registration is made again, an application sent again. */
function sendAgain(noun: string): string {
  return noun === 'registration' ? 'register' : 'apply';
}

/** What withdrawing does to her place, as the server says it will (or did). */
const placeWords: Record<PlaceAfterWithdrawal, { will: string; did: string } | null> = {
  'next-on-waitlist': {
    will: 'Your place goes to the next person on the waitlist.',
    did: 'Your place has gone to the next person on the waitlist.',
  },
  'organiser-may-offer': {
    will: 'The organiser can then offer your place to someone on the waitlist.',
    did: 'The organiser can now offer your place to someone on the waitlist.',
  },
  none: null,
};

export default function Withdraw({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const page: PageState = actionData ?? loaderData;
  switch (page.state) {
    case 'ready':
      return (
        <LinkPanel title={`Withdraw your ${page.noun}`}>
          <p>
            This withdraws your <strong className="text-foreground">{page.what}</strong>. We will
            tell the organiser. {placeWords[page.place]?.will}
          </p>
          <p>To come after all, you would need to {sendAgain(page.noun)} again.</p>
          <Form method="post" className="mt-2 flex flex-wrap gap-3">
            <Button type="submit" disabled={navigation.state === 'submitting'}>
              {navigation.state === 'submitting' ? 'Withdrawing...' : `Withdraw my ${page.noun}`}
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Keep my {page.noun}</Link>
            </Button>
          </Form>
        </LinkPanel>
      );
    case 'done':
      return (
        <LinkPanel title={`Your ${page.noun} is withdrawn`}>
          <p role="status">
            Thank you for letting us know. Your {page.what} is withdrawn and the organiser has been
            told. {placeWords[page.place]?.did}
          </p>
          <p>
            <Link to="/events" className="font-medium text-primary underline underline-offset-4">
              See our other events
            </Link>
          </p>
        </LinkPanel>
      );
    case 'withdrawn':
      return (
        <LinkPanel title={`This ${page.noun} is already withdrawn`}>
          <p>
            Your {page.what} was withdrawn before. {nothingChanged} To come after all, please{' '}
            {sendAgain(page.noun)} again on the event page.
          </p>
        </LinkPanel>
      );
    case 'expired':
      return (
        <LinkPanel title="This link has expired">
          <p>
            Withdraw links work for about a year after their email. {nothingChanged} If you still
            want to withdraw, please tell the organiser in the community.
          </p>
        </LinkPanel>
      );
    case 'invalid':
      return (
        <LinkPanel title="This link does not work">
          <p>
            It may have been cut short or changed when it was copied. {nothingChanged} Please open
            the link from your email again, exactly as it is.
          </p>
        </LinkPanel>
      );
    case 'unreachable':
      return <LinkUnreachable />;
  }
}
