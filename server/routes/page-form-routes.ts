import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { somethingWentWrong } from '#content/form-notices.ts';
import { formPostFields } from '#schemas/forms/form-markup.ts';
import type { FormOutcome, PageFormReception } from '#schemas/forms/form-answer.ts';
import { postedPrivacyValues, privacyFields } from '#schemas/privacy/privacy-consent.ts';
import {
  honeypotField,
  isSubmissionTable,
  submissionForms,
  submissionKeyPattern,
  type SubmissionFormDefinition,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import { clientOf } from '#server/http/rate-limit.ts';
import { sendPlainPage } from '#server/http/plain-page.ts';
import { isForeignOrigin } from '#server/http/request-origin.ts';
import type { RenderedPages } from '#server/pages/rendered-pages.ts';
import { pageContentSecurityPolicy } from '#server/pages/static-site.ts';
import type { ArrivedForm, Reception } from '#server/applications/submission-intake.ts';
import { checkTheFieldsMessage, rateLimitedMessage } from './submission-routes.ts';

const unreadableMessage = 'The form could not be read. Please reload the page and try again.';

function one(posted: FormData, name: string): string | undefined {
  const value = posted.get(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The form's values as the JSON API gets them: its fields (a checkbox ticked or not), its context,
 * and the privacy notice it showed with her consent.
 */
function postedValues(table: SubmissionTable, posted: FormData) {
  const { fields, context } = submissionForms[table] as SubmissionFormDefinition;
  const values: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      field.kind === 'checkbox' ? posted.has(name) : (one(posted, name) ?? ''),
    ]),
  );
  const fixed = Object.fromEntries(
    Object.keys(context).map((name) => [name, one(posted, name) ?? '']),
  );
  const privacy = postedPrivacyValues((name) => one(posted, name));
  return { ...values, ...fixed, ...privacy };
}

/**
 * The form fill's key: the one the page's first script set, or, without any script, one made of
 * what was sent and the day, so a resend of the same fill that day (a refresh of the answer, a
 * second press) finds the row the first one stored.
 */
function keyOf(secret: string, table: SubmissionTable, posted: FormData, values: object): string {
  const given = one(posted, formPostFields.key);
  if (given && submissionKeyPattern.test(given)) return given;
  const day = new Date().toISOString().slice(0, 10);
  const sorted = Object.entries(values).sort(([a], [b]) => a.localeCompare(b));
  return createHmac('sha256', secret)
    .update(`form-without-scripts\n${table}\n${day}\n${JSON.stringify(sorted)}`)
    .digest('base64url');
}

/** The plain page (server/http/plain-page.ts) for a post no page of this site sends. */
function plainAnswer(reply: FastifyReply, status: number, message: string) {
  return sendPlainPage(reply, status, { title: 'Form not sent', message });
}

function outcomeOf(reception: Reception, values: Record<string, unknown>): FormOutcome {
  switch (reception.kind) {
    case 'invalid':
      return {
        kind: 'not-accepted',
        values,
        fieldErrors: reception.fieldErrors,
        // An unknown notice belongs to no field: its error is the form's message.
        message: reception.fieldErrors[privacyFields.notice] ?? checkTheFieldsMessage,
      };
    case 'not-open':
      return { kind: 'not-accepted', values, fieldErrors: {}, message: reception.message };
    case 'refused':
      return {
        kind: 'not-accepted',
        values,
        fieldErrors: {},
        message: rateLimitedMessage(reception.retryAfterSeconds),
      };
    case 'duplicate':
      return { kind: 'already-in' };
    default:
      return {
        kind: 'received',
        confirmationTo: typeof values.email === 'string' ? values.email : undefined,
      };
  }
}

const statusOf: Record<Reception['kind'], number> = {
  invalid: 400,
  'not-open': 409,
  refused: 429,
  stored: 200,
  'stored-before': 200,
  duplicate: 200,
};

/**
 * POST to a page's own address: its form sent without scripts
 * (docs/product/rules.md#forms-without-scripts). Only this site's own pages may send it. The page's
 * action (app/features/forms/page-form-action.ts) takes a form it holds to the same reception as
 * the JSON API (schema, per-client limit, honeypot, exactly-once key, mails); the answer is the
 * page again, without its scripts, with the acknowledgement in the form's place, or the form with
 * everything typed, each field's error and what went wrong.
 */
export async function pageFormRoutes(
  app: FastifyInstance,
  {
    rendered,
    receive,
    appSecret,
  }: {
    /** The pages as the pages' server bundle renders them (server/pages/rendered-pages.ts). */
    rendered: RenderedPages;
    receive: (form: ArrivedForm) => Promise<Reception>;
    appSecret: string;
  },
) {
  // The body as sent, for the page's action to read as the browser's form data: no record of
  // names in between (the server's body limit applies as to every request).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );

  app.post('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api') || !rendered.isPage(pathname)) return reply.callNotFound();
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
      return plainAnswer(reply, 415, unreadableMessage);
    }
    if (isForeignOrigin(request)) {
      return plainAnswer(reply, 403, "This form can only be sent from this site's own pages.");
    }
    const body = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const table = body.get(formPostFields.table);
    if (!table || !isSubmissionTable(table) || !rendered.takesForms(pathname)) {
      return plainAnswer(reply, 400, unreadableMessage);
    }

    const reception: PageFormReception = async (form, posted) => {
      const values = postedValues(form.table, posted);
      try {
        const received = await receive({
          table: form.table,
          key: keyOf(appSecret, form.table, posted, values),
          values,
          honeypot: one(posted, honeypotField),
          client: clientOf(request.ip),
        });
        // Said on the answer here: the router keeps an action's headers only for a route that
        // asks for them.
        if (received.kind === 'refused') {
          reply.header('retry-after', String(received.retryAfterSeconds));
        }
        return { status: statusOf[received.kind], outcome: outcomeOf(received, values) };
      } catch (error) {
        // Nothing was stored: the form comes back with everything typed, to send again later.
        request.log.error({ err: error }, 'a form sent without scripts could not be stored');
        return {
          status: 500,
          outcome: {
            kind: 'not-accepted',
            values,
            fieldErrors: {},
            message: [somethingWentWrong.title, somethingWentWrong.description].join('. '),
          },
        };
      }
    };
    const answer = await rendered.answerForm(pathname, body, reception);
    if (!answer) return plainAnswer(reply, 400, unreadableMessage);
    return sendPage(reply, answer.status, answer.html);
  });
}

/** A page answering a form: never kept, its own inline styles allowed. */
function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', pageContentSecurityPolicy(html))
    .type('text/html; charset=utf-8')
    .send(html);
}
