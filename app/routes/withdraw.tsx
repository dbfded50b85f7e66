import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useRevalidator, type MetaDescriptor } from 'react-router';
import {
  withdrawalApi,
  type PlaceAfterWithdrawal,
  type WithdrawalAnswer,
} from '#schemas/withdrawal-api.ts';
import { Button } from '#app/components/ui/button.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/withdraw';

const baseMeta = pageMeta({
  title: 'Withdraw',
  description:
    'Withdraw a registration or an application to a Women Leading AI event, from the link in your email.',
});

export const meta = (args: { location: { pathname: string } }): MetaDescriptor[] => [
  ...baseMeta(args),
  { name: 'robots', content: 'noindex, nofollow' },
];

type PageState = WithdrawalAnswer | { state: 'unreachable' };

/** The token from the mail's link; absent, the link was cut short. */
function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get('token') ?? '';
}

async function send(path: string, token: string): Promise<PageState> {
  if (!token) return { state: 'invalid' };
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (response.status >= 500) return { state: 'unreachable' };
    return (await response.json()) as WithdrawalAnswer;
  } catch {
    return { state: 'unreachable' };
  }
}

/** Reads what the link names; nothing changes until the person confirms (mail scanners open links). */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<PageState> {
  return send(withdrawalApi.check, tokenOf(request));
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<PageState> {
  return send(withdrawalApi.withdraw, tokenOf(request));
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <div className="mt-6 grid gap-4 text-lg text-muted-foreground">{children}</div>
    </section>
  );
}

/** The prerendered page, until the link is read. */
export function HydrateFallback() {
  return (
    <Panel title="Withdraw">
      <p role="status">Checking your link...</p>
    </Panel>
  );
}

function Unreachable() {
  const revalidator = useRevalidator();
  return (
    <Panel title="We could not reach the site">
      <p>Nothing has changed. Please check your connection and try again.</p>
      <div>
        <Button type="button" onClick={() => revalidator.revalidate()}>
          Try again
        </Button>
      </div>
    </Panel>
  );
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
        <Panel title={`Withdraw your ${page.noun}`}>
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
        </Panel>
      );
    case 'done':
      return (
        <Panel title={`Your ${page.noun} is withdrawn`}>
          <p role="status">
            Thank you for letting us know. Your {page.what} is withdrawn and the organiser has been
            told. {placeWords[page.place]?.did}
          </p>
          <p>
            <Link to="/events" className="font-medium text-primary underline underline-offset-4">
              See our other events
            </Link>
          </p>
        </Panel>
      );
    case 'withdrawn':
      return (
        <Panel title={`This ${page.noun} is already withdrawn`}>
          <p>
            Your {page.what} was withdrawn before. {nothingChanged} To come after all, please{' '}
            {sendAgain(page.noun)} again on the event page.
          </p>
        </Panel>
      );
    case 'expired':
      return (
        <Panel title="This link has expired">
          <p>
            Withdraw links work for about a year after their email. {nothingChanged} If you still
            want to withdraw, please tell the organiser in the community.
          </p>
        </Panel>
      );
    case 'invalid':
      return (
        <Panel title="This link does not work">
          <p>
            It may have been cut short or changed when it was copied. {nothingChanged} Please open
            the link from your email again, exactly as it is.
          </p>
        </Panel>
      );
    case 'unreachable':
      return <Unreachable />;
  }
}
