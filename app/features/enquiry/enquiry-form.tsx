import { pageForms } from '#content/page-forms.ts';
import { SubmissionForm } from '#app/features/forms/submission-form.tsx';

/**
 * The short enquiry form, tagged with what was clicked (loaded when a dialog first opens). After a
 * success the dialog stays open and says what arrived, as every form area does.
 */
export default function EnquiryForm({ tag }: { tag: string }) {
  return <SubmissionForm {...pageForms.enquiry} context={{ tag }} />;
}
