import { createHmac } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { somethingWentWrong } from '#content/form-notices.ts';
import { formPostFields } from '#schemas/forms/form-markup.ts';
import { postedPrivacyValues, privacyFields } from '#schemas/privacy/privacy-consent.ts';
import {
  honeypotField,
  isSubmissionTable,
  submissionForms,
  submissionKeyPattern,
  type SubmissionFormDefinition,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import { closedFormPage, openFormPage, type FormOutcome } from '#server/pages/form-outcome-page.ts';
import { clientOf } from '#server/http/rate-limit.ts';
import { isForeignOrigin } from '#server/http/request-origin.ts';
import {
  pageContentSecurityPolicy,
  type PageFinder,
  type StaticSite,
} from '#server/pages/static-site.ts';
import type { ArrivedForm, Reception } from '#server/applications/submission-intake.ts';
import { checkTheFieldsMessage, rateLimitedMessage } from './submission-routes.ts';

/** What a urlencoded body is once read: each name's value, or its values when repeated. */
type PostedBody = Record<string, string | string[] | undefined>;

const unreadableMessage = 'The form could not be read. Please reload the page and try again.';

function one(body: PostedBody, name: string): string | undefined {
  const value = body[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The form's values as the JSON API gets them: its fields (a checkbox ticked or not), its context,
 * and the privacy notice it showed with her consent.
 */
function postedValues(table: SubmissionTable, body: PostedBody) {
  const { fields, context } = submissionForms[table] as SubmissionFormDefinition;
  const values: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      field.kind === 'checkbox' ? body[name] !== undefined : (one(body, name) ?? ''),
    ]),
  );
  const fixed = Object.fromEntries(
    Object.keys(context).map((name) => [name, one(body, name) ?? '']),
  );
  const privacy = postedPrivacyValues((name) => one(body, name));
  return { values: { ...values, ...fixed, ...privacy }, context: fixed };
}

/**
 * The form fill's key: the one the page's first script set, or, without any script, one made of
 * what was sent and the day, so a resend of the same fill that day (a refresh of the answer, a
 * second press) finds the row the first one stored.
 */
function keyOf(secret: string, table: SubmissionTable, body: PostedBody, values: object): string {
  const given = one(body, formPostFields.key);
  if (given && submissionKeyPattern.test(given)) return given;
  const day = new Date().toISOString().slice(0, 10);
  const sorted = Object.entries(values).sort(([a], [b]) => a.localeCompare(b));
  return createHmac('sha256', secret)
    .update(`form-without-scripts\n${table}\n${day}\n${JSON.stringify(sorted)}`)
    .digest('base64url');
}

/** A page that needs nothing else, for a post no page of this site sends. */
function plainAnswer(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<meta name="color-scheme" content="light dark"><title>Form not sent</title></head>' +
        `<body><p>${message}</p></body></html>`,
    );
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
 * (docs/product/rules.md#forms-without-scripts). The same reception as the JSON API (schema,
 * per-client limit, honeypot, exactly-once key, mails); the answer is the page again, without its
 * scripts, with the acknowledgement in the form's place, or the form with everything typed, each
 * field's error and what went wrong. Only this site's own pages may send it.
 */
export async function pageFormRoutes(
  app: FastifyInstance,
  {
    site,
    rendered,
    receive,
    appSecret,
  }: {
    site: StaticSite;
    /** The pages rendered from the stored events (server/pages/rendered-pages.ts). */
    rendered?: PageFinder;
    receive: (form: ArrivedForm) => Promise<Reception>;
    appSecret: string;
  },
) {
  await app.register(formbody);

  const findPage = async (pathname: string) => {
    const file = site.find(pathname);
    if (file) return file;
    const found = await rendered?.(pathname);
    return found?.kind === 'page' ? found.file : undefined;
  };

  app.post('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = pathname.startsWith('/api') ? undefined : await findPage(pathname);
    if (!page?.contentType.startsWith('text/html')) return reply.callNotFound();
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
      return plainAnswer(reply, 415, unreadableMessage);
    }
    if (isForeignOrigin(request)) {
      return plainAnswer(reply, 403, "This form can only be sent from this site's own pages.");
    }
    const body = (request.body ?? {}) as PostedBody;
    const table = one(body, formPostFields.table);
    if (!table || !isSubmissionTable(table)) return plainAnswer(reply, 400, unreadableMessage);
    const { values, context } = postedValues(table, body);
    const pageHtml = page.body.toString('utf8');
    const formPage = openFormPage(pageHtml, table, context);
    if (!formPage) {
      // The event takes no applications: its page says so, and why, in the form's place.
      const closed = closedFormPage(pageHtml);
      return closed === undefined
        ? plainAnswer(reply, 400, unreadableMessage)
        : sendPage(reply, 409, closed);
    }

    let status: number;
    let outcome: FormOutcome;
    try {
      const reception = await receive({
        table,
        key: keyOf(appSecret, table, body, values),
        values,
        honeypot: one(body, honeypotField),
        client: clientOf(request.ip),
      });
      status = statusOf[reception.kind];
      outcome = outcomeOf(reception, values);
      if (reception.kind === 'refused') {
        reply.header('retry-after', String(reception.retryAfterSeconds));
      }
    } catch (error) {
      // Nothing was stored: the form comes back with everything typed, to send again later.
      request.log.error({ err: error }, 'a form sent without scripts could not be stored');
      status = 500;
      outcome = {
        kind: 'not-accepted',
        values,
        fieldErrors: {},
        message: [somethingWentWrong.title, somethingWentWrong.description].join('. '),
      };
    }
    return sendPage(reply, status, formPage.answer(outcome));
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
