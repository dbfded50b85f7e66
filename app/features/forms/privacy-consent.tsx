import { privacyWording } from '#content/privacy-wording.ts';
import {
  asksForConsent,
  currentPrivacyNoticeVersion,
  privacyFields,
  privacyNoticePath,
} from '#schemas/privacy/privacy-consent.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { FieldError } from './form-field.tsx';

/**
 * A form's privacy part (docs/decisions/042-privacy-notice-and-consent.md): the version of the
 * notice it shows, sent with it; on an application form a consent box nobody ticks for her, its
 * error beside it; on the other forms a statement with the link.
 */
export function PrivacyConsent({
  table,
  formId,
  error,
  defaultChecked = false,
}: {
  table: SubmissionTable;
  formId: string;
  error?: string;
  /** Ticked, when the server gives the form back with it ticked. */
  defaultChecked?: boolean;
}) {
  const notice = (
    <input type="hidden" name={privacyFields.notice} value={currentPrivacyNoticeVersion} />
  );
  if (!asksForConsent(table)) {
    const { before, after } = privacyWording.statement;
    return (
      <p className="text-sm text-muted-foreground sm:col-span-2">
        {notice}
        {before}
        <NoticeLink />
        {after}
      </p>
    );
  }
  const name = privacyFields.consent;
  const id = `${formId}-${name}`;
  const errorId = error ? `${id}-error` : undefined;
  const { before, after } = privacyWording.consent;
  return (
    <div className="sm:col-span-2">
      {notice}
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          // NOTE: no `required`: the browser's bubble would stand in for the error beside the
          // box, which the visitor gets from the form's check or, without scripts, the server.
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="peer mt-0.5 size-4 shrink-0 accent-primary"
        />
        <label
          htmlFor={id}
          className="text-sm leading-snug peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          {before}
          <NoticeLink />
          {after}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </label>
      </div>
      {error ? (
        <div className="mt-2">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
}

/** The notice in a new tab: what she has typed stays in the form. */
function NoticeLink() {
  return (
    <a
      href={privacyNoticePath}
      target="_blank"
      rel="noopener"
      className="font-medium text-primary underline underline-offset-4"
    >
      {privacyWording.linkText}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
