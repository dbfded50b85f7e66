import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  CoverRefused,
  coverRefusals,
  coverUploadLimitBytes,
  storeCover,
} from '#server/media/cover-photos.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import { inTransaction } from '#server/db/database.ts';
import { answerError } from '#server/http/http-errors.ts';
import { adminRoute, type AdminRouteContext } from './admin-route-context.ts';

function refusePhoto(reply: FastifyReply, refusal: CoverRefused) {
  return reply
    .code(refusal.reason === 'too-large' ? 413 : 400)
    .send({ error: 'photo_refused', reason: refusal.reason, message: refusal.message });
}

/**
 * `POST /api/admin/media` (docs/decisions/040-cover-photos.md): the organiser's cover photo, its
 * bytes as the request's body (`fetch(url, { method: 'POST', body: file })`); whatever the
 * body's type says, the bytes decide. Answers `{ image, width, height }`: 201 when the photo is
 * new, 200 when the same photo was stored before. Each upload is kept in `admin_actions`.
 */
export function adminMediaRoutes(app: FastifyInstance, context: AdminRouteContext) {
  const { database, mediaStorage } = context;

  // A scope of its own: only this route reads a body of raw bytes, and a larger one.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: coverUploadLimitBytes },
      (_request, body, done) => done(null, body),
    );

    adminRoute(
      scope,
      'POST /media',
      {
        // Before the body is read: a stranger's 15 MB is refused unread.
        config: { access: 'change' },
        errorHandler: (error: FastifyError, request, reply) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
            return refusePhoto(reply, coverRefusals.tooLarge());
          }
          return answerError(error, request, reply);
        },
      },
      async (request, reply) => {
        const { body } = request;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          return refusePhoto(reply, coverRefusals.notAnImage());
        }
        let stored;
        try {
          stored = await storeCover(mediaStorage, body);
        } catch (error) {
          if (error instanceof CoverRefused) {
            request.log.info({ event: 'admin.media-upload', refused: error.reason }, 'refused');
            return refusePhoto(reply, error);
          }
          throw error;
        }
        const admin = request.adminSession!;
        await inTransaction(database, async (trx) => {
          await trx.db
            .insertInto('admin_actions')
            .values({ admin_email: admin.email, action: 'media.upload', media: stored.name })
            .execute();
          await recordAudit(trx, {
            actor: admin.email,
            action: 'event.cover-upload',
            target: 'media',
            details: { media: stored.name },
          });
        });
        request.log.info(
          { event: 'admin.media-upload', media: stored.name, adminId: admin.userId },
          'cover photo uploaded',
        );
        reply.code(stored.alreadyStored ? 200 : 201);
        return { image: stored.name, width: stored.width, height: stored.height };
      },
    );
  });
}
