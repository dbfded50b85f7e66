import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { mailStatuses } from '#schemas/mail/admin-mail.ts';
import {
  bodyToRead,
  findOutboxRow,
  listMails,
  mailCounts,
  mailsOfRow,
  readMail,
  retryMail,
} from '#server/mail/mail-listing.ts';
import {
  clearSuspicion,
  deleteSuspectedSpam,
  type Verdict,
} from '#server/applications/suspected-spam.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import { inTransaction } from '#server/db/database.ts';
import { adminRoute, rowOf, type AdminRouteContext } from './admin-route-context.ts';

/**
 * The policy of a mail's HTML part, read in the admin's sandboxed frame
 * (docs/decisions/034-mail-the-organiser-can-read.md): its own inline styles, pictures only as
 * data, nothing fetched, no script, no form, an origin of its own, framed only by this site.
 */
const mailHtmlPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

/**
 * The admin's mail and suspected-spam routes (docs/product/additions.md#mail and
 * #suspected-spam): the outbox, one mail to read, "Retry now", a person's mails, "Not spam" and
 * "Delete".
 */
export function adminMailRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, mailWorker, refuseFields, wholeNumber, rowId } = context;
  const MailQuery = z.object({
    status: z
      .enum(mailStatuses, {
        error: `Must be ${mailStatuses.slice(0, -1).join(', ')} or ${mailStatuses.at(-1)}.`,
      })
      .optional(),
    offset: wholeNumber(0, 2_147_483_647).default(0),
    limit: wholeNumber(1, 500).default(100),
  });
  const IdParams = z.object({ id: rowId });

  function answerVerdict(reply: FastifyReply, outcome: Verdict) {
    if (outcome.verdict === 'not-found') return reply.code(404).send({ error: 'not_found' });
    if (outcome.verdict === 'not-suspected') {
      return reply
        .code(409)
        .send({ error: 'conflict', message: 'This row is not marked as suspected spam.' });
    }
    // Released beside the same person's application to the same event ("Not spam" answers it
    // itself, typed by its endpoint; a deletion never releases a row).
    if (outcome.verdict === 'duplicate') {
      return reply.code(200).send({ duplicateOf: outcome.duplicateOf });
    }
    return reply.code(204).send();
  }

  adminRoute(app, 'GET /mail', { config: { access: 'read' } }, async (request, reply) => {
    const query = MailQuery.safeParse(request.query);
    if (!query.success) return refuseFields(reply, query.error);
    return listMails(database, query.data);
  });

  adminRoute(app, 'GET /mail/counts', { config: { access: 'read' } }, async () =>
    mailCounts(database),
  );

  adminRoute(app, 'GET /mail/:id', { config: { access: 'read' } }, async (request, reply) => {
    const params = IdParams.safeParse(request.params);
    if (!params.success) return refuseFields(reply, params.error);
    const reading = await readMail(database, params.data.id, mailWorker.renderNow);
    return reading ?? reply.code(404).send({ error: 'not_found' });
  });

  // The HTML part alone, for the reader's frame: the same body `/mail/:id` describes.
  adminRoute(app, 'GET /mail/:id/html', { config: { access: 'read' } }, async (request, reply) => {
    const params = IdParams.safeParse(request.params);
    if (!params.success) return refuseFields(reply, params.error);
    const row = await findOutboxRow(database, params.data.id);
    const body = row ? await bodyToRead(database, row, mailWorker.renderNow) : undefined;
    if (!body || 'unrenderable' in body) return reply.code(404).send({ error: 'not_found' });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', mailHtmlPolicy)
      .header('x-frame-options', 'SAMEORIGIN')
      .send(body.sent.html);
  });

  adminRoute(
    app,
    'POST /mail/:id/retry',
    { config: { access: 'change' } },
    async (request, reply) => {
      const params = IdParams.safeParse(request.params);
      if (!params.success) return refuseFields(reply, params.error);
      const { id } = params.data;
      const admin = request.adminSession!;
      const retried = await inTransaction(database, async (trx) => {
        if (!(await retryMail(trx, id))) return false;
        await trx.db
          .insertInto('admin_actions')
          .values({ admin_email: admin.email, action: 'mail.retry', mail_id: id })
          .execute();
        await recordAudit(trx, {
          actor: admin.email,
          action: 'mail.retry',
          target: 'mail_outbox',
          targetId: id,
          rowCount: 1,
        });
        return true;
      });
      if (!retried) {
        return reply
          .code(409)
          .send({ error: 'conflict', message: 'Only a failed mail can be retried.' });
      }
      request.log.info({ event: 'admin.mail-retry', mailId: id, adminId: admin.userId }, 'retry');
      mailWorker.wake();
      return reply.code(204).send();
    },
  );

  adminRoute(
    app,
    'GET /tables/:table/rows/:id/mails',
    { config: { access: 'read' } },
    async (request, reply) => {
      const row = rowOf(request, reply, context);
      if (!row) return reply;
      return { mails: await mailsOfRow(database, row.table, row.id) };
    },
  );

  adminRoute(
    app,
    'POST /tables/:table/rows/:id/not-spam',
    { config: { access: 'change' } },
    async (request, reply) => {
      const row = rowOf(request, reply, context);
      if (!row) return reply;
      const admin = request.adminSession!;
      const verdict = await clearSuspicion(database, context, admin, row.table, row.id);
      request.log.info(
        { event: 'admin.not-spam', table: row.table, rowId: row.id, outcome: verdict.verdict },
        'not spam',
      );
      // Released beside the same person's application to the same event: the screen says so.
      if (verdict.verdict === 'duplicate') return { duplicateOf: verdict.duplicateOf };
      return answerVerdict(reply, verdict);
    },
  );

  adminRoute(
    app,
    'DELETE /tables/:table/rows/:id',
    { config: { access: 'change' } },
    async (request, reply) => {
      const row = rowOf(request, reply, context);
      if (!row) return reply;
      const admin = request.adminSession!;
      const verdict = await deleteSuspectedSpam(database, admin, row.table, row.id);
      request.log.info(
        { event: 'admin.delete-spam', table: row.table, rowId: row.id, outcome: verdict.verdict },
        'delete suspected spam',
      );
      return answerVerdict(reply, verdict);
    },
  );
}
