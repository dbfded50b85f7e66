import { siteConfig } from '#content/site.ts';
import {
  inviterMayStillInvite,
  roleDescriptions,
  roleLabels,
} from '#schemas/organisers/organisers.ts';
import type { Executor } from '#server/db/database.ts';
import { invitationToken, invitationUrl } from './invitation-link.ts';
import type { MailBody, MailEnvelope } from './mail-envelope.ts';
import { renderMail } from './mail-layout.ts';
import { greeting, shortName, signOff, subjectLine } from './mail-parts.ts';
import { MailNotRenderable } from './worker.ts';

/**
 * The mail that invites an organiser to the admin (docs/decisions/045-organiser-roles.md). Its
 * outbox row names the invitation (`admin_invitations`, its id); its body, rendered when it is
 * sent, carries the link, made again from the invitation's nonce and the app secret.
 */

export function invitationEnvelope(invitee: { email: string; name: string }): MailEnvelope {
  return {
    kind: 'organiser-invitation',
    to: { name: shortName(invitee.name), address: invitee.email },
    subject: subjectLine(`You are invited to the ${siteConfig.brand} admin`),
  };
}

const expiryFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** The invitation `id` as it stands; one accepted or cancelled meanwhile sends no mail. */
export async function invitationMailBody(
  executor: Executor,
  id: number,
  { siteUrl, appSecret }: { siteUrl: string; appSecret: string },
): Promise<MailBody> {
  const invitation = await executor.db
    .selectFrom('admin_invitations')
    .leftJoin('admin_users', 'admin_users.email', 'admin_invitations.invited_by')
    .select([
      'admin_invitations.name',
      'admin_invitations.role',
      'admin_invitations.nonce',
      'admin_invitations.invited_by as invitedBy',
      'admin_invitations.expires_at as expiresAt',
      'admin_invitations.accepted_at as acceptedAt',
      'admin_invitations.cancelled_at as cancelledAt',
      'admin_users.name as inviterName',
      'admin_users.role as inviterRole',
    ])
    .where('admin_invitations.id', '=', id)
    .executeTakeFirst();
  if (!invitation) throw new MailNotRenderable('The invitation this mail carries is not kept.');
  if (invitation.cancelledAt !== null) {
    throw new MailNotRenderable('The invitation this mail carries was cancelled.');
  }
  if (invitation.acceptedAt !== null) {
    throw new MailNotRenderable('The invitation this mail carries was accepted already.');
  }
  if (!inviterMayStillInvite(invitation.inviterRole)) {
    throw new MailNotRenderable('The owner who made this invitation can no longer invite.');
  }
  const inviter = shortName(invitation.inviterName ?? '') || invitation.invitedBy;
  const url = invitationUrl(siteUrl, invitationToken(appSecret, invitation.nonce));
  const until = expiryFormat.format(new Date(String(invitation.expiresAt)));
  const role = roleLabels[invitation.role];
  const rendered = renderMail({
    title: `Join the ${siteConfig.brand} admin`,
    preheader: `${inviter} invited you as ${role.toLowerCase()}. Choose your password to join.`,
    blocks: [
      greeting(shortName(invitation.name)),
      {
        kind: 'paragraph',
        text: `${inviter} invited you to the ${siteConfig.brand} admin, where the organisers read and decide on registrations, applications and enquiries.`,
      },
      {
        kind: 'facts',
        fields: [
          { label: 'Your role', value: `${role}: ${roleDescriptions[invitation.role]}` },
          { label: 'Link works until', value: `${until} (London time)` },
        ],
      },
      { kind: 'paragraph', text: 'To join, choose your password. The link works once.' },
      {
        kind: 'link',
        label: 'Choose my password',
        url: { url, keptAs: 'her invitation link' },
        button: true,
      },
      signOff,
    ],
    footer: [
      `You are receiving this email because an organiser of ${new URL(siteUrl).host} invited this address. If you did not expect it, you can ignore it: nothing happens unless you choose a password.`,
    ],
    siteUrl,
  });
  return { ...rendered, attachments: [] };
}
