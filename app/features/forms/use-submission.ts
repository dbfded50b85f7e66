import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { loadOnce } from '#app/lib/load-once.ts';
import { notify } from '#app/lib/notify.ts';
import { alreadyAppliedNotice, type FormNotices, type Notice } from '#content/form-notices.ts';
import { postedPrivacyValues } from '#schemas/privacy/privacy-consent.ts';
import {
  honeypotField,
  submissionForms,
  type FieldErrors,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import type * as SubmissionSchemas from '#schemas/forms/submission-schemas.ts';

/**
 * zod and the schemas, loaded when a visitor starts on a form rather than with the page
 * (docs/decisions/012-form-validation-loads-on-demand.md).
 */
const validation = loadOnce<typeof SubmissionSchemas>(
  () => import('#schemas/forms/submission-schemas.ts'),
);
export const loadValidation = () => validation.get();

export type SubmissionStatus = 'idle' | 'submitting';

/** What the form area says once the server has the submission, in place of the form. */
export type Acknowledgement = {
  notice: Notice;
  /** Where the confirmation mail goes; absent for a duplicate (nothing new is stored or sent). */
  confirmationTo?: string;
};

/** A key per form fill: a double click, a retry or a replay of the same fill stores one row. */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The visitor's values, read from the form by the table's field definitions, with the privacy
 * notice it shows and her consent.
 */
function readValues(table: SubmissionTable, form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const fields = submissionForms[table].fields as Record<string, { kind: string }>;
  return {
    ...Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        field.kind === 'checkbox' ? data.has(name) : String(data.get(name) ?? ''),
      ]),
    ),
    ...postedPrivacyValues((name) => data.get(name)?.toString()),
  };
}

/**
 * The one submission state machine (idle → submitting → idle) every form uses: validates with
 * the table's schema, posts once per form fill, resets on success, keeps values on failure,
 * shows the form's failure notices and puts server field errors beside their fields. A success is
 * said once, by the form area (`acknowledgement`), until `sendAnother` brings back the empty form. `prepare` (on the
 * form's first focus or input) starts loading the schemas so that a submit rarely waits for them.
 * NOTE: form values never reach the console (personal data); only the form and status do.
 */
export function useSubmission({
  table,
  context,
  notices,
  fieldErrors: givenErrors = {},
}: {
  table: SubmissionTable;
  context: Record<string, string>;
  notices: FormNotices;
  /** The errors the form comes with: the server's, for a form it refused without scripts. */
  fieldErrors?: FieldErrors;
}) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(givenErrors);
  const [acknowledgement, setAcknowledgement] = useState<Acknowledgement | null>(null);
  const submitting = useRef(false);
  const key = useRef<string | null>(null);

  function prepare() {
    // A failure here shows at submit, which tries again.
    if (!validation.loaded()) loadValidation().catch(() => {});
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    const form = event.currentTarget;
    const values = { ...readValues(table, form), ...context };
    try {
      let schemas = validation.loaded();
      if (!schemas) {
        // Only when the visitor was quicker than the download: say the form is on its way.
        setStatus('submitting');
        try {
          schemas = await loadValidation();
        } catch (error) {
          notify.error(notices.failed);
          console.error(
            `The ${table} form could not be checked:`,
            error instanceof Error ? error.name : 'unknown error',
          );
          return;
        }
      }

      const checked = schemas.checkSentForm(table, values);
      if (!checked.success) {
        const errors = checked.fieldErrors;
        // Rendered (and the fields enabled) now, so the first invalid field can take the focus.
        flushSync(() => {
          setFieldErrors(errors);
          setStatus('idle');
        });
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        return;
      }

      setStatus('submitting');
      await send(form, values);
    } finally {
      submitting.current = false;
      setStatus('idle');
    }
  }

  async function send(form: HTMLFormElement, values: Record<string, unknown>) {
    key.current ??= newSubmissionKey();
    const honeypot = new FormData(form).get(honeypotField);
    try {
      const response = await fetch(`/api/submissions/${table}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: key.current, values, [honeypotField]: honeypot ?? '' }),
      });
      // 200: the same person's application to this event was in already (nothing stored).
      if (response.status === 201 || response.status === 200) {
        form.reset();
        key.current = null;
        setFieldErrors({});
        const notice = response.status === 201 ? notices.success : alreadyAppliedNotice;
        // Said once, in the form's place (its heading takes the focus): no notice beside it,
        // and none of an earlier failure left over.
        notify.clear();
        setAcknowledgement({
          notice,
          confirmationTo:
            response.status === 201 && typeof values.email === 'string' ? values.email : undefined,
        });
        return;
      }
      const body = (await response.json().catch(() => null)) as {
        message?: string;
        fieldErrors?: FieldErrors;
      } | null;
      setFieldErrors(body?.fieldErrors ?? {});
      // A 429 says when to try again, a 409 that the event takes no more applications
      // (docs/product/rules.md#open-closed-past): the visitor needs that sentence, not the generic one.
      notify.error(
        (response.status === 429 || response.status === 409) && body?.message
          ? { ...notices.rejected, description: body.message }
          : notices.rejected,
      );
      console.error(`The ${table} form was not accepted (HTTP ${response.status}).`);
    } catch (error) {
      notify.error(notices.failed);
      console.error(
        `The ${table} form could not be sent:`,
        error instanceof Error ? error.name : 'unknown error',
      );
    }
  }

  return {
    status,
    fieldErrors,
    acknowledgement,
    sendAnother: () => setAcknowledgement(null),
    prepare,
    handleSubmit,
  };
}
