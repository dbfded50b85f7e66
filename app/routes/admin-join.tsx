import { Link } from 'react-router';
import { invitationLifetimeDays, type InvitationState } from '#schemas/organisers/organisers.ts';
import type { SiteFrameHandle } from '#app/components/layout/site-frame.ts';
import {
  CheckingLink,
  linkPageMeta,
  linkTokenOf,
  LinkUnreachable,
  type Unreachable,
} from '#app/components/link-page/link-page.tsx';
import {
  acceptInvitation,
  checkInvitation,
  FieldErrorsError,
} from '#app/features/admin/shared/admin-api.ts';
import { Panel, PasswordForm } from '#app/features/admin/organisers/join-panels.tsx';
import type { Route } from './+types/admin-join';

/**
 * The page an organiser's invitation links to (docs/product/screens.md#join-the-admin,
 * docs/decisions/045-organiser-roles.md): she chooses her password and joins, then signs in. A
 * link used, expired or cancelled says so. The token stays in the address and in JSON bodies,
 * never in a log line.
 */

/** The page's name, in its head and on the page while the link is read. */
const pageTitle = 'Join the admin';

export const meta = linkPageMeta({
  title: pageTitle,
  description: 'Choose your password to join the Women Leading AI admin.',
});

// The admin's own frame, without the public site's header and footer.
export const handle: SiteFrameHandle = { siteFrame: false };

type PageState = InvitationState | Unreachable;
type Refused = { fieldErrors: Record<string, string> };

/**
 * Asks the admin's invitation API with the link's token; a link without one does not work.
 * NOTE: the loader and the action share it, and the fallback shares the page's title with the
 * head, so React Router keeps them in the route's file (app/components/link-page/link-page.tsx
 * says why).
 */
async function askWithInvitationToken(
  request: Request,
  ask: (token: string) => Promise<PageState>,
): Promise<PageState> {
  const token = linkTokenOf(request);
  return token ? ask(token) : { state: 'invalid' };
}

/** Reads what the link names; nothing changes until she chooses her password. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<PageState> {
  return askWithInvitationToken(request, checkInvitation);
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
    return await askWithInvitationToken(request, (token) => acceptInvitation(token, password));
  } catch (error) {
    if (error instanceof FieldErrorsError) return { fieldErrors: error.fieldErrors };
    throw error;
  }
}

export function HydrateFallback() {
  return <CheckingLink title={pageTitle} panel={Panel} />;
}

const signInLink = (
  <Link to="/admin" className="font-medium text-primary underline underline-offset-4">
    Go to the sign-in
  </Link>
);

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
      return <LinkUnreachable panel={Panel} />;
  }
}
