import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { FormNotices } from '#content/form-notices.ts';
import type { FormField as FieldDefinition } from '#schemas/form-fields.ts';
import {
  honeypotAutocomplete,
  honeypotField,
  submissionForms,
  type SubmissionTable,
} from '#schemas/submission-forms.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from './form-field.tsx';
import { SubmissionReceived } from './submission-received.tsx';
import { useSubmission } from './use-submission.ts';

/**
 * Every form on the site: the table's definition supplies the fields and labels, its schema the
 * validation; `useSubmission` owns validating, sending, notices and reset. Pages give only what
 * differs.
 */
export function SubmissionForm({
  table,
  context = {},
  notices,
  submitLabel,
  submittingLabel = 'Submitting...',
}: {
  table: SubmissionTable;
  /** Values the page fixes (event name, enquiry tag), not shown as fields. */
  context?: Record<string, string>;
  notices: FormNotices;
  submitLabel: string;
  submittingLabel?: string;
}) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { status, fieldErrors, acknowledgement, sendAnother, prepare, handleSubmit } =
    useSubmission({
      table,
      context,
      notices,
    });
  const submitting = status === 'submitting';
  const fields = Object.entries(submissionForms[table].fields) as [string, FieldDefinition][];
  const formError = Object.keys(fieldErrors).find(
    (name) => !fields.some(([fieldName]) => fieldName === name),
  );

  if (acknowledgement) {
    return (
      <SubmissionReceived
        acknowledgement={acknowledgement}
        eventName={context.event_name}
        onSendAnother={() => {
          // Rendered now, so the empty form's first field can take the focus.
          flushSync(sendAnother);
          formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
        }}
      />
    );
  }

  return (
    // method="post" keeps values out of the address bar if the form is sent before hydration.
    <form
      ref={formRef}
      method="post"
      onSubmit={handleSubmit}
      onFocus={prepare}
      onInput={prepare}
      aria-busy={submitting}
    >
      <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
        {fields.map(([name, field]) => (
          <FormField
            key={name}
            formId={formId}
            name={name}
            field={field}
            error={fieldErrors[name]}
          />
        ))}
        {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Website
            <input
              type="text"
              name={honeypotField}
              tabIndex={-1}
              autoComplete={honeypotAutocomplete}
            />
          </label>
        </div>
      </fieldset>
      {formError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          {fieldErrors[formError]}
        </p>
      ) : null}
      <noscript>
        <p className="mt-4 text-sm text-muted-foreground">
          This form needs JavaScript. Please enable it to send your details.
        </p>
      </noscript>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={submitting}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
