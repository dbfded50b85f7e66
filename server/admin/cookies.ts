import {
  sessionCookieName,
  signedInHintCookieName,
  signedInHintValue,
} from '#schemas/admin-session.ts';

export { sessionCookieName, signedInHintCookieName };

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
    `${signedInHintCookieName}=${maxAgeSeconds > 0 ? signedInHintValue : ''}`,
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
