import type { Page } from '@playwright/test';
import {
  adminAddress,
  type AdminAnswer,
  type AdminBody,
  type AdminEndpoint,
} from '#schemas/organisers/admin-api-contract.ts';

type AdminPost = Extract<AdminEndpoint, `POST ${string}`>;

/**
 * Calls a `POST` endpoint of the admin API (schemas/organisers/admin-api-contract.ts) from
 * `page`, which must be on the site, signed in (same origin, her session), with the body its
 * entry declares and `params` for the path's `:names`: the answer's status and its JSON, the
 * entry's answer when the status is 2xx.
 */
export async function adminPost<K extends AdminPost>(
  page: Page,
  endpoint: K,
  body: AdminBody<K>,
  params: Record<string, string | number> = {},
): Promise<{ status: number; body: AdminAnswer<K> }> {
  return page.evaluate(
    async ({ url, body }) => {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: await answer.json() };
    },
    { url: adminAddress(endpoint, { params }), body },
  );
}
