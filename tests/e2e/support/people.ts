import type { Page } from '@playwright/test';
import {
  confirmationOf,
  type PersonErasure,
  type PersonRecordsView,
} from '#schemas/privacy/people.ts';
import { expect } from '../fixtures.ts';

/** Posts `body` to the admin's API from `page` (same origin, her session): status and answer. */
function postFrom(page: Page, url: string, body: unknown) {
  return page.evaluate(
    async ({ url, body }) => {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: (await answer.json()) as unknown };
    },
    { url, body },
  );
}

/**
 * Erases everything held for `email` as the People view does (a lookup, then its confirmation),
 * from `page`, which must be on the site, signed in as someone who may change.
 */
export async function erasePerson(page: Page, email: string): Promise<PersonErasure> {
  const lookup = await postFrom(page, '/api/admin/people/lookup', { email });
  expect(lookup.status).toBe(200);
  const confirmation = confirmationOf(lookup.body as PersonRecordsView);
  const erasure = await postFrom(page, '/api/admin/people/erase', { email, confirmation });
  expect(erasure.status).toBe(200);
  const erased = erasure.body as PersonErasure;
  expect(erased.rows).toBeGreaterThan(0);
  return erased;
}
