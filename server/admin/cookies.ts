/** The admin session cookie (HttpOnly; its value is the session's secret). */
export const sessionCookieName = 'wlai_admin_session';

/**
 * A readable companion holding no secret: it tells the admin page whether asking the server
 * about a session is worth it, so a signed-out visit makes no request that fails with 401.
 */
export const signedInHintCookieName = 'wlai_admin_signed_in';

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export function sessionCookie(
  value: string,
  { secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number },
): string {
  return [
    `${sessionCookieName}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function signedInHintCookie({
  secure,
  maxAgeSeconds,
}: {
  secure: boolean;
  maxAgeSeconds: number;
}): string {
  return [
    `${signedInHintCookieName}=${maxAgeSeconds > 0 ? '1' : ''}`,
    'Path=/',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie values that end the session in the browser. */
export function clearedSessionCookies(secure: boolean): string[] {
  return [
    sessionCookie('', { secure, maxAgeSeconds: 0 }),
    signedInHintCookie({ secure, maxAgeSeconds: 0 }),
  ];
}
