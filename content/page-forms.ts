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
} satisfies Record<string, PageForm>;
