import { isEventTable } from '#schemas/events/event-document.ts';
import { Agent, request as httpRequest } from 'node:http';
import type { Database } from '#server/db/database.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import { toBoolean, type StoredBoolean } from '#server/db/schema.ts';
import { currentPrivacyNoticeVersion } from '#schemas/privacy/privacy-consent.ts';
import {
  newsConsentOf,
  submissionTables,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import { submissionSchemas } from '#schemas/forms/submission-schemas.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';

/** One form fill: where it goes, what is sent, and what its row must hold. */
export type Submission = {
  table: SubmissionTable;
  key: string;
  values: Record<string, unknown>;
  /** The schema's output for `values`: exactly what the stored row must hold. */
  expected: Record<string, unknown>;
};

let sequence = 0;

/** A valid submission, each to the next table in turn, each with its own email address. */
export function nextSubmission(): Submission {
  const n = sequence++;
  const table = submissionTables[n % submissionTables.length]!;
  const values = { ...validValues[table], email: `load-${process.pid}-${n}@example.com` };
  return {
    table,
    key: newSubmissionKey(),
    values,
    expected: submissionSchemas[table].parse(values) as Record<string, unknown>,
  };
}

export type Outcome = {
  submission: Submission;
  /** Absent when no response came (connection refused or reset, or the client timed out). */
  status?: number;
  id?: number | null;
  retryAfter: string | null;
  connection: string | null;
  error?: string;
  startedAt: number;
  ms: number;
};

// One keep-alive connection per concurrent submitter, as that many browsers would hold.
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

export function postSubmission(
  origin: string,
  submission: Submission,
  timeoutMs = 15_000,
): Promise<Outcome> {
  const startedAt = Date.now();
  const body = JSON.stringify({ key: submission.key, values: submission.values });
  return new Promise((resolve) => {
    const failed = (error: Error & { code?: string }) =>
      resolve({
        submission,
        error: error.code ?? error.message,
        retryAfter: null,
        connection: null,
        startedAt,
        ms: Date.now() - startedAt,
      });
    const request = httpRequest(
      `${origin}/api/submissions/${submission.table}`,
      {
        method: 'POST',
        agent,
        timeout: timeoutMs,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', failed);
        response.on('end', () => {
          let id: number | null | undefined;
          try {
            id = (JSON.parse(text) as { id?: number | null }).id;
          } catch {
            id = undefined;
          }
          resolve({
            submission,
            status: response.statusCode,
            id,
            retryAfter: response.headers['retry-after'] ?? null,
            connection: response.headers.connection ?? null,
            startedAt,
            ms: Date.now() - startedAt,
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('client timeout')));
    request.on('error', failed);
    request.end(body);
  });
}

export type Load = {
  outcomes: Outcome[];
  /** Requests sent and not yet answered (or failed). */
  inFlight: () => number;
  /** Stops sending and resolves once every submitter has had its last answer. */
  stop: () => Promise<Outcome[]>;
};

/**
 * `concurrency` submitters, each posting a new submission as soon as its previous one is
 * answered, until stop() (or, for one submitter, until `stopsOn` says so).
 */
export function startSubmitters({
  origin,
  concurrency,
  stopsOn = () => false,
}: {
  origin: string;
  concurrency: number;
  stopsOn?: (outcome: Outcome) => boolean;
}): Load {
  const outcomes: Outcome[] = [];
  let stopping = false;
  let inFlight = 0;
  const submitter = async () => {
    while (!stopping) {
      inFlight += 1;
      const outcome = await postSubmission(origin, nextSubmission());
      inFlight -= 1;
      outcomes.push(outcome);
      if (stopsOn(outcome)) return;
      // A refusal (503, or a server that is down) comes at once; no need to spin on it.
      if (outcome.status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const running = Promise.all(Array.from({ length: concurrency }, submitter));
  return {
    outcomes,
    inFlight: () => inFlight,
    stop: async () => {
      stopping = true;
      await running;
      return outcomes;
    },
  };
}

export const acknowledged = (outcomes: Outcome[]) =>
  outcomes.filter((outcome) => outcome.status === 201);

export type StoreReport = {
  storedRows: number;
  /** The key of every stored row. */
  storedKeys: Set<string>;
  /** Answered 201 yet not stored, or stored under another id. */
  lost: string[];
  /** Stored rows whose key was never sent. */
  unknown: string[];
  /** Stored rows that differ from what was sent or fail the form's schema: half written. */
  incomplete: string[];
};

/**
 * Reads every submission table and checks it against what was sent (every outcome, answered
 * or not): every acknowledged submission is there under its id, and every row is one that was
 * sent, whole and valid.
 */
export async function checkStore(database: Database, outcomes: Outcome[]): Promise<StoreReport> {
  const byKey = new Map(outcomes.map(({ submission }) => [submission.key, submission]));
  const report: StoreReport = {
    storedRows: 0,
    storedKeys: new Set(),
    lost: [],
    unknown: [],
    incomplete: [],
  };
  const storedIds = new Map<string, number>();

  for (const table of submissionTables) {
    const { db, table: name } = submissionTable(database, table);
    const rows = await db.selectFrom(name).selectAll().execute();
    report.storedRows += rows.length;
    for (const row of rows) {
      const key = String(row.submission_key);
      storedIds.set(key, Number(row.id));
      report.storedKeys.add(key);
      const submission = byKey.get(key);
      if (!submission || submission.table !== table) {
        report.unknown.push(`${table} ${key}`);
        continue;
      }
      const {
        id,
        created_at: createdAt,
        submission_key: _key,
        suspected_spam: suspectedSpam,
        status: _status,
        status_changed_at: _statusChangedAt,
        applicant_key: _applicantKey,
        privacy_notice_version: noticeVersion,
        privacy_notice_at: noticeAt,
        event_id: eventId,
        ...stored
      } = row as Record<string, unknown>;
      // The news consent's time (a column beside the form's) is the notice's when ticked.
      const news = newsConsentOf(table);
      const { [news?.column ?? '']: newsConsentAt, ...columns } = stored;
      const values = Object.fromEntries(
        Object.entries(columns).map(([column, value]) => [
          column,
          typeof submission.expected[column] === 'boolean'
            ? toBoolean(value as StoredBoolean)
            : value,
        ]),
      );
      const whole =
        Number.isInteger(id) &&
        typeof createdAt === 'string' &&
        // Every load submission is a person's: none may be kept as suspected spam.
        !toBoolean(suspectedSpam as StoredBoolean) &&
        !Number.isNaN(Date.parse(createdAt)) &&
        noticeVersion === currentPrivacyNoticeVersion &&
        // A row of an event's form carries its event's key; any other has no such column.
        (isEventTable(table) ? Number.isInteger(eventId) : eventId === undefined) &&
        typeof noticeAt === 'string' &&
        (!news || newsConsentAt === (submission.expected[news.field] ? noticeAt : null)) &&
        Object.entries(values).every(
          ([column, value]) => value === (submission.expected[column] ?? null),
        ) &&
        Object.keys(submission.expected).every((column) => column in values) &&
        submissionSchemas[table].safeParse(values).success;
      if (!whole) report.incomplete.push(`${table} ${key}: ${JSON.stringify(row)}`);
    }
  }

  for (const outcome of acknowledged(outcomes)) {
    const { key, table } = outcome.submission;
    if (storedIds.get(key) !== outcome.id) {
      report.lost.push(`${table} ${key} (answered id ${outcome.id})`);
    }
  }
  return report;
}
