import type { Page } from '@playwright/test';
import type { Notice } from '#content/form-notices.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { toStoredRow } from '#server/db/schema.ts';
import type { FormValues } from './form-values.ts';

/**
 * Every page form reaches the organiser
 * (docs/product/additions.md#every-form-reaches-the-organiser); its texts from
 * docs/product/notices-and-errors.md#form-notices.
 */
export type FormCase = {
  path: string;
  /** The form section's heading. */
  formTitle: string;
  table: SubmissionTable;
  /** Values the page fixes, stored with every row. */
  fixed: Record<string, string>;
  submitLabel: string;
  submittingLabel: string;
  success: Notice;
  /** The server refused or could not store the submission. */
  rejected: Notice;
  /** The request never got an answer. */
  failed: Notice;
};

export const somethingWentWrong: Notice = {
  title: 'Something went wrong',
  description: 'Please try again later.',
};
export const meetupSuccess: Notice = {
  title: 'Registration submitted!',
  description: "Thank you for your interest. We'll be in touch soon with next steps.",
};

export const forms: FormCase[] = [
  {
    path: '/events/ai-power-circle',
    formTitle: 'Register Your Interest',
    table: 'event_registrations',
    fixed: { event_name: 'AI Power Circle' },
    submitLabel: 'Register Interest',
    submittingLabel: 'Submitting...',
    success: meetupSuccess,
    rejected: somethingWentWrong,
    failed: somethingWentWrong,
  },
  {
    path: '/events/waves-ai',
    formTitle: 'Register for Waves & AI',
    table: 'event_registrations',
    fixed: { event_name: 'Waves & AI' },
    submitLabel: 'Register Interest',
    submittingLabel: 'Submitting...',
    success: meetupSuccess,
    rejected: somethingWentWrong,
    failed: somethingWentWrong,
  },
  {
    // The events listing's featured event's form: the July meetup's own
    // (docs/product/rules.md#the-featured-event).
    path: '/events',
    formTitle: 'Register Your Interest',
    table: 'event_registrations',
    fixed: { event_name: 'AI Power Circle' },
    submitLabel: 'Register Interest',
    submittingLabel: 'Submitting...',
    success: meetupSuccess,
    rejected: somethingWentWrong,
    failed: somethingWentWrong,
  },
  {
    path: '/events/ai-power-circle-virtual',
    formTitle: 'Apply to Attend',
    table: 'virtual_event_registrations',
    fixed: { event_name: 'Virtual AI Power Circle', event_date: 'Monday 21st July 2025' },
    submitLabel: 'Apply to Attend',
    submittingLabel: 'Submitting...',
    success: {
      title: 'Application submitted!',
      description: "Thank you for your interest. We'll send you the Zoom link upon confirmation.",
    },
    rejected: somethingWentWrong,
    failed: somethingWentWrong,
  },
  {
    path: '/events/autumn-retreat',
    formTitle: 'Apply for the Retreat',
    table: 'retreat_applications',
    fixed: { event_name: 'Women Leading AI 2025 Retreat' },
    submitLabel: 'Submit Application',
    submittingLabel: 'Submitting...',
    success: {
      title: 'Application submitted!',
      description:
        "Thank you for applying. We'll review your application and get back to you soon.",
    },
    rejected: somethingWentWrong,
    failed: somethingWentWrong,
  },
  {
    path: '/events/ai-influence',
    formTitle: 'Register Interest',
    table: 'retreat_applications',
    fixed: { event_name: 'AI x Influence: Boardroom Readiness Sessions' },
    submitLabel: 'Register Interest',
    submittingLabel: 'Submitting...',
    success: {
      title: 'Interest registered!',
      description: "Thank you for your interest. We'll be in touch with more details soon.",
    },
    rejected: somethingWentWrong,
    failed: somethingWentWrong,
  },
  {
    path: '/events/leadership-labs',
    formTitle: 'Apply to Join',
    table: 'leadership_labs_applications',
    fixed: {},
    submitLabel: 'Apply to Join',
    submittingLabel: 'Submitting...',
    success: {
      title: 'Application submitted!',
      description:
        "Thank you for applying to AI Leadership Labs. We'll review your application and get back to you soon.",
    },
    rejected: somethingWentWrong,
    failed: somethingWentWrong,
  },
  {
    path: '/events/women-leading-ai',
    formTitle: 'Apply for the Evening',
    table: 'private_evening_applications',
    fixed: {},
    submitLabel: 'Submit Application',
    submittingLabel: 'Submitting...',
    success: {
      title: 'Application submitted!',
      description:
        "Thank you for applying. We'll review your application and get back to you soon.",
    },
    rejected: somethingWentWrong,
    failed: somethingWentWrong,
  },
  {
    path: '/partners',
    formTitle: 'Partnership Enquiry',
    table: 'partnership_enquiries',
    fixed: {},
    submitLabel: 'Send Enquiry',
    submittingLabel: 'Sending...',
    success: { title: 'Thank you for your enquiry!', description: "We'll get back to you soon." },
    rejected: somethingWentWrong,
    failed: somethingWentWrong,
  },
  {
    path: '/advisory-circle',
    formTitle: 'Request Your Private Invite',
    table: 'private_invite_requests',
    fixed: {},
    submitLabel: 'Request Private Invite',
    submittingLabel: 'Submitting...',
    success: {
      title: 'Request received!',
      description: "Thank you. We'll be in touch about your private invite soon.",
    },
    rejected: somethingWentWrong,
    failed: somethingWentWrong,
  },
];

/** The section holding the page's form, found by its heading. */
export function formOf(page: Page, spec: FormCase) {
  return page.getByRole('main').getByRole('region', { name: spec.formTitle, exact: true });
}

/** The row the form should store: the visitor's values (booleans as 0/1) and the fixed ones. */
export function expectedRow(spec: FormCase, values: FormValues) {
  return { ...spec.fixed, ...toStoredRow('sqlite', values) };
}
