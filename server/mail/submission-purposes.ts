import { advisoryCircle } from '#content/advisory-circle.ts';
import { eventNames } from '#content/event-names.ts';
import { eventPageOf, type EventPage } from '#content/event-pages.ts';
import { formNotices, type Notice } from '#content/form-notices.ts';
import { report } from '#content/report.ts';
import { summit } from '#content/summit.ts';
import type { SubmissionTable, SubmissionValues } from '#schemas/submission-forms.ts';

/** What a submission was for, in the words its mails and the withdraw page use. */
export type SubmissionPurpose = {
  /** What the person sent: "registration", "application", "enquiry"… */
  noun: string;
  /** What it was for: an event's title or an enquiry's topic. */
  about?: { preposition: 'for' | 'about'; name: string };
  /** What happens next: the form's success notice, the one the page showed. */
  nextSteps: Notice;
  /** The event page whose form was sent, if it was one. */
  page?: EventPage;
};

function eventPurpose(
  table: SubmissionTable,
  values: Readonly<Record<string, unknown>>,
  noun: string,
): SubmissionPurpose {
  const page = eventPageOf(table, values);
  if (page) {
    return {
      noun,
      about: { preposition: 'for', name: page.meta.title },
      nextSteps: page.form.submission.notices.success,
      page,
    };
  }
  // An event name no page has any more (renamed since the row was stored): say only what is sure.
  const eventName = typeof values.event_name === 'string' ? values.event_name : undefined;
  return {
    noun,
    about: eventName ? { preposition: 'for', name: eventName } : undefined,
    nextSteps: { title: 'Thank you!', description: 'We have received your details.' },
  };
}

/** The first part of an enquiry tag (`summit:ticket:vip`) is the page whose button was used. */
const enquiryTopics: Partial<Record<string, string>> = {
  summit: `the ${summit.name}`,
  hackathons: 'AI hackathons',
  mentorship: 'mentorship',
  reports: `the ${report.title}`,
};

export function enquiryTopic(tag: string): string | undefined {
  return enquiryTopics[tag.split(':')[0] ?? ''];
}

/** Typed over every table, so a new form does not compile until its mails say what it is. */
const purposes: { [T in SubmissionTable]: (values: SubmissionValues<T>) => SubmissionPurpose } = {
  event_registrations: (values) => eventPurpose('event_registrations', values, 'registration'),
  virtual_event_registrations: (values) =>
    eventPurpose('virtual_event_registrations', values, 'registration'),
  retreat_applications: (values) =>
    eventPurpose(
      'retreat_applications',
      values,
      values.event_name === eventNames.boardroom ? 'registration of interest' : 'application',
    ),
  leadership_labs_applications: (values) =>
    eventPurpose('leadership_labs_applications', values, 'application'),
  private_evening_applications: (values) =>
    eventPurpose('private_evening_applications', values, 'application'),
  partnership_enquiries: () => ({
    noun: 'partnership enquiry',
    nextSteps: formNotices.partnershipEnquiry.success,
  }),
  private_invite_requests: () => ({
    noun: 'private invite request',
    about: { preposition: 'for', name: advisoryCircle.title.replace(/^The /u, 'the ') },
    nextSteps: formNotices.privateInviteRequest.success,
  }),
  enquiries: (values) => {
    const topic = enquiryTopic(values.tag);
    return {
      noun: 'enquiry',
      about: topic ? { preposition: 'about', name: topic } : undefined,
      nextSteps: formNotices.enquiry.success,
    };
  },
};

export function purposeOf<T extends SubmissionTable>(
  table: T,
  values: SubmissionValues<T>,
): SubmissionPurpose {
  return purposes[table](values);
}

/** "registration for AI Power Circle: July Meetup", "partnership enquiry". */
export function purposePhrase(purpose: SubmissionPurpose): string {
  return purpose.about
    ? `${purpose.noun} ${purpose.about.preposition} ${purpose.about.name}`
    : purpose.noun;
}
