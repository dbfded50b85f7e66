import { useId, useRef, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { alreadyAppliedNotice, type FormNotices } from '#content/form-notices.ts';
import { outcomeFor, type FormAnswer } from '#schemas/forms/form-answer.ts';
import type { FormField as FieldDefinition } from '#schemas/submissions/form-fields.ts';
import { formPostFields } from '#schemas/forms/form-markup.ts';
import { privacyFields } from '#schemas/privacy/privacy-consent.ts';
import {
  honeypotAutocomplete,
  honeypotField,
  submissionForms,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from './form-field.tsx';
import { PrivacyConsent } from './privacy-consent.tsx';
import { SubmissionReceived } from './submission-received.tsx';
import { useSubmission } from './use-submission.ts';

/**
 * Every form on the site: the table's definition supplies the fields and labels, its schema the
 * validation; `useSubmission` owns validating, sending, notices and reset. Pages give only what
 * differs. Sent without scripts, the form posts to its page, whose action gives back its `answer`
 * (app/features/forms/page-form-action.ts): shown here, in the form's place.
 */
export function SubmissionForm({
  table,
  context = {},
  notices,
  submitLabel,
  submittingLabel = 'Submitting...',
  answer,
}: {
  table: SubmissionTable;
  /** Values the page fixes (event name, enquiry tag), not shown as fields. */
  context?: Record<string, string>;
  notices: FormNotices;
  submitLabel: string;
  submittingLabel?: string;
  /** The page's answer to a form sent to it without scripts: this form's, or another's. */
  answer?: FormAnswer | null;
}) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const anchor = `${table.replaceAll('_', '-')}-form`;
  const outcome = outcomeFor(answer, table, context);
  const refused = outcome?.kind === 'not-accepted' ? outcome : undefined;
  const { status, fieldErrors, acknowledgement, sendAnother, prepare, handleSubmit } =
    useSubmission({ table, context, notices, fieldErrors: refused?.fieldErrors });
  const submitting = status === 'submitting';
  const fields = Object.entries(submissionForms[table].fields) as [string, FieldDefinition][];
  // An error shown beside no field of its own (an unknown event, an unknown notice version).
  const formError = Object.keys(fieldErrors).find(
    (name) => name !== privacyFields.consent && !fields.some(([fieldName]) => fieldName === name),
  );

  if (outcome && outcome.kind !== 'not-accepted') {
    // Its address names the form's place: the answer takes it. `Send another` fetches the page
    // anew (an empty query makes it another address than the answer's), at the empty form.
    return (
      <SubmissionReceived
        id={anchor}
        acknowledgement={
          outcome.kind === 'received'
            ? { notice: notices.success, confirmationTo: outcome.confirmationTo }
            : { notice: alreadyAppliedNotice }
        }
        eventName={context.event_name}
        sendAnother={`?#${anchor}`}
      />
    );
  }

  if (acknowledgement) {
    return (
      <SubmissionReceived
        acknowledgement={acknowledgement}
        eventName={context.event_name}
        sendAnother={() => {
          // Rendered now, so the empty form's first field can take the focus.
          flushSync(sendAnother);
          formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
        }}
      />
    );
  }

  return (
    // Without scripts the form posts to its page's own address (the action names only the
    // form's place in it, so a page and its /wlai twin are the same), and the server answers with
    // the page, the outcome in the form's place (docs/product/rules.md#forms-without-scripts).
    <form
      ref={formRef}
      id={anchor}
      method="post"
      action={`#${anchor}`}
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
            defaultValue={refused?.values[name]}
          />
        ))}
        <PrivacyConsent
          table={table}
          formId={formId}
          error={fieldErrors[privacyFields.consent]}
          defaultChecked={refused?.values[privacyFields.consent] === true}
        />
        <input type="hidden" name={formPostFields.table} value={table} />
        {/* Filled by the page's first script (app/lib/hydration.ts); left empty without scripts. */}
        <input type="hidden" name={formPostFields.key} defaultValue="" />
        {Object.entries(context).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
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
      {refused ? (
        <FormMessage>{refused.message}</FormMessage>
      ) : formError ? (
        <FormMessage>{fieldErrors[formError]}</FormMessage>
      ) : null}
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={submitting}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}

/** A message about the whole form, above its button. */
function FormMessage(props: ComponentProps<'p'>) {
  return <p role="alert" className="mt-4 text-sm font-medium text-destructive" {...props} />;
}
