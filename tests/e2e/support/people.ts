import type { Page } from '@playwright/test';
import { confirmationOf, type PersonErasure } from '#schemas/privacy/people.ts';
import { expect } from '../fixtures.ts';
import { adminPost } from './admin-api.ts';

/**
 * Erases everything held for `email` as the People view does (a lookup, then its confirmation),
 * from `page`, which must be on the site, signed in as someone who may change.
 */
export async function erasePerson(page: Page, email: string): Promise<PersonErasure> {
  const lookup = await adminPost(page, 'POST /people/lookup', { email });
  expect(lookup.status).toBe(200);
  const confirmation = confirmationOf(lookup.body);
  const erasure = await adminPost(page, 'POST /people/erase', { email, confirmation });
  expect(erasure.status).toBe(200);
  const erased = erasure.body;
  expect(erased.rows).toBeGreaterThan(0);
  return erased;
}
