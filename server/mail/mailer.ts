import type { FastifyBaseLogger } from 'fastify';
import { siteConfig } from '#content/site.ts';
import {
  isSubmissionTable,
  type SubmissionTable,
  type SubmissionValues,
} from '#schemas/submission-forms.ts';
import type { Database, Executor } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import { findSubmission, formValuesOf } from '#server/submissions.ts';
import { queueMails, storedHeadline, type OutboxRow } from './outbox.ts';
import { submissionMailHeadlines, submissionMails, type MailDraft } from './submission-mails.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { MailNotRenderable, startMailWorker, type MailWorker } from './worker.ts';

export type Mailer = {
  /** Queues a stored submission's mails; call it inside the submission's transaction. */
  queueSubmissionMails: <T extends SubmissionTable>(
    executor: Executor,
    table: T,
    id: number,
    values: SubmissionValues<T>,
  ) => Promise<number>;
  /**
   * Queues the confirmation of row `id` again, unless one was queued for it in the last day
   * (a second application to the same event: issue 19). Returns how many mails it queued.
   */
  requeueConfirmation: (executor: Executor, table: SubmissionTable, id: number) => Promise<number>;
  /** Tells the worker mails were queued (after the transaction committed). */
  wake: () => void;
  stop: () => Promise<void>;
};

export type MailerOptions = {
  env: Env['mail'];
  database: Database;
  log: FastifyBaseLogger;
  /** Tests may send through their own transport; the environment's otherwise. */
  transport?: MailTransport;
  idlePollMs?: number;
};

const oneDayMs = 24 * 60 * 60 * 1000;

/** The Message-IDs' and calendar UIDs' domain: the site's own. */
export const mailDomain = new URL(siteConfig.siteUrl).hostname.replace(/^www\./, '');

/**
 * A queued mail, rendered from its submission as it is now: to the addresses and under the
 * subject it was queued with (so a changed ORGANISER_EMAIL does not redirect a queued notice).
 */
async function renderQueued(executor: Executor, row: OutboxRow): Promise<MailDraft> {
  const headline = storedHeadline(row);
  const table = row.submission_table;
  const stored = isSubmissionTable(table)
    ? await findSubmission(executor, table, row.submission_id)
    : undefined;
  if (!isSubmissionTable(table) || !stored) {
    throw new MailNotRenderable(
      `The row this mail belongs to (${table} ${row.submission_id}) no longer exists.`,
    );
  }
  const settings = { organiserEmail: headline.to.address, siteUrl: siteConfig.siteUrl };
  const mail = submissionMails(
    table,
    row.submission_id,
    formValuesOf(table, stored),
    settings,
  ).find((draft) => draft.kind === headline.kind);
  if (!mail) throw new MailNotRenderable(`The row no longer gives a ${headline.kind} mail.`);
  return { ...mail, to: headline.to, replyTo: headline.replyTo, subject: headline.subject };
}

/** The outbox's writer and its worker, as the server runs them (server/app.ts). */
export function startMailer({ env, database, log, transport, idlePollMs }: MailerOptions): Mailer {
  const sender = transport ?? createMailTransport(env.transport);
  log.info({ event: 'mail', transport: sender.description }, 'mail goes to %s', sender.description);
  const worker: MailWorker = startMailWorker({
    database,
    transport: sender,
    render: renderQueued,
    from: env.from,
    log,
    maxAttempts: env.maxAttempts,
    maxDelayMs: env.retryMaxDelayMs,
    idlePollMs,
  });
  const settings = { organiserEmail: env.organiserEmail, siteUrl: siteConfig.siteUrl };
  return {
    queueSubmissionMails: async (executor, table, id, values) => {
      const mails = submissionMailHeadlines(table, id, values, settings);
      await queueMails(executor, { table, id }, mails, { domain: mailDomain });
      return mails.length;
    },
    requeueConfirmation: async (executor, table, id) => {
      const latest = await executor.db
        .selectFrom('mail_outbox')
        .select('created_at')
        .where('submission_table', '=', table)
        .where('submission_id', '=', id)
        .where('kind', '=', 'confirmation')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (latest && Date.parse(latest.created_at) > Date.now() - oneDayMs) return 0;
      const stored = await findSubmission(executor, table, id);
      if (!stored) return 0;
      const mails = submissionMailHeadlines(
        table,
        id,
        formValuesOf(table, stored),
        settings,
      ).filter((mail) => mail.kind === 'confirmation');
      await queueMails(executor, { table, id }, mails, { domain: mailDomain });
      return mails.length;
    },
    wake: worker.wake,
    stop: async () => {
      await worker.stop();
      sender.close();
    },
  };
}
