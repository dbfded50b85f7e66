import { useRef, useState, type FormEvent } from 'react';
import { notify } from '#app/lib/notify.ts';
import type { FormNotices, Notice } from '#content/form-notices.ts';
import {
  honeypotField,
  submissionForms,
  type FieldErrors,
  type SubmissionTable,
} from '#schemas/submission-forms.ts';

export type SubmissionStatus = 'idle' | 'submitting';

/** A key per form fill: a double click, a retry or a replay of the same fill stores one row. */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function show(kind: 'success' | 'error', notice: Notice, description = notice.description) {
  notify[kind](notice.title, description ? { description } : undefined);
}

/** The visitor's values, read from the form by the table's field definitions. */
function readValues(table: SubmissionTable, form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const fields = submissionForms[table].fields as Record<string, { kind: string }>;
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      field.kind === 'checkbox' ? data.has(name) : String(data.get(name) ?? ''),
    ]),
  );
}

/**
 * The one submission state machine (idle → submitting → idle) every form uses: validates with
 * the table's schema, posts once per form fill, resets on success, keeps values on failure,
 * shows the form's notices and puts server field errors beside their fields.
 * NOTE: form values never reach the console (personal data); only the form and status do.
 */
export function useSubmission({
  table,
  context,
  notices,
  onSuccess,
}: {
  table: SubmissionTable;
  context: Record<string, string>;
  notices: FormNotices;
  onSuccess?: () => void;
}) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const submitting = useRef(false);
  const key = useRef<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const form = event.currentTarget;
    const values = { ...readValues(table, form), ...context };

    const checked = submissionForms[table].schema.safeParse(values);
    if (!checked.success) {
      const errors: FieldErrors = {};
      for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
      setFieldErrors(errors);
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }

    submitting.current = true;
    setStatus('submitting');
    key.current ??= newSubmissionKey();
    const honeypot = new FormData(form).get(honeypotField);
    try {
      const response = await fetch(`/api/submissions/${table}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: key.current, values, [honeypotField]: honeypot ?? '' }),
      });
      if (response.status === 201) {
        form.reset();
        key.current = null;
        setFieldErrors({});
        show('success', notices.success);
        onSuccess?.();
        return;
      }
      const body = (await response.json().catch(() => null)) as {
        message?: string;
        fieldErrors?: FieldErrors;
      } | null;
      setFieldErrors(body?.fieldErrors ?? {});
      // A 429 says when to try again; the visitor needs that sentence, not the generic one.
      show('error', notices.rejected, response.status === 429 ? body?.message : undefined);
      console.error(`The ${table} form was not accepted (HTTP ${response.status}).`);
    } catch (error) {
      show('error', notices.failed);
      console.error(
        `The ${table} form could not be sent:`,
        error instanceof Error ? error.name : 'unknown error',
      );
    } finally {
      submitting.current = false;
      setStatus('idle');
    }
  }

  return { status, fieldErrors, handleSubmit };
}
