import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { eventNames, virtualEventDate } from './event-names.ts';
import { formNotices, type FormNotices } from './form-notices.ts';

/** What a page's form stores and says: its table, the values the page fixes, its notices. */
export type PageForm = {
  table: SubmissionTable;
  context?: Record<string, string>;
  notices: FormNotices;
  submitLabel: string;
  submittingLabel?: string;
};

export const pageForms = {
  julyMeetup: {
    table: 'event_registrations',
    context: { event_name: eventNames.julyMeetup },
    notices: formNotices.meetupRegistration,
    submitLabel: 'Register Interest',
  },
  summerBoat: {
    table: 'event_registrations',
    context: { event_name: eventNames.summerBoat },
    notices: formNotices.meetupRegistration,
    submitLabel: 'Register Interest',
  },
  virtualCircle: {
    table: 'virtual_event_registrations',
    context: { event_name: eventNames.virtualCircle, event_date: virtualEventDate },
    notices: formNotices.virtualRegistration,
    submitLabel: 'Apply to Attend',
  },
  retreat: {
    table: 'retreat_applications',
    context: { event_name: eventNames.retreat },
    notices: formNotices.retreatApplication,
    submitLabel: 'Submit Application',
  },
  boardroom: {
    table: 'retreat_applications',
    context: { event_name: eventNames.boardroom },
    notices: formNotices.boardroomInterest,
    submitLabel: 'Register Interest',
  },
  leadershipLabs: {
    table: 'leadership_labs_applications',
    notices: formNotices.labsApplication,
    submitLabel: 'Apply to Join',
  },
  privateEvening: {
    table: 'private_evening_applications',
    notices: formNotices.privateEveningApplication,
    submitLabel: 'Submit Application',
  },
  partnershipEnquiry: {
    table: 'partnership_enquiries',
    notices: formNotices.partnershipEnquiry,
    submitLabel: 'Send Enquiry',
    submittingLabel: 'Sending...',
  },
  advisoryInvite: {
    table: 'private_invite_requests',
    notices: formNotices.privateInviteRequest,
    submitLabel: 'Request Private Invite',
  },
  /** The short enquiry form of every enquiry button's dialog; the button gives its tag. */
  enquiry: {
    table: 'enquiries',
    notices: formNotices.enquiry,
    submitLabel: 'Send Enquiry',
  },
} satisfies Record<string, PageForm>;

/**
 * The one page form that writes `table`, a table no event's form writes to
 * (schemas/events/event-document.ts `eventFormTables`): its mails say what its success notice
 * says (server/mail/submission-purposes.ts). page-forms.test.ts checks every such table has one.
 */
export function pageFormOf(table: SubmissionTable): PageForm {
  const [form, ...others] = Object.values(pageForms).filter((pageForm) => pageForm.table === table);
  if (!form || others.length > 0) {
    throw new Error(`${table}: ${others.length + (form ? 1 : 0)} page forms, not one`);
  }
  return form;
}
