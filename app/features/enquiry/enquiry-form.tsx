import { formNotices } from '#content/form-notices.ts';
import { SubmissionForm } from '#app/features/forms/submission-form.tsx';

/** The short enquiry form, tagged with what was clicked (loaded when a dialog first opens). */
export default function EnquiryForm({ tag, onSent }: { tag: string; onSent: () => void }) {
  return (
    <SubmissionForm
      table="enquiries"
      context={{ tag }}
      notices={formNotices.enquiry}
      submitLabel="Send Enquiry"
      onSuccess={onSent}
    />
  );
}
