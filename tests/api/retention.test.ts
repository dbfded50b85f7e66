import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import type { RetentionOverview } from '#schemas/privacy/retention-overview.ts';
import { submissionTables, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { auditEntryOf } from '#server/db/audit-log.ts';
import { createDatabase, type Database } from '#server/db/database.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import { dailyJobLock, runDailyJob } from '#server/privacy/daily-job.ts';
import type { DailyWork } from '#server/privacy/daily-work.ts';
import { createAdmin, insertRows, signIn } from '#tests/fixtures/admin.ts';
import { insertEvent, newEventDocument } from '#tests/fixtures/events.ts';
import { storedValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { databaseUrl, testEngine } from '#tests/setup/test-database.ts';

/**
 * The retention job (docs/decisions/048-retention-job.md; docs/product/data.md#retention): with
 * the clock past a period, a run anonymises exactly the rows past it, table by table, and their
 * mails; a row one day short stays; counts per event and status stay; a second run changes
 * nothing and records zeros; the admin's forecast says beforehand what a run then does; on
 * PostgreSQL two instances at once anonymise each row once, and only one does the work.
 */
let testApp: TestApp;
let cookie: string;
/** The app's clock, moved by the tests. */
let clock = new Date('2026-03-11T09:00:00Z');
const now = () => clock;

/** A name no sample value has: none of a row's values may reach the log or an entry. */
const canary = 'Wrenna Keepsafe';

type Planted = { table: SubmissionTable; id: number; due: boolean; why: string };
const planted: Planted[] = [];

/** Stores one row straight into `table` (sample values, the canary's name) and returns its id. */
async function plant(
  table: SubmissionTable,
  due: boolean,
  why: string,
  columns: Record<string, unknown>,
): Promise<number> {
  const values = storedValues(table) as Record<string, unknown>;
  const named = Object.fromEntries(
    ['full_name', 'name'].filter((key) => key in values).map((key) => [key, `${canary} ${why}`]),
  );
  await insertRows(testApp.database, table, [{ ...named, ...columns }]);
  const { db, table: name } = submissionTable(testApp.database, table);
  const row = await db
    .selectFrom(name)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  planted.push({ table, id, due, why });
  // A mail each, as a form's confirmation would leave.
  await testApp.database.db
    .insertInto('mail_outbox')
    .values({
      message_id: `<retention-${table}-${id}@example.com>`,
      submission_table: table,
      submission_id: id,
      kind: 'confirmation',
      recipient: `${canary} <wrenna.keepsafe@example.com>`,
      recipient_address: 'wrenna.keepsafe@example.com',
      subject: `Thank you, ${canary}`,
      message: '{}',
      status: 'sent',
      next_attempt_at: 0,
      sent_at: 0,
    })
    .execute();
  return id;
}

function registrationEvent(slug: string, eventName: string, schedule: object, table?: string) {
  const document = newEventDocument();
  return newEventDocument({
    slug,
    title: eventName,
    schedule: schedule as ReturnType<typeof newEventDocument>['schedule'],
    form: {
      ...document.form,
      table: (table ?? 'event_registrations') as 'event_registrations',
      eventName,
    },
  });
}

/**
 * The clock stands at 11 March 2026, 09:00 (GMT). A 12-month row counted from 10 March 2025 is
 * due (its last day was 10 March 2026); one counted from 11 March 2025 stays a day more. The
 * 24-month rows likewise from 10 and 11 March 2024.
 */
async function plantEveryCase() {
  const { database } = testApp;
  await insertEvent(
    database,
    registrationEvent('harbour-lights', 'Harbour Lights', { kind: 'single', date: '2025-03-10' }),
  );
  await insertEvent(
    database,
    registrationEvent('third-thursday', 'Third Thursday Circle', {
      kind: 'recurring',
      firstDate: '2024-01-18',
      rule: 'FREQ=MONTHLY;BYDAY=3TH',
    }),
  );
  const online = (slug: string, day: string, eventDate: string) => {
    const document = registrationEvent(slug, 'Harbour Lights Online', {
      kind: 'single',
      date: day,
    });
    return newEventDocument({
      ...document,
      form: { ...document.form, table: 'virtual_event_registrations', eventDate },
    });
  };
  await insertEvent(database, online('harbour-online-10', '2025-03-10', 'Monday 10th March 2025'));
  await insertEvent(database, online('harbour-online-11', '2025-03-11', 'Tuesday 11th March 2025'));
  const retreat = (slug: string, eventName: string, month: string) => {
    const document = registrationEvent(slug, eventName, { kind: 'month', month });
    return newEventDocument({
      ...document,
      form: { ...document.form, table: 'retreat_applications' },
    });
  };
  await insertEvent(database, retreat('february-retreat', 'February Retreat', '2025-02'));
  await insertEvent(database, retreat('march-retreat', 'March Retreat', '2025-03'));
  // The private evening's one event (seeded) moved to 10 March 2025.
  await database.db
    .updateTable('events')
    .set({ first_day: '2025-03-10', last_day: '2025-03-10' })
    .where('form_table', '=', 'private_evening_applications')
    .execute();

  // event: the event's last day...
  await plant('event_registrations', true, 'on the event day', {
    event_name: 'Harbour Lights',
    created_at: '2025-01-15T10:00:00.000Z',
  });
  // ...or her last change when that is later.
  await plant('event_registrations', false, 'changed after the event', {
    event_name: 'Harbour Lights',
    created_at: '2025-01-15T10:00:00.000Z',
    status: 'declined',
    status_changed_at: '2025-03-11T10:00:00.000Z',
  });
  // A series has no last day, and an event no longer stored has none: the last change counts.
  await plant('event_registrations', true, 'a series, changed on the 10th', {
    event_name: 'Third Thursday Circle',
    created_at: '2025-03-10T12:00:00.000Z',
  });
  await plant('event_registrations', false, 'a series, changed on the 11th', {
    event_name: 'Third Thursday Circle',
    created_at: '2025-03-11T12:00:00.000Z',
  });
  await plant('event_registrations', true, 'a vanished event, the 10th', {
    event_name: 'Vanished Evening',
    created_at: '2025-03-10T08:00:00.000Z',
  });
  await plant('event_registrations', false, 'a vanished event, the 11th', {
    event_name: 'Vanished Evening',
    created_at: '2025-03-11T08:00:00.000Z',
  });
  // The virtual registrations' event is found by name and date.
  await plant('virtual_event_registrations', true, 'online on the 10th', {
    event_name: 'Harbour Lights Online',
    event_date: 'Monday 10th March 2025',
    created_at: '2025-01-01T10:00:00.000Z',
  });
  await plant('virtual_event_registrations', false, 'online on the 11th', {
    event_name: 'Harbour Lights Online',
    event_date: 'Tuesday 11th March 2025',
    created_at: '2025-01-01T10:00:00.000Z',
  });
  // A month-only event counts from the month's last day.
  await plant('retreat_applications', true, 'in February', {
    event_name: 'February Retreat',
    created_at: '2024-12-01T10:00:00.000Z',
  });
  await plant('retreat_applications', false, 'in March', {
    event_name: 'March Retreat',
    created_at: '2024-12-01T10:00:00.000Z',
  });
  await plant('private_evening_applications', true, 'before the evening', {
    created_at: '2025-01-20T10:00:00.000Z',
  });
  await plant('private_evening_applications', false, 'decided after the evening', {
    created_at: '2025-01-20T10:00:00.000Z',
    status: 'approved',
    status_changed_at: '2025-03-11T12:00:00.000Z',
  });
  // last-change: the last change, else when it was stored.
  await plant('leadership_labs_applications', true, 'changed on the 10th', {
    created_at: '2025-01-01T10:00:00.000Z',
    status: 'approved',
    status_changed_at: '2025-03-10T12:00:00.000Z',
  });
  await plant('leadership_labs_applications', false, 'stored on the 11th', {
    created_at: '2025-03-11T12:00:00.000Z',
  });
  await plant('partnership_enquiries', true, 'stored on the 10th', {
    created_at: '2024-03-10T12:00:00.000Z',
  });
  await plant('partnership_enquiries', false, 'answered on the 11th', {
    created_at: '2024-01-01T12:00:00.000Z',
    status: 'replied',
    status_changed_at: '2024-03-11T12:00:00.000Z',
  });
  // Late on the 10th in London (GMT) is the 10th; just after midnight is the 11th.
  await plant('enquiries', true, 'late on the 10th', { created_at: '2024-03-10T23:30:00.000Z' });
  await plant('enquiries', false, 'early on the 11th', { created_at: '2024-03-11T00:30:00.000Z' });
  // received: when it was stored, whatever changed since.
  await plant('private_invite_requests', true, 'stored on the 10th', {
    created_at: '2024-03-10T12:00:00.000Z',
    status: 'replied',
    status_changed_at: '2024-06-01T12:00:00.000Z',
  });
  await plant('private_invite_requests', false, 'stored on the 11th', {
    created_at: '2024-03-11T12:00:00.000Z',
  });
}

async function overview(query = ''): Promise<RetentionOverview> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/admin/retention${query}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RetentionOverview>();
}

/** The planted rows' ids, anonymised or not, per table. */
async function anonymisedIds(database: Database = testApp.database) {
  const found: Partial<Record<SubmissionTable, number[]>> = {};
  for (const table of submissionTables) {
    const { db, table: name } = submissionTable(database, table);
    const rows = await db
      .selectFrom(name)
      .select('id')
      .where('anonymised_at', 'is not', null)
      .orderBy('id')
      .execute();
    found[table] = rows.map((row) => Number(row.id));
  }
  return found;
}

/** Rows per table, status and (where stored) event: what the organiser counts. */
async function countsPerEventAndStatus() {
  const counts: Record<string, unknown> = {};
  for (const table of submissionTables) {
    const { db, table: name } = submissionTable(testApp.database, table);
    const groups = ['status', ...('event_name' in storedValues(table) ? ['event_name'] : [])];
    let query = db.selectFrom(name).select([...groups, sql<number>`count(*)`.as('count')]);
    for (const group of groups) query = query.groupBy(group).orderBy(group);
    const rows = await query.execute();
    counts[table] = rows.map((row) => ({ ...row, count: Number(row.count) }));
  }
  return counts;
}

async function retentionEntries() {
  const rows = await testApp.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'retention.run')
    .orderBy('id')
    .execute();
  return rows.map(auditEntryOf);
}

const work = (database: Database = testApp.database) => ({ database, now, log: testApp.app.log });

/** The planted rows' ids per table: those due at the first clock, or those a day short. */
function expectedBy(due: boolean) {
  return Object.fromEntries(
    submissionTables.map((table) => [
      table,
      planted.filter((row) => row.table === table && row.due === due).map((row) => row.id),
    ]),
  );
}

beforeAll(async () => {
  testApp = await startTestApp({ now });
  cookie = await signIn(testApp.app, await createAdmin(testApp.database));
  await plantEveryCase();
});
afterAll(async () => {
  await testApp.close();
});

describe(`the retention job (${testEngine()})`, () => {
  it('forecasts, then anonymises exactly the rows past their period, and their mails', async () => {
    const due = expectedBy(true);
    const before = await overview();
    expect(before.windowDays).toBe(30);
    expect(before.lastRun).toBeNull();
    for (const forecast of before.tables) {
      expect(forecast.dueNow, forecast.table).toBe(due[forecast.table]!.length);
    }
    // The rows a day short fall due on 12 March.
    const dueOnThe12th = Object.fromEntries(
      before.tables.map((forecast) => [
        forecast.table,
        forecast.upcoming.find((day) => day.day === '2026-03-12')?.rows ?? 0,
      ]),
    );
    // All but the March retreat (due from 1 April 2026) and the answered partnership enquiry
    // (24 months: due from 12 March 2026).
    expect(dueOnThe12th).toEqual({
      event_registrations: 3,
      virtual_event_registrations: 1,
      partnership_enquiries: 1,
      retreat_applications: 0,
      leadership_labs_applications: 1,
      private_evening_applications: 1,
      private_invite_requests: 1,
      enquiries: 1,
    });
    expect(before.tables.find((f) => f.table === 'retreat_applications')!.upcoming).toEqual([
      { day: '2026-04-01', rows: 1 },
    ]);
    const counts = await countsPerEventAndStatus();

    expect(await runDailyJob(work())).toBe('ran');

    expect(await anonymisedIds()).toEqual(due);
    expect(await countsPerEventAndStatus()).toEqual(counts);
    const mails = await testApp.database.db
      .selectFrom('mail_outbox')
      .select(['submission_table', 'submission_id', 'recipient', 'subject', 'anonymised_at'])
      .execute();
    for (const row of planted) {
      const mail = mails.find(
        (found) => found.submission_table === row.table && found.submission_id === row.id,
      )!;
      if (row.due) expect(mail, row.why).toMatchObject({ recipient: '', subject: '' });
      else expect(mail.recipient, row.why).toContain(canary);
      expect(mail.anonymised_at !== null, row.why).toBe(row.due);
    }

    const [entry] = await retentionEntries();
    const dueCount = planted.filter((row) => row.due).length;
    expect(entry).toMatchObject({
      actor: 'system',
      action: 'retention.run',
      rowCount: dueCount,
      details: {
        tables: Object.fromEntries(submissionTables.map((t) => [t, due[t]!.length])),
        mails: dueCount,
      },
    });
    const after = await overview();
    expect(after.tables.map((forecast) => forecast.dueNow)).toEqual(submissionTables.map(() => 0));
    expect(after.lastRun).toMatchObject({ rows: dueCount, mails: dueCount });
  });

  it('changes nothing on a second run and records zeros', async () => {
    const ids = await anonymisedIds();
    expect(await runDailyJob(work())).toBe('ran');
    expect(await anonymisedIds()).toEqual(ids);
    const entries = await retentionEntries();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      actor: 'system',
      rowCount: 0,
      details: {
        tables: Object.fromEntries(submissionTables.map((table) => [table, 0])),
        mails: 0,
      },
    });
  });

  it('does a day later what the forecast said, and keeps no personal value in an entry', async () => {
    clock = new Date('2026-03-12T09:00:00Z');
    const forecast = await overview();
    const expected = Object.fromEntries(
      forecast.tables.map((table) => [table.table, table.dueNow]),
    );
    expect(await runDailyJob(work())).toBe('ran');
    const entries = await retentionEntries();
    expect(entries.at(-1)!.details.tables).toEqual(expected);
    // Every planted row is gone but the March retreat's application (due from 1 April).
    const marchRetreat = planted.find((row) => row.why === 'in March')!;
    expect(await anonymisedIds()).toEqual(
      Object.fromEntries(
        submissionTables.map((table) => [
          table,
          planted.filter((row) => row.table === table && row !== marchRetreat).map((row) => row.id),
        ]),
      ),
    );

    const everything = JSON.stringify(
      await testApp.database.db.selectFrom('audit_log').selectAll().execute(),
    );
    expect(everything).not.toContain('Wrenna');
    expect(everything.toLowerCase()).not.toContain('keepsafe');
    for (const table of submissionTables) {
      const values = Object.values(storedValues(table)).filter(
        (value): value is string => typeof value === 'string' && value.includes('@'),
      );
      for (const value of values) expect(everything).not.toContain(value);
    }
  });

  it('refuses a forecast window it cannot use', async () => {
    for (const days of ['0', '367', 'soon']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/retention?days=${days}`,
        headers: { cookie },
      });
      expect(response.statusCode, days).toBe(400);
      expect(response.json()).toMatchObject({
        fieldErrors: { days: 'Must be a whole number from 1 to 366.' },
      });
    }
    const week = await overview('?days=7');
    expect(week.windowDays).toBe(7);
  });
});

describe('the job in the server process', () => {
  it('runs shortly after the app starts, and not at all with RETENTION_JOB=off', async () => {
    const started = await startTestApp({
      env: { RETENTION_JOB: 'on' },
      now,
      // Time enough to store the row first.
      dailyJobFirstRunMs: 1500,
    });
    await insertRows(started.database, 'enquiries', [
      { name: `${canary} started`, created_at: '2023-01-01T12:00:00.000Z' },
    ]);
    const off = await startTestApp({ env: { RETENTION_JOB: 'off' }, dailyJobFirstRunMs: 50 });
    try {
      await insertRows(off.database, 'enquiries', [
        { name: `${canary} off`, created_at: '2023-01-01T12:00:00.000Z' },
      ]);
      const runsOf = (app: TestApp) =>
        app.database.db
          .selectFrom('audit_log')
          .select(['actor', 'row_count'])
          .where('action', '=', 'retention.run')
          .execute();
      await expect.poll(() => runsOf(started), { timeout: 10_000 }).toHaveLength(1);
      expect(await runsOf(started)).toEqual([{ actor: 'system', row_count: 1 }]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await runsOf(off)).toEqual([]);
      const held = await off.database.db
        .selectFrom('enquiries')
        .select('anonymised_at')
        .executeTakeFirstOrThrow();
      expect(held.anonymised_at).toBeNull();
    } finally {
      // Closing stops the job's timers: the test run would otherwise not end cleanly.
      await started.close();
      await off.close();
    }
  });
});

describe.runIf(testEngine() === 'postgres')('two instances at the same moment', () => {
  it('anonymise each row once, and only one of them does the work', async () => {
    const second = createDatabase(testApp.testDatabase.target);
    try {
      const due = 60;
      await insertRows(
        testApp.database,
        'enquiries',
        Array.from({ length: due }, (_, index) => ({
          name: `${canary} ${index}`,
          created_at: '2023-01-01T12:00:00.000Z',
        })),
      );
      const before = (await retentionEntries()).length;
      const outcomes = await Promise.all([runDailyJob(work()), runDailyJob(work(second))]);
      expect(outcomes).toContain('ran');
      const entries = (await retentionEntries()).slice(before);
      expect(entries.length).toBe(outcomes.filter((outcome) => outcome === 'ran').length);
      // Every row was counted by exactly one run; a run that found them gone counted none.
      expect(entries.reduce((sum, entry) => sum + (entry.rowCount ?? 0), 0)).toBe(due);
      expect(entries.filter((entry) => (entry.rowCount ?? 0) > 0)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('does nothing, and says so, while another instance holds the job', async () => {
    const other = new pg.Client({ connectionString: databaseUrl(testApp.testDatabase.target) });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(hashtextextended($1, 0))', [dailyJobLock]);
      await insertRows(testApp.database, 'enquiries', [
        { name: `${canary} held`, created_at: '2023-01-01T12:00:00.000Z' },
      ]);
      const lines: string[] = [];
      const log = {
        info: (fields: object, message: string) =>
          lines.push(`${message} ${JSON.stringify(fields)}`),
        warn: () => {},
        error: () => {},
      } as unknown as DailyWork['log'];
      const before = await retentionEntries();
      expect(await runDailyJob({ database: testApp.database, now, log })).toBe('busy');
      expect(lines.join(' ')).toContain('another instance is running it');
      expect(await retentionEntries()).toEqual(before);
      expect((await overview()).tables.find((t) => t.table === 'enquiries')!.dueNow).toBe(1);

      await other.query('select pg_advisory_unlock(hashtextextended($1, 0))', [dailyJobLock]);
      expect(await runDailyJob(work())).toBe('ran');
      expect((await retentionEntries()).at(-1)).toMatchObject({ rowCount: 1 });
    } finally {
      await other.end();
    }
  });
});
