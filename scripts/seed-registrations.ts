import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { eventNames } from '#content/event-names.ts';
import { applicantKey } from '#schemas/applications/applicant-key.ts';
import type { ApplicationStatus } from '#schemas/applications/review-statuses.ts';
import type { Database } from '#server/db/database.ts';
import { toStoredRow } from '#server/db/schema.ts';
import { eventOfFormValues } from '#server/events/event-store.ts';

/**
 * Realistic, fictional event registrations for load and admin tests (`npm run db:seed`), with
 * the organiser's decisions on them and their history.
 * A seeded generator makes the same rows for the same seed.
 */
const firstNames = [
  'Amara',
  'Beatriz',
  'Chloe',
  'Divya',
  'Elena',
  'Fatima',
  'Grace',
  'Hana',
  'Ines',
  'Jade',
  'Keiko',
  'Lucia',
  'Maya',
  'Nadia',
  'Olivia',
  'Priya',
  'Quinn',
  'Rosa',
  'Sofia',
  'Tara',
  'Uma',
  'Valeria',
  'Wen',
  'Ximena',
  'Yara',
  'Zoë',
];
const lastNames = [
  'Adeyemi',
  'Bauer',
  'Chen',
  'Dubois',
  'Evans',
  'Fernández',
  'García',
  'Hussain',
  'Ivanova',
  'Jones',
  'Kowalski',
  'Lee',
  'Mensah',
  'Novak',
  "O'Brien",
  'Patel',
  'Rossi',
  'Silva',
  'Tanaka',
  'Walsh',
];
const companies = [
  'Lumen Analytics',
  'Northwind Health',
  'Brightpath Bank',
  'Cobalt Robotics',
  'Meridian Retail',
  'Atlas Insurance',
  'Quill Media',
  'Harbour Logistics',
  'Fernway Energy',
  'Orbital Labs',
  'Kestrel Legal',
  'Solace Care',
  'Tandem Fintech',
  'Verity Data',
  'Willow Education',
];
const titles = [
  'Head of Data Science',
  'ML Engineer',
  'Chief Technology Officer',
  'Product Manager, AI',
  'Director of Analytics',
  'AI Ethics Lead',
  'Software Engineer',
  'VP Engineering',
  'Data Analyst',
  'Founder',
];
const reasons = [
  'I lead an AI team and want to meet peers facing the same questions.',
  'I am moving into AI product work and would love to learn from women who have done it.',
  'To build my network in London and hear how others took generative AI to production.',
  'I want to share what we learned about responsible AI and hear other perspectives.',
];
const events = [eventNames.julyMeetup, eventNames.summerBoat];

/**
 * How the organiser's decisions are spread over the seeded rows: most still pending, then
 * declined, approved, waitlisted, and a few withdrawn. Cumulative shares, checked in this order.
 */
const statusShares: readonly [ApplicationStatus, number][] = [
  ['pending', 0.7],
  ['declined', 0.82],
  ['approved', 0.91],
  ['waitlisted', 0.99],
  ['withdrawn', 1],
];

function generator(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32: fast, good enough to vary sample data.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

export async function seedRegistrations(
  database: Database,
  count: number,
  {
    seed = 2025,
    batchSize = 1000,
    now = Date.now(),
  }: { seed?: number; batchSize?: number; now?: number } = {},
): Promise<void> {
  const random = generator(seed);
  // A generator of its own, so the rows' other values stay those of the same seed before statuses.
  const decide = generator(seed + 1);
  const statusOf = () => {
    const draw = decide();
    return statusShares.find(([, share]) => draw < share)![0];
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const yearMs = 365 * 24 * 60 * 60 * 1000;
  const runId = randomBytes(4).toString('hex');
  // Each row carries the key of the event whose form stores its name, as the intake gives it
  // (docs/decisions/061-applications-by-event-key.md).
  const eventKeys = new Map<string, number>();
  for (const name of events) {
    const event = await eventOfFormValues(database, 'event_registrations', { event_name: name });
    if (!event) throw new Error(`No stored event takes registrations as ${name}`);
    eventKeys.set(name, event.id);
  }
  const eventOf = (name: string) => ({ event_name: name, event_id: eventKeys.get(name)! });
  for (let start = 0; start < count; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - start) }, (_, index) => {
      const first = pick(firstNames);
      const last = pick(lastNames);
      const n = start + index;
      const leadSession = random() < 0.22;
      const createdAt = now - Math.floor(random() * yearMs);
      const status = statusOf();
      // Decided within a week of applying, and never in the future.
      const decidedAt = Math.min(now, createdAt + Math.floor(decide() * 7 * 24 * 60 * 60 * 1000));
      // The run's id keeps a second seed of the same database from applying the same people to
      // the same events again (the database holds one live application per person and event).
      const email = `${first}.${last}.${n}.${runId}@example.com`
        .toLowerCase()
        .replace(/[^a-z0-9.@]/g, '');
      return {
        submission_key: `seed-${runId}-${n}`,
        full_name: `${first} ${last}`,
        job_title: pick(titles),
        company: pick(companies),
        email,
        // As server/db/submission-rows.ts stores it: the admin finds people of several events by it.
        applicant_key: applicantKey(email),
        linkedin_url: `https://www.linkedin.com/in/sample-${n}`,
        why_attend: pick(reasons),
        lead_session: leadSession,
        ...eventOf(pick(events)),
        created_at: new Date(createdAt).toISOString(),
        status,
        status_changed_at: status === 'pending' ? null : new Date(decidedAt).toISOString(),
      };
    });
    const stored = await database.db
      .insertInto('event_registrations')
      .values(rows.map((row) => toStoredRow(database.engine, row)))
      .returning(['id', 'status', 'status_changed_at'])
      .execute();
    // Each decided row's history: one change from pending (a withdrawal is the applicant's own,
    // with no admin).
    const decided = stored.filter((row) => row.status !== 'pending');
    if (decided.length > 0) {
      await database.db
        .insertInto('status_changes')
        .values(
          decided.map((row) => ({
            submission_table: 'event_registrations',
            submission_id: row.id,
            from_status: 'pending',
            to_status: row.status,
            admin_email: row.status === 'withdrawn' ? null : 'organiser@example.com',
            message: null,
            created_at: row.status_changed_at!,
          })),
        )
        .execute();
    }
  }
  // PostgreSQL's autovacuum vacuums and refreshes the planner's statistics within a minute or so
  // of a bulk load; the queries that follow a seed should not be planned on an empty table's
  // figures, nor read rows an index alone answers once vacuumed (the multi-event filter).
  // (SQLite keeps none unless asked, in production too, so it is left as it runs there.)
  if (database.engine === 'postgres') {
    await sql`vacuum analyze event_registrations`.execute(database.db);
    await sql`analyze status_changes`.execute(database.db);
  }
}
