import type { FastifyReply } from 'fastify';
import {
  sessionCookieName,
  signedInHintCookieName,
  signedInHintValue,
} from '#schemas/organisers/admin-session.ts';

export { sessionCookieName, signedInHintCookieName };

type CookieLife = { secure: boolean; maxAgeSeconds: number };

/**
 * The admin's two cookies (written by `@fastify/cookie`, registered with the admin's routes):
 * the session, which scripts cannot read, and the hint that a session may exist, which the
 * admin's page reads before it asks the server. Both for the whole site, sent only by the site's
 * own pages (SameSite=Strict), and Secure outside plain-http localhost.
 */
export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  { secure, maxAgeSeconds }: CookieLife,
): void {
  const common = { path: '/', sameSite: 'strict', secure, maxAge: maxAgeSeconds } as const;
  reply.setCookie(sessionCookieName, token, { ...common, httpOnly: true });
  reply.setCookie(signedInHintCookieName, maxAgeSeconds > 0 ? signedInHintValue : '', common);
}

/** Ends the session in the browser. */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  setSessionCookies(reply, '', { secure, maxAgeSeconds: 0 });
}
