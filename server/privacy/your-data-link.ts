import { yourDataLinkLifetimeDays } from '#schemas/privacy/your-data-api.ts';
import { openClaims, sealClaims } from '../signed-tokens.ts';

/**
 * The link in the "Your data" mail (docs/decisions/047-your-data.md): the link page's address
 * with a signed single-purpose token naming the address she asked for, made and read like the
 * withdraw link (server/signed-tokens.ts, docs/decisions/027-tokens-on-jose.md) under a key of
 * its own purpose, so neither link works as the other. The token is encrypted: the link does not
 * show the address.
 */

/** How long a "Your data" link works after its mail was queued: it shows what is held. */
export const yourDataLinkLifetimeMs = yourDataLinkLifetimeDays * 24 * 60 * 60 * 1000;

export const yourDataLinkPath = '/your-data/view';

/** The longest address a token may name (an address's limit, RFC 5321). */
const longestAddress = 254;

export async function yourDataToken(
  secret: string,
  address: string,
  issuedAt: number,
): Promise<string> {
  return sealClaims(
    secret,
    'your-data',
    { address },
    { expiresAt: new Date(issuedAt + yourDataLinkLifetimeMs) },
  );
}

/** The link page's address for `address`, valid for a while after `issuedAt`. */
export async function yourDataUrl(
  secret: string,
  siteUrl: string,
  address: string,
  issuedAt: number,
): Promise<string> {
  const token = await yourDataToken(secret, address, issuedAt);
  return `${siteUrl.replace(/\/+$/u, '')}${yourDataLinkPath}?${new URLSearchParams({ token })}`;
}

export type YourDataLinkState = { state: 'invalid' } | { state: 'expired' };

/** The address a "Your data" token names, or why it names none. */
export async function addressOfYourDataToken(
  secret: string,
  token: string,
  now = new Date(),
): Promise<{ address: string } | YourDataLinkState> {
  const opened = await openClaims(secret, 'your-data', token, now);
  if (!opened.ok) return { state: opened.reason === 'expired' ? 'expired' : 'invalid' };
  const { address } = opened.claims;
  if (typeof address !== 'string' || address === '' || address.length > longestAddress) {
    return { state: 'invalid' };
  }
  return { address };
}
