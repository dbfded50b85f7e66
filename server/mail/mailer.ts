import type { FastifyBaseLogger } from 'fastify';
import { siteConfig } from '#content/site.ts';
import type { Database, Executor } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { FormArrivals } from './form-arrivals.ts';
import { keptAttachments } from './mail-envelope.ts';
import { confirmationsOverCap, type ConfirmationCap } from './confirmation-cap.ts';
import { renderQueuedMail, type RenderContext } from './mail-renderers.ts';
import type { OutboxRow, SentBody } from './outbox.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { startMailWorker, type MailWorker, type RenderMail } from './worker.ts';

export type MailerOptions = {
  env: Env['mail'];
  /** Signs the withdraw links (server/app-secret.ts). */
  appSecret: string;
  /** Confirmations per address per day (confirmation-cap.ts). */
  confirmationCap: ConfirmationCap;
  /** An event's places as they stand, for the organiser's notice of a withdrawal. */
  eventCapacity: RenderContext['eventCapacity'];
  database: Database;
  log: FastifyBaseLogger;
  /** Tests may send through their own transport; the environment's otherwise. */
  transport?: MailTransport;
  idlePollMs?: number;
  /** Forms as they arrive: mail waits for a pause in them (worker.ts `pauseInForms`). */
  arrivals?: FormArrivals;
};

export type Mailer = MailWorker & {
  /**
   * A mail's body as this server would send it now, by the worker's own renderer and sender, in
   * the copy the site keeps (her links in words): the admin reads a mail not yet sent through it
   * (a sent one keeps the body it left with).
   */
  renderNow: (executor: Executor, row: OutboxRow) => Promise<SentBody>;
};

/**
 * How this server renders a queued mail: the worker before it sends, and the admin's preview of
 * a decision's mail (server/applications/decision-preview.ts), so both say the same.
 */
export function mailRenderer({
  appSecret,
  eventCapacity,
}: Pick<MailerOptions, 'appSecret' | 'eventCapacity'>): RenderMail {
  const context: RenderContext = { siteUrl: siteConfig.siteUrl, appSecret, eventCapacity };
  return (executor, row) => renderQueuedMail(executor, context, row);
}

/**
 * The outbox's worker as the server runs it (server/app.ts): sending through the environment's
 * transport, rendering each queued mail with this server's secret, holding back the
 * confirmations over their address's cap. The code that queues mail wakes it once its
 * transaction has committed.
 */
export function startMailer({
  env,
  appSecret,
  confirmationCap,
  eventCapacity,
  database,
  log,
  transport,
  idlePollMs,
  arrivals,
}: MailerOptions): Mailer {
  const sender = transport ?? createMailTransport(env.transport);
  log.info({ event: 'mail', transport: sender.description }, 'mail goes to %s', sender.description);
  const render = mailRenderer({ appSecret, eventCapacity });
  const worker = startMailWorker({
    database,
    transport: sender,
    render,
    withhold: (rows) => confirmationsOverCap(database, confirmationCap, rows),
    from: env.from,
    log,
    maxAttempts: env.maxAttempts,
    maxDelayMs: env.retryMaxDelayMs,
    idlePollMs,
    arrivals,
  });
  async function renderNow(executor: Executor, row: OutboxRow): Promise<SentBody> {
    const { kept, attachments } = await render(executor, row);
    return { from: env.from, ...kept, attachments: keptAttachments(attachments) };
  }
  return { ...worker, renderNow };
}
