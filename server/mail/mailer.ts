import type { FastifyBaseLogger } from 'fastify';
import { siteConfig } from '#content/site.ts';
import {
  isSubmissionTable,
  type SubmissionTable,
  type SubmissionValues,
} from '#schemas/submission-forms.ts';
import type { Database, Executor } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import { eventPageOf } from '#content/event-pages.ts';
import { eventCapacity } from '#server/admin/capacity.ts';
import { findSubmission, formValuesOf } from '#server/submissions.ts';
import { withdrawUrl } from '#server/withdrawals.ts';
import {
  decisionMailBody,
  decisionMailHeadline,
  isDecisionStatus,
  withdrawalNoticeBody,
  withdrawalNoticeHeadline,
} from './decision-mails.ts';
import { confirmationsOverCap, type ConfirmationCap } from './confirmation-cap.ts';
import { mailDomain, queueMails, storedHeadline, type OutboxRow } from './outbox.ts';
import { queueSubmissionMails } from './queue-submission-mails.ts';
import {
  submissionMails,
  type MailBody,
  type MailDraft,
  type MailHeadline,
  type MailSettings,
} from './submission-mails.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { MailNotRenderable, startMailWorker, type MailWorker } from './worker.ts';

export type Mailer = {
  /**
   * Queues a stored submission's mails (queue-submission-mails.ts) with this server's settings;
   * call it inside the submission's transaction.
   */
  queueSubmissionMails: <T extends SubmissionTable>(
    executor: Executor,
    table: T,
    id: number,
    values: SubmissionValues<T>,
  ) => Promise<number>;
  /**
   * Queues the mails telling applicants of the organiser's decision (approval, waitlist,
   * decline), one per `status_changes` row; call it in the decision's transaction.
   */
  queueDecisionMails: (
    executor: Executor,
    table: SubmissionTable,
    changes: readonly DecisionChange[],
  ) => Promise<number>;
  /**
   * Queues the organiser's notice that row `id` (stored as `row`) was withdrawn, telling of its
   * `status_changes` row.
   */
  queueWithdrawalNotice: (
    executor: Executor,
    table: SubmissionTable,
    id: number,
    row: Record<string, unknown>,
    statusChangeId: number,
  ) => Promise<number>;
  /** Tells the worker mails were queued (after the transaction committed). */
  wake: () => void;
  stop: () => Promise<void>;
};

/** One row's status change, as changeStatus stored it. */
export type DecisionChange = {
  id: number;
  row: Record<string, unknown>;
  status: string;
  statusChangeId: number;
};

export type MailerOptions = {
  env: Env['mail'];
  /** Signs the withdraw links (server/app-secret.ts). */
  appSecret: string;
  /** Confirmations per address per day (confirmation-cap.ts). */
  confirmationCap: ConfirmationCap;
  database: Database;
  log: FastifyBaseLogger;
  /** Tests may send through their own transport; the environment's otherwise. */
  transport?: MailTransport;
  idlePollMs?: number;
};

async function statusChangeOf(executor: Executor, headline: MailHeadline) {
  const change =
    headline.statusChangeId === undefined
      ? undefined
      : await executor.db
          .selectFrom('status_changes')
          .select(['from_status', 'to_status', 'message'])
          .where('id', '=', headline.statusChangeId)
          .executeTakeFirst();
  if (!change) throw new MailNotRenderable('The status change this mail tells of is not kept.');
  return change;
}

/** The body of a queued mail of row `id`, from the row and the change as they are now. */
async function bodyOf(
  executor: Executor,
  headline: MailHeadline,
  table: SubmissionTable,
  id: number,
  stored: Record<string, unknown>,
  settings: MailSettings,
): Promise<MailBody> {
  const values = formValuesOf(table, stored);
  if (headline.kind === 'withdrawal-notice') {
    const change = await statusChangeOf(executor, headline);
    const page = eventPageOf(table, stored);
    return withdrawalNoticeBody({
      table,
      id,
      values,
      was: change.from_status,
      capacity: page ? await eventCapacity(executor, page) : undefined,
      siteUrl: settings.siteUrl,
    });
  }
  if (headline.kind === 'approval' || headline.kind === 'waitlist' || headline.kind === 'decline') {
    const change = await statusChangeOf(executor, headline);
    if (!isDecisionStatus(change.to_status)) {
      throw new MailNotRenderable(`A ${change.to_status} change gives no decision mail.`);
    }
    return decisionMailBody({
      table,
      id,
      values,
      status: change.to_status,
      message: change.message,
      siteUrl: settings.siteUrl,
      withdrawUrl: settings.withdrawUrl,
    });
  }
  const mail = submissionMails(table, id, values, settings).find(
    (draft) => draft.kind === headline.kind,
  );
  if (!mail) throw new MailNotRenderable(`The row no longer gives a ${headline.kind} mail.`);
  return mail;
}

/**
 * A queued mail, rendered from its row as it is now: to the addresses and under the subject it
 * was queued with (so a changed ORGANISER_EMAIL does not redirect a queued notice). Its withdraw
 * link is signed from the time it was queued, so every attempt sends the same link.
 */
function queuedMailRenderer(appSecret: string) {
  return async (executor: Executor, row: OutboxRow): Promise<MailDraft> => {
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
    const settings: MailSettings = {
      organiserEmail: headline.to.address,
      siteUrl: siteConfig.siteUrl,
      withdrawUrl: await withdrawUrl(
        appSecret,
        siteConfig.siteUrl,
        { table, id: row.submission_id },
        Date.parse(row.created_at),
      ),
    };
    const body = await bodyOf(executor, headline, table, row.submission_id, stored, settings);
    return { ...body, ...headline };
  };
}

/** The outbox's writer and its worker, as the server runs them (server/app.ts). */
export function startMailer({
  env,
  appSecret,
  confirmationCap,
  database,
  log,
  transport,
  idlePollMs,
}: MailerOptions): Mailer {
  const sender = transport ?? createMailTransport(env.transport);
  log.info({ event: 'mail', transport: sender.description }, 'mail goes to %s', sender.description);
  const worker: MailWorker = startMailWorker({
    database,
    transport: sender,
    render: queuedMailRenderer(appSecret),
    withhold: (rows) => confirmationsOverCap(database, confirmationCap, rows),
    from: env.from,
    log,
    maxAttempts: env.maxAttempts,
    maxDelayMs: env.retryMaxDelayMs,
    idlePollMs,
  });
  const settings = { organiserEmail: env.organiserEmail, siteUrl: siteConfig.siteUrl };

  return {
    queueSubmissionMails: (executor, table, id, values) =>
      queueSubmissionMails(executor, settings, table, id, values),
    queueDecisionMails: async (executor, table, changes) => {
      const mails = changes.flatMap((change) => {
        if (!isDecisionStatus(change.status)) return [];
        const headline = decisionMailHeadline(
          table,
          formValuesOf(table, change.row),
          change.status,
          change.statusChangeId,
        );
        return headline ? [{ submission: { table, id: change.id }, mail: headline }] : [];
      });
      await queueMails(executor, mails, { domain: mailDomain });
      return mails.length;
    },
    queueWithdrawalNotice: async (executor, table, id, row, statusChangeId) => {
      const headline = withdrawalNoticeHeadline(
        table,
        formValuesOf(table, row),
        env.organiserEmail,
        statusChangeId,
      );
      if (!headline) return 0;
      await queueMails(executor, [{ submission: { table, id }, mail: headline }], {
        domain: mailDomain,
      });
      return 1;
    },
    wake: worker.wake,
    stop: async () => {
      await worker.stop();
      sender.close();
    },
  };
}
