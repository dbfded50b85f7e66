import { z } from 'zod';
import type { AdminMailAttempt, AdminMailStatus } from '#schemas/mail/admin-mail.ts';
import { submissionTables, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';

/**
 * The admin's People place (docs/decisions/046-the-people-place.md, docs/product/screens.md#people):
 * what the organiser finds for one email address, the JSON file she exports of it, and the
 * erasure she confirms. Shared by the server, which answers and erases, and the admin screen.
 */

// In the browser, no generated code: zod would otherwise probe for eval(), which the site's CSP
// refuses (as schemas/forms/submission-schemas.ts does for the forms).
if (typeof document !== 'undefined') z.config({ jitless: true });

/** The longest address SMTP carries (RFC 5321): anything longer is no one's. */
const addressMax = 254;

export const personEmailError = 'Please enter an email address, like ada@example.com.';

/** The address to look for, as the body of every People request carries it (never the URL). */
export const PersonEmailSchema = z
  .string({ error: personEmailError })
  .trim()
  .min(1, { error: personEmailError })
  .max(addressMax, { error: `Must be at most ${addressMax} characters.` })
  .pipe(z.email({ error: personEmailError }));

export const PersonLookupSchema = z.object({ email: PersonEmailSchema });

/**
 * One value of a row, under the label the admin gives its column
 * (schemas/applications/admin-views.ts).
 */
export type PersonField = { key: string; label: string; value: string | boolean | null };

/** One row of hers in one submission table. */
export type PersonEntry = {
  table: SubmissionTable;
  /** The admin view's title: "Event Registrations", "Leadership Labs"... */
  form: string;
  id: number;
  /** The event it is for, by its title; null for an enquiry. */
  event: string | null;
  status: string;
  suspectedSpam: boolean;
  createdAt: string;
  statusChangedAt: string | null;
  /** The privacy notice version shown on the form, and when (docs/decisions/042). */
  privacyNoticeVersion: string | null;
  privacyNoticeAt: string | null;
  fields: PersonField[];
};

/** One decision on one of her rows: who changed its status, when, and the message to her. */
export type PersonDecision = {
  table: SubmissionTable;
  rowId: number;
  from: string;
  to: string;
  /** The organiser's account; null when she withdrew herself. */
  by: string | null;
  cause: string | null;
  message: string | null;
  at: string;
};

/** One mail in the outbox that is hers or about her. Times are ISO-8601. */
export type PersonMail = {
  id: number;
  table: string;
  rowId: number;
  kind: string;
  recipient: string;
  subject: string;
  status: AdminMailStatus;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastAttemptAt: string | null;
};

/** `POST /api/admin/people/lookup`: everything held for the address. */
export type PersonRecordsView = {
  /** The address as the server looked for it: trimmed and lowercased. */
  address: string;
  entries: PersonEntry[];
  history: PersonDecision[];
  mails: PersonMail[];
};

/** What a mail's recipient received, as the mail server accepted it (kept since migration 014). */
export type PersonMailBody = {
  from: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
};

export type PersonMailAttempt = {
  at: string;
  outcome: AdminMailAttempt['outcome'];
  error: string | null;
};

/**
 * The file `POST /api/admin/people/export` downloads (docs/product/data.md#a-persons-export).
 * `format` and `version` name this shape; a change of it is a new version.
 */
export type PersonExport = {
  format: 'wlai-person-export';
  version: 1;
  exportedAt: string;
  address: string;
  entries: PersonEntry[];
  history: PersonDecision[];
  mails: (PersonMail & {
    /** The body as sent; null while not sent, or for a mail sent before bodies were kept. */
    body: PersonMailBody | null;
    attemptLog: PersonMailAttempt[];
  })[];
};

/** What the organiser saw and confirms to erase: her rows per table, and the mails. */
export const PersonConfirmationSchema = z.object({
  rows: z
    .array(
      z.object({
        table: z.enum(submissionTables, { error: 'Must be a submission table.' }),
        id: z.number().int().positive(),
      }),
    )
    .max(10_000),
  mails: z.array(z.number().int().positive()).max(10_000),
});
export type PersonConfirmation = z.infer<typeof PersonConfirmationSchema>;

export const PersonErasureSchema = z.object({
  email: PersonEmailSchema,
  confirmation: PersonConfirmationSchema,
});

/** `POST /api/admin/people/erase`: what was erased (nothing when someone else erased it first). */
export type PersonErasure = {
  rows: number;
  mails: number;
  tables: Partial<Record<SubmissionTable, number>>;
};

/** What a lookup would erase, as the confirmation sends it back. */
export function confirmationOf(view: Pick<PersonRecordsView, 'entries' | 'mails'>) {
  return {
    rows: view.entries.map(({ table, id }) => ({ table, id })),
    mails: view.mails.map((mail) => mail.id),
  } satisfies PersonConfirmation;
}
