import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import type {
  DecisionMailPreview,
  DecisionPreview,
} from '#schemas/applications/decision-preview.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { keptText } from '#server/db/migrations/024-kept-mails-without-keys.ts';
import { freshValues, newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { startMailTestApp, type MailTestApp } from '#tests/setup/test-app.ts';

/**
 * What the organiser reads before she confirms a decision
 * (docs/decisions/032-deciding-where-she-reads.md): server/applications/decision-preview.ts.
 */
let mailApp: MailTestApp;

beforeAll(async () => {
  mailApp = await startMailTestApp();
});
afterAll(async () => {
  await mailApp.close();
});

const table = 'retreat_applications' satisfies SubmissionTable;

function post(url: string, payload: Record<string, unknown>) {
  return mailApp.testApp.app.inject({
    method: 'POST',
    url: `/api/admin${url}`,
    headers: { cookie: mailApp.cookie },
    payload,
  });
}

async function apply(name: string, to: SubmissionTable = table, extra = {}) {
  const response = await mailApp.testApp.app.inject({
    method: 'POST',
    url: `/api/submissions/${to}`,
    payload: { key: newSubmissionKey(), values: { ...freshValues(to), full_name: name, ...extra } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function withdraw(id: number) {
  await mailApp.testApp.database.db
    .updateTable(table)
    .set({ status: 'withdrawn' })
    .where('id', '=', id)
    .execute();
}

/** What the database holds of decisions and mails: a preview must change none of it. */
async function kept() {
  const { db } = mailApp.testApp.database;
  const count = async (from: 'mail_outbox' | 'status_changes') =>
    Number(
      (
        await db
          .selectFrom(from)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const statuses = await db.selectFrom(table).select(['id', 'status']).orderBy('id').execute();
  return { mails: await count('mail_outbox'), changes: await count('status_changes'), statuses };
}

async function previewMail(id: number, status: string, message?: string, of = table) {
  const response = await post(`/tables/${of}/rows/${id}/decision-mail`, {
    status,
    ...(message ? { message } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DecisionMailPreview>();
}

/** The withdraw link's token carries the time its mail was queued: the rest must be the same. */
describe('the confirmation of a decision', () => {
  it('names the people it changes and leaves, and the places still free at their event', async () => {
    const ada = await apply('Ada Preview');
    const grace = await apply('Grace Preview');
    const mary = await apply('Mary Preview');
    await withdraw(mary);

    const response = await post(`/tables/${table}/status/preview`, {
      ids: [ada, grace, mary],
      status: 'waitlisted',
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<DecisionPreview>();
    expect(preview).toMatchObject({ selected: 3, changing: 2, withdrawn: 1, mailed: 2 });
    expect(preview.people.changing.map((person) => person.name).sort()).toEqual([
      'Ada Preview',
      'Grace Preview',
    ]);
    expect(preview.people.withdrawn).toEqual([{ id: mary, name: 'Mary Preview' }]);
    expect(preview.people.already).toEqual([]);
    // The retreat gives 20 places; the events' free places are the server's count.
    const approved = Number(
      (
        await mailApp.testApp.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('status', '=', 'approved')
          .where('event_name', '=', eventNames.retreat)
          .executeTakeFirstOrThrow()
      ).count,
    );
    expect(preview.events).toEqual([
      { title: eventNames.retreat, places: 20, approved, free: 20 - approved },
    ]);
  });

  it('renders the mail a decision sends without queueing or changing anything; Confirm sends that mail', async () => {
    const id = await apply('Lin Preview');
    const before = await kept();
    const preview = await previewMail(id, 'waitlisted', 'We will write in a week.');
    expect(await kept()).toEqual(before);
    expect(preview.mail).not.toBeNull();
    const mail = preview.mail!;
    expect(mail.subject).toMatch(/^You are on the waitlist: /);
    expect(mail.text).toContain('Lin Preview');
    expect(mail.text).toContain('We will write in a week.');

    const decided = await post(`/tables/${table}/status`, {
      ids: [id],
      status: 'waitlisted',
      message: 'We will write in a week.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const sent = async () =>
      mailApp.sink.received.find(
        (received) =>
          received.envelopeTo.includes(mail.to.replace(/^.*<|>$/g, '')) &&
          received.parsed.subject === mail.subject,
      );
    await expect.poll(sent, { timeout: 15_000 }).toBeDefined();
    // The preview is the kept copy: her withdraw link in words, never a working address
    // (docs/decisions/049-kept-mails-without-keys.md); otherwise the mail she received.
    expect(mail.text).not.toMatch(/token=/u);
    expect(mail.text).toContain('[her withdraw link: only in the mail she received]');
    expect(keptText((await sent())!.parsed.text ?? '').trim()).toBe(mail.text.trim());
  });

  it('rehearsed while the same decision is made, at the same moment, leaves only the decision', async () => {
    const id = await apply('Ada Same-Moment');
    const { db } = mailApp.testApp.database;
    // Five rehearsals around the real decision, sent together.
    const answers = await Promise.all([
      ...Array.from({ length: 2 }, () =>
        post(`/tables/${table}/rows/${id}/decision-mail`, { status: 'approved' }),
      ),
      post(`/tables/${table}/status`, { ids: [id], status: 'approved' }),
      ...Array.from({ length: 3 }, () =>
        post(`/tables/${table}/rows/${id}/decision-mail`, { status: 'approved' }),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[2]!.json<{ changed: number[] }>().changed).toEqual([id]);
    const row = await db
      .selectFrom(table)
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
    const changes = await db
      .selectFrom('status_changes')
      .select('to_status')
      .where('submission_table', '=', table)
      .where('submission_id', '=', id)
      .execute();
    expect(changes).toEqual([{ to_status: 'approved' }]);
    const approvals = await db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('submission_table', '=', table)
      .where('submission_id', '=', id)
      .where('kind', '=', 'approval')
      .execute();
    expect(approvals).toHaveLength(1);
  });

  it('an approval shows its calendar file; a withdrawn row, a status already set or an unmailed one has no mail', async () => {
    const boat = await apply('Noor Preview', 'event_registrations', {
      event_name: eventNames.summerBoat,
    });
    const approval = await previewMail(boat, 'approved', undefined, 'event_registrations');
    expect(approval.mail?.subject).toMatch(/^You have a place: Waves & AI/);
    expect(approval.mail?.attachments).toEqual(['waves-ai.ics']);

    const id = await apply('Noor Preview');
    expect(await previewMail(id, 'pending')).toEqual({ mail: null });

    await withdraw(id);
    expect(await previewMail(id, 'declined')).toEqual({ mail: null });

    const enquiry = await post(`/tables/enquiries/rows/${id}/decision-mail`, {
      status: 'answered',
    });
    expect(enquiry.json()).toEqual({ mail: null });
  });

  it('refuses a status the organiser cannot set, and asks for a session', async () => {
    const id = await apply('Ola Preview');
    const refused = await post(`/tables/${table}/rows/${id}/decision-mail`, {
      status: 'withdrawn',
    });
    expect(refused.statusCode).toBe(400);
    const signedOut = await mailApp.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/tables/${table}/rows/${id}/decision-mail`,
      payload: { status: 'approved' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
