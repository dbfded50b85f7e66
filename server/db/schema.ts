import type { Generated } from 'kysely';
import type { Engine } from './database.ts';

/**
 * Table types (SPEC.md section 3 and DECISIONS.md). Every submission table also has
 * `submission_key`, the client-generated key that makes a resubmission store one row.
 * Booleans are stored as 0/1 on SQLite and read back through `toBoolean`.
 * `created_at` is an ISO-8601 UTC string on both engines.
 */

type Submission = {
  id: Generated<number>;
  submission_key: string;
  created_at: Generated<string>;
};

export type StoredBoolean = boolean | number;

export type EventRegistrationsTable = Submission & {
  full_name: string;
  job_title: string;
  company: string;
  email: string;
  linkedin_url: string;
  why_attend: string;
  lead_session: StoredBoolean;
  event_name: string;
};

export type VirtualEventRegistrationsTable = Submission & {
  full_name: string;
  job_title: string;
  company: string;
  email: string;
  linkedin_url: string;
  why_attend: string;
  lead_session: StoredBoolean;
  event_name: string;
  event_date: string;
};

export type PartnershipEnquiriesTable = Submission & {
  name: string;
  company: string;
  email: string;
  message: string;
};

export type RetreatApplicationsTable = Submission & {
  full_name: string;
  job_title: string;
  company: string;
  email: string;
  linkedin_url: string;
  why_apply: string;
  event_name: string;
};

export type LeadershipLabsApplicationsTable = Submission & {
  full_name: string;
  job_title: string;
  company: string;
  email: string;
  linkedin_url: string;
  current_goals: string;
};

export type PrivateEveningApplicationsTable = Submission & {
  full_name: string;
  job_title: string;
  company: string;
  email: string;
  linkedin_url: string;
  why_interested: string;
  current_challenges: string;
};

export type PrivateInviteRequestsTable = Submission & {
  name: string;
  email: string;
  role: string;
  company: string;
  challenge: string;
  newsletter: StoredBoolean;
};

export type EnquiriesTable = Submission & {
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  /** What was clicked, for example `summit:ticket:vip`. */
  tag: string;
};

export type AdminUsersTable = {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
};

export type AdminSessionsTable = {
  id: Generated<number>;
  /** SHA-256 of the session id held in the cookie; the id itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: Generated<string>;
  last_seen_at: string;
  expires_at: string;
};

/** One fixed-window counter (server/rate-limit.ts). */
export type RateLimitsTable = {
  /** HMAC-SHA-256 hex of `scope`, `key` under the app secret; never the address or email. */
  bucket: string;
  /** Epoch milliseconds. */
  window_started_at: number;
  hits: number;
};

/** A secret the server made itself, shared by every instance (server/app-secret.ts). */
export type AppSecretsTable = {
  name: string;
  value: string;
};

export type DatabaseSchema = {
  event_registrations: EventRegistrationsTable;
  virtual_event_registrations: VirtualEventRegistrationsTable;
  partnership_enquiries: PartnershipEnquiriesTable;
  retreat_applications: RetreatApplicationsTable;
  leadership_labs_applications: LeadershipLabsApplicationsTable;
  private_evening_applications: PrivateEveningApplicationsTable;
  private_invite_requests: PrivateInviteRequestsTable;
  enquiries: EnquiriesTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  rate_limits: RateLimitsTable;
  app_secrets: AppSecretsTable;
};

export function toBoolean(value: StoredBoolean): boolean {
  return value === true || value === 1;
}

/** `Row` with its booleans as either engine stores them. */
export type StoredRow<Row> = {
  [Key in keyof Row]: Row[Key] extends boolean ? StoredBoolean : Row[Key];
};

/** A row as the engine stores it: better-sqlite3 cannot bind booleans, so SQLite gets 0/1. */
export function toStoredRow<Row extends Record<string, unknown>>(
  engine: Engine,
  row: Row,
): StoredRow<Row> {
  if (engine !== 'sqlite') return row as StoredRow<Row>;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? Number(value) : value,
    ]),
  ) as StoredRow<Row>;
}
