import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { isSubmissionTable, type SubmissionTable } from '#schemas/submission-forms.ts';
import type { EventRecord } from '#schemas/event-record.ts';
import type { Database } from '#server/db/database.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { MediaStorage } from '#server/media/media-storage.ts';
import type { RenderMail } from '#server/mail/worker.ts';
import type { StaticFile } from '#server/static-site.ts';

/** What the admin's route groups share with server/routes/admin-routes.ts. */
export type AdminRouteContext = {
  database: Database;
  /** Woken once a change that queued mail has committed; renders a mail not yet sent to read. */
  mailWorker: Pick<Mailer, 'wake' | 'renderNow'>;
  /** How this server renders a queued mail (server/mail/mailer.ts `mailRenderer`). */
  renderMail: RenderMail;
  /** Where the organiser's notices of released submissions go (ORGANISER_EMAIL). */
  organiserEmail: string | undefined;
  /** Where the uploaded photos are kept (server/media/). */
  mediaStorage: MediaStorage;
  requireSession: preHandlerAsyncHookHandler;
  /** 400 naming each unusable parameter. */
  refuseFields: (reply: FastifyReply, error: z.ZodError) => FastifyReply;
  wholeNumber: (min: number, max: number) => z.ZodType<number, unknown>;
  rowId: z.ZodType<number, string>;
  /** An event's page as it would read, for the organiser (server/rendered-pages.ts). */
  previewEvent?: (record: EventRecord) => Promise<StaticFile>;
  /** The server's clock (tests move it): what the retention forecast counts from. */
  now: () => Date;
  /** Whether this server runs the daily retention job (RETENTION_JOB). */
  retentionJob: boolean;
};

export type RowRequest = FastifyRequest<{ Params: { table: string; id: string } }>;

/** The row `/tables/:table/rows/:id` names, or undefined once it has answered 404/400. */
export function rowOf(
  request: RowRequest,
  reply: FastifyReply,
  { rowId, refuseFields }: Pick<AdminRouteContext, 'rowId' | 'refuseFields'>,
): { table: SubmissionTable; id: number } | undefined {
  const { table } = request.params;
  if (!isSubmissionTable(table)) {
    reply.code(404).send({ error: 'not_found' });
    return undefined;
  }
  const params = z.object({ id: rowId }).safeParse({ id: request.params.id });
  if (!params.success) {
    refuseFields(reply, params.error);
    return undefined;
  }
  return { table, id: params.data.id };
}
