import { createHash, createHmac, randomBytes } from 'node:crypto';
import { invitationLifetimeDays } from '#schemas/organisers/organisers.ts';

/**
 * An invitation's link (docs/decisions/045-organiser-roles.md): its token is the HMAC of the
 * invitation's random nonce under the app secret (server/app-secret.ts), so the mail, rendered
 * when the worker sends it, can write the link again without the token being stored anywhere.
 * The database keeps the nonce and the token's SHA-256, by which the link finds its invitation.
 */

const invitationPath = '/admin/join';

export const invitationLifetimeMs = invitationLifetimeDays * 24 * 60 * 60 * 1000;

export function newInvitationNonce(): string {
  return randomBytes(32).toString('base64url');
}

/** 43 base64url characters: the 256-bit HMAC-SHA256 of the nonce. */
export function invitationToken(appSecret: string, nonce: string): string {
  return createHmac('sha256', appSecret)
    .update(`organiser-invitation:${nonce}`)
    .digest('base64url');
}

export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The address the invitation mail links to. */
export function invitationUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/u, '')}${invitationPath}?${new URLSearchParams({ token })}`;
}
