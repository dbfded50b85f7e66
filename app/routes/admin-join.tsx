import { Link, useRevalidator, type MetaDescriptor } from 'react-router';
import { invitationLifetimeDays, type InvitationState } from '#schemas/organisers.ts';
import type { SiteFrameHandle } from '#app/components/layout/site-frame.ts';
import { Button } from '#app/components/ui/button.tsx';
import {
  acceptInvitation,
  checkInvitation,
  FieldErrorsError,
} from '#app/features/admin/admin-api.ts';
import { Panel, PasswordForm } from '#app/features/admin/join-panels.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/admin-join';

/**
 * The page an organiser's invitation links to (docs/product/screens.md#join-the-admin,
 * docs/decisions/045-organiser-roles.md): she chooses her password and joins, then signs in. A
 * link used, expired or cancelled says so. The token stays in the address and in JSON bodies,
 * never in a log line.
 */

const baseMeta = pageMeta({
  title: 'Join the admin',
  description: 'Choose your password to join the Women Leading AI admin.',
});

export const meta = (args: { location: { pathname: string } }): MetaDescriptor[] => [
  ...baseMeta(args),
  { name: 'robots', content: 'noindex, nofollow' },
];

// The admin's own frame, without the public site's header and footer.
export const handle: SiteFrameHandle = { siteFrame: false };

type PageState = InvitationState | { state: 'unreachable' };
type Refused = { fieldErrors: Record<string, string> };

function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get('token') ?? '';
}

/** Reads what the link names; nothing changes until she chooses her password. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<PageState> {
  const token = tokenOf(request);
  return token ? checkInvitation(token) : { state: 'invalid' };
}

export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<PageState | Refused> {
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  if (password !== String(form.get('repeat') ?? '')) {
    return { fieldErrors: { repeat: 'The two passwords differ.' } };
  }
  try {
    return await acceptInvitation(tokenOf(request), password);
  } catch (error) {
    if (error instanceof FieldErrorsError) return { fieldErrors: error.fieldErrors };
    throw error;
  }
}

export function HydrateFallback() {
  return (
    <Panel title="Join the admin">
      <p role="status">Checking your link...</p>
    </Panel>
  );
}

const signInLink = (
  <Link to="/admin" className="font-medium text-primary underline underline-offset-4">
    Go to the sign-in
  </Link>
);

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

export default function AdminJoin({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && 'fieldErrors' in actionData ? actionData : null;
  const page: PageState = actionData && 'state' in actionData ? actionData : loaderData;
  switch (page.state) {
    case 'ready':
      return <PasswordForm page={page} errors={refused?.fieldErrors ?? {}} />;
    case 'joined':
      return (
        <Panel title="You have joined">
          <p role="status">
            Your password is set. Sign in with {page.email} and your new password.
          </p>
          <p>{signInLink}</p>
        </Panel>
      );
    case 'used':
      return (
        <Panel title="This link has been used">
          <p>
            An invitation link works once. If you chose your password with it, sign in; if not, ask
            an owner of the admin to invite you again.
          </p>
          <p>{signInLink}</p>
        </Panel>
      );
    case 'expired':
      return (
        <Panel title="This link has expired">
          <p>
            Invitation links work for {invitationLifetimeDays} days. Please ask an owner of the
            admin to invite you again.
          </p>
        </Panel>
      );
    case 'cancelled':
      return (
        <Panel title="This invitation was cancelled">
          <p>An owner of the admin cancelled it. Please ask her if you should still join.</p>
        </Panel>
      );
    case 'withdrawn':
      return (
        <Panel title="This invitation no longer works">
          <p>
            The owner who sent it can no longer invite organisers. Please ask an owner of the admin
            to invite you again.
          </p>
        </Panel>
      );
    case 'invalid':
      return (
        <Panel title="This link does not work">
          <p>
            It may have been cut short or changed when it was copied. Please open the link from your
            email again, exactly as it is.
          </p>
        </Panel>
      );
    case 'unreachable':
      return <Unreachable />;
  }
}
