import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useRevalidator, type MetaDescriptor } from 'react-router';
import { withdrawalApi, type WithdrawalAnswer } from '#schemas/withdrawal-api.ts';
import { Button } from '#app/components/ui/button.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/withdraw';

const baseMeta = pageMeta({
  title: 'Withdraw your application',
  description: 'Withdraw an application to a Women Leading AI event, from the link in your email.',
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
    <Panel title="Withdraw your application">
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

export default function Withdraw({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const page: PageState = actionData ?? loaderData;
  switch (page.state) {
    case 'ready':
      return (
        <Panel title="Withdraw your application">
          <p>
            This withdraws your <strong className="text-foreground">{page.what}</strong>. We will
            tell the organiser, and if you had a place, it goes to the next person on the waitlist.
          </p>
          <p>To come after all, you would need to apply again.</p>
          <Form method="post" className="mt-2 flex flex-wrap gap-3">
            <Button type="submit" disabled={navigation.state === 'submitting'}>
              {navigation.state === 'submitting' ? 'Withdrawing...' : 'Withdraw my application'}
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Keep my application</Link>
            </Button>
          </Form>
        </Panel>
      );
    case 'done':
      return (
        <Panel title="Your application is withdrawn">
          <p role="status">
            Thank you for letting us know. Your {page.what} is withdrawn and the organiser has been
            told.
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
        <Panel title="This application is already withdrawn">
          <p>
            Your {page.what} was withdrawn before. {nothingChanged} To come after all, please apply
            again on the event page.
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
