import type { Page } from '@playwright/test';
import { newEventDocument } from '#app/features/admin/events/new-event.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { expect } from '../fixtures.ts';
import { adminPost } from './admin-api.ts';
import { storedRows, storeDirectly } from './stored-rows.ts';

/**
 * An event of a test's own and its guests: each test makes its own, as the seeded events' places
 * are other tests' too.
 */

export type Salon = { id: number; title: string; eventName: string };

/**
 * A published evening held in person, made through the editor's API from the admin's own page
 * (same origin, her session): `page` must be signed in as someone who may change events. Its form
 * takes applications (retreat_applications) unless `registration` keeps the new event's own
 * (event_registrations); on 9 October 2025 (to come, as the tests' server judges the events)
 * unless `date` says otherwise.
 */
export async function newSalon(
  page: Page,
  title: string,
  { date = '2025-10-09', registration = false }: { date?: string; registration?: boolean } = {},
): Promise<Salon> {
  const base = newEventDocument();
  const document = {
    ...base,
    title,
    intro: 'An evening of talks and supper for women leading AI.',
    schedule: { kind: 'single', date, startTime: '18:00', endTime: '20:00' },
    venue: { text: 'The Loft, Shoreditch, London', disclosure: 'full' },
    form: registration ? base.form : { ...base.form, kind: 'application' },
  };
  await page.goto('/admin/events');
  const created = await adminPost(page, 'POST /events', { document });
  expect(created.status).toBe(201);
  const draft = created.body.event;
  const published = await adminPost(
    page,
    'POST /events/:id/publish',
    { updatedAt: draft.updatedAt },
    { id: draft.id },
  );
  expect(published.status).toBe(200);
  const { event } = published.body;
  expect(event.status).toBe('published');
  // The salon's forms store an `event_name`, so a published salon's form names its event.
  const { eventName } = event.document.form;
  if (!eventName) throw new Error(`The published event ${event.id} has no form name`);
  return { id: event.id, title: event.document.title, eventName };
}

/**
 * An application to `salon` by `name` (her address made from her first name and `token`), at
 * `status`, as a visitor's form and the organiser's decision store it.
 */
export function applicantOf(
  salon: Salon,
  name: string,
  token: string,
  status = 'pending',
): { id: number; name: string; email: string } {
  const first = name.split(' ')[0]!;
  const email = `${token}-${first.toLowerCase()}@example.com`;
  storeDirectly('retreat_applications', {
    submission_key: newSubmissionKey(),
    full_name: name,
    job_title: 'Chief Data Officer',
    company: `${first} Analytics`,
    email,
    applicant_key: email,
    linkedin_url: `https://www.linkedin.com/in/${token}-${first.toLowerCase()}`,
    why_apply: 'I lead a data team and want to shape how our board adopts AI.',
    event_name: salon.eventName,
    status,
  });
  const [row] = storedRows('retreat_applications', 'email', email);
  expect(Number(row!.event_id)).toBe(salon.id);
  return { id: Number(row!.id), name, email };
}
