import { advisoryCircle } from '#content/advisory-circle.ts';
import type { EventPage } from '#content/event-pages.ts';
import type { Notice } from '#content/form-notices.ts';
import { pageFormOf } from '#content/page-forms.ts';
import { report } from '#content/report.ts';
import { summit } from '#content/summit.ts';
import { isEventTable } from '#schemas/events/event-document.ts';
import { toEventPage, type EventRecord } from '#schemas/events/event-record.ts';
import { formNouns } from '#schemas/events/form-verbs.ts';
import {
  submissionForms,
  type SubmissionTable,
  type SubmissionValues,
} from '#schemas/submissions/submission-forms.ts';

/** What a submission was for, in the words its mails and the withdraw page use. */
export type SubmissionPurpose = {
  /** What the person sent: "registration", "application", "enquiry"… */
  noun: string;
  /** What it was for: an event's title or an enquiry's topic. */
  about?: { preposition: 'for' | 'about'; name: string };
  /** What happens next: the form's success notice, the one the page showed. */
  nextSteps: Notice;
  /** The stored event whose form was sent, if it was one, and its page. */
  event?: EventRecord;
  page?: EventPage;
};

/**
 * A submission to an event, in the words of its stored event (server/events/event-store.ts
 * `eventOfSubmission`), whatever its status now: its noun is its form's kind's (an
 * "application", a "registration", a "registration of interest": schemas/events/form-verbs.ts), one
 * verb with the event's buttons. Without its event, the table's `noun`.
 */
function eventPurpose(
  values: Readonly<Record<string, unknown>>,
  event: EventRecord | undefined,
  noun: string,
): SubmissionPurpose {
  if (event) {
    const page = toEventPage(event);
    return {
      noun: formNouns[event.document.form.kind],
      about: { preposition: 'for', name: page.meta.title },
      nextSteps: page.form.submission.notices.success,
      event,
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

/**
 * A row of a table no event's form writes to: its definition's noun
 * (schemas/submissions/submission-forms.ts), and the success notice of the one page form that
 * writes it (content/page-forms.ts `pageFormOf`).
 */
function pageFormPurpose(table: SubmissionTable): SubmissionPurpose {
  return { noun: submissionForms[table].noun, nextSteps: pageFormOf(table).notices.success };
}

type Purpose<T extends SubmissionTable> = (
  values: SubmissionValues<T>,
  event: EventRecord | undefined,
) => SubmissionPurpose;

/** The tables whose mails also say what a row was about, beyond what every table's say. */
const purposesWithWhatFor: { [T in SubmissionTable]?: Purpose<T> } = {
  private_invite_requests: () => ({
    ...pageFormPurpose('private_invite_requests'),
    about: { preposition: 'for', name: advisoryCircle.title.replace(/^The /u, 'the ') },
  }),
  enquiries: (values) => {
    const topic = enquiryTopic(values.tag);
    return {
      ...pageFormPurpose('enquiries'),
      about: topic ? { preposition: 'about', name: topic } : undefined,
    };
  },
};

/**
 * What the row of `table` was for; `event` is its stored event, if it belongs to one. A row of an
 * event's form is worded from its event; any other from its table's definition and page form.
 */
export function purposeOf<T extends SubmissionTable>(
  table: T,
  values: SubmissionValues<T>,
  event: EventRecord | undefined,
): SubmissionPurpose {
  const withWhatFor = purposesWithWhatFor[table];
  if (withWhatFor) return withWhatFor(values, event);
  if (isEventTable(table)) return eventPurpose(values, event, submissionForms[table].noun);
  return pageFormPurpose(table);
}

/** "registration for AI Power Circle: July Meetup", "partnership enquiry". */
export function purposePhrase(purpose: SubmissionPurpose): string {
  return purpose.about
    ? `${purpose.noun} ${purpose.about.preposition} ${purpose.about.name}`
    : purpose.noun;
}
