import {
  currentPrivacyNoticeVersion,
  type PrivacyNoticeVersion,
} from '#schemas/privacy/privacy-consent.ts';
import {
  keptWithTheirFormWords,
  retentionRules,
  retentionWords,
} from '#schemas/privacy/retention.ts';
import type { FormField } from '#schemas/submissions/form-fields.ts';
import {
  submissionForms,
  submissionTables,
  type SubmissionFormDefinition,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import { organiser } from './people.ts';
import { siteConfig } from './site.ts';

/**
 * The privacy notice, one text per published version (docs/product/privacy-notice.md says how to
 * publish a new one; docs/decisions/042-privacy-notice-and-consent.md). The version ids are
 * schemas/privacy/privacy-consent.ts `privacyNoticeVersions`; a version once published keeps its
 * text here, because stored forms name the version they were sent with.
 */

export type NoticeItem = { term: string; text: string };

export type NoticeSection = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly NoticeItem[];
  /** Where to write or go, shown after the paragraphs and items. */
  links?: readonly { text: string; href: string; external?: boolean }[];
};

export type PrivacyNotice = {
  version: PrivacyNoticeVersion;
  /** The day it took effect, as the page shows it. */
  publishedOn: string;
  title: string;
  intro: string;
  sections: readonly NoticeSection[];
};

/** Each form in the notice's words: what it is, why we ask, on which lawful basis. */
type FormPurpose = { name: string; purpose: string; basis: string };

const consentBasis =
  'your consent, which you give by ticking the box on the form (UK GDPR Article 6(1)(a)).';
const answeringBasis =
  'our legitimate interest in answering the people who write to us (UK GDPR Article 6(1)(f)).';
const runningEventsBasis =
  'our legitimate interest in running our events and making them better (UK GDPR Article 6(1)(f)).';

export const formPurposes: Record<SubmissionTable, FormPurpose> = {
  event_registrations: {
    name: 'Event registrations (the monthly meetups and the summer boat event)',
    purpose:
      'to choose who comes to an event with limited places, send you our answer and the details, and plan the evening.',
    basis: consentBasis,
  },
  virtual_event_registrations: {
    name: 'Virtual AI Power Circle registrations',
    purpose: 'to choose who joins the online circle and send you its private link.',
    basis: consentBasis,
  },
  retreat_applications: {
    name: 'Retreat applications and Boardroom Readiness interest',
    purpose: 'to choose who is invited, and to send you our answer and the practical details.',
    basis: consentBasis,
  },
  leadership_labs_applications: {
    name: 'AI Leadership Labs applications',
    purpose: 'to choose who joins a session, and to send you our answer and the details.',
    basis: consentBasis,
  },
  private_evening_applications: {
    name: 'Women Leading In AI evening applications',
    purpose:
      'to choose who is invited to the private evening, and to send you our answer and the details.',
    basis: consentBasis,
  },
  partnership_enquiries: {
    name: 'Partnership enquiries',
    purpose: 'to answer your enquiry about working with us.',
    basis: answeringBasis,
  },
  private_invite_requests: {
    name: 'Private advisory circle invite requests',
    purpose:
      'to answer your request. If you tick the box asking for news, we also send you occasional news from the advisory circle, on the basis of that separate consent, until you withdraw it.',
    basis: answeringBasis,
  },
  enquiries: {
    name: 'Short enquiries (summit tickets, speaking, sponsoring, exhibiting, hackathons, mentorship, the report survey)',
    purpose: 'to answer what you asked about.',
    basis: answeringBasis,
  },
};

/** What a form asks for, by its fields' labels. */
function fieldsOf(table: SubmissionTable): string {
  const { fields }: SubmissionFormDefinition = submissionForms[table];
  return Object.values(fields)
    .map((field: FormField) => field.label.replace(/\s*\(optional\)$/, '').replace(/\?$/, ''))
    .join('; ');
}

const { dataController } = siteConfig;
const writeTo = `by email to ${dataController.email} or by post to ${dataController.postalAddress}`;

/**
 * The retention lines, from the settings the retention job reads (schemas/privacy/retention.ts),
 * ending as the version says what happens then.
 */
export function retentionItems(then: string): NoticeItem[] {
  return retentionRules.map((rule) => ({
    term: formPurposes[rule.table].name,
    text: `kept for ${retentionWords(rule)}, then ${then}.`,
  }));
}

const notice20261127: PrivacyNotice = {
  version: '2026-11-27',
  publishedOn: '27 November 2026',
  title: 'Privacy Notice',
  intro: `This notice explains, in plain words, what ${siteConfig.brand} does with the details you give us through the forms on this site, why, for how long, who else sees them, and what you can ask of us.`,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who is responsible for your details',
      paragraphs: [
        `${dataController.name} is responsible for your details (the "controller" in data protection law). The community is run by its organiser, ${organiser.name}, who reads every form and decides on every application.`,
        `You can reach us about your details ${writeTo}.`,
      ],
      links: [{ text: dataController.email, href: `mailto:${dataController.email}` }],
    },
    {
      id: 'what-we-collect',
      title: 'What each form collects, why, and on which basis',
      paragraphs: [
        'Each form asks only for what it shows. Application and registration forms ask for more than an answer needs, so that we can choose who comes: they ask for your consent with a box you tick yourself. The other forms only let us answer you.',
        'With every form we also record which version of this notice it showed and when you sent it. To stop abuse, we count how many forms arrive from one network address for ten minutes, using a one-way code rather than the address itself.',
      ],
      items: submissionTables.map((table) => {
        const { name, purpose, basis } = formPurposes[table];
        return {
          term: name,
          text: `asks for: ${fieldsOf(table)}. We use them ${purpose} Lawful basis: ${basis}`,
        };
      }),
    },
    {
      id: 'who-receives-it',
      title: 'Who receives your details',
      paragraphs: [
        `The organiser and the people she authorises to help run the community's admin. Nobody else at ${siteConfig.brand} sees them.`,
        'Our mail provider, which delivers the emails this site sends (your confirmation, our answer, and the notice telling the organiser that your form arrived): it handles your name, your email address and what those emails say, only to deliver them.',
        'Our hosting provider, which runs the server and the database where your details are stored, only to keep them for us.',
        'We never sell your details, and we never pass them to sponsors, partners or speakers. Where a provider keeps data outside the UK, it does so under UK adequacy regulations or the safeguards the ICO approves.',
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep your details',
      paragraphs: [
        'Each kind of form is kept for a set time, then deleted together with the emails it caused:',
      ],
      items: [
        ...retentionItems('deleted'),
        {
          term: 'News from the advisory circle',
          text: 'sent until you withdraw that consent, which you can do at any time on its own.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: [
        `You can ask for any of these, free of charge, ${writeTo}. We answer within one month, and may ask you to confirm who you are first.`,
      ],
      items: [
        { term: 'Access', text: 'ask for a copy of the details we hold about you.' },
        { term: 'Rectification', text: 'ask us to correct details that are wrong or incomplete.' },
        { term: 'Erasure', text: 'ask us to delete your details.' },
        {
          term: 'Objection',
          text: 'object to our use of your details where we rely on our legitimate interest.',
        },
        {
          term: 'Portability',
          text: 'ask for the details you gave us in a common, machine-readable format.',
        },
        {
          term: 'Withdrawing consent',
          text: 'withdraw a consent at any time; this does not undo what we did before. The link in the email confirming your application also withdraws that application.',
        },
      ],
    },
    {
      id: 'complaints',
      title: 'How to complain',
      paragraphs: [
        `If you are unhappy with how we use your details, please tell us first ${writeTo}.`,
        "You can also complain to the Information Commissioner's Office (ICO), the UK regulator: at ico.org.uk or by phone on 0303 123 1113.",
      ],
      links: [
        {
          text: 'Make a complaint at ico.org.uk',
          href: 'https://ico.org.uk/make-a-complaint/',
          external: true,
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      paragraphs: [
        'When we change this notice we publish a new version with its date. Every form you send records the version it showed you, and earlier versions are kept.',
      ],
    },
  ],
};

/**
 * 28 November 2026: what happens when a period ends (the details are erased, the counts kept:
 * docs/decisions/044-anonymised-rows.md), and the "Your data" page for access and erasure
 * (docs/decisions/047-your-data.md).
 */
const notice20261128: PrivacyNotice = {
  ...notice20261127,
  version: '2026-11-28',
  publishedOn: '28 November 2026',
  sections: notice20261127.sections.map((section) => {
    switch (section.id) {
      case 'who-receives-it':
        return {
          ...section,
          paragraphs: [
            `The organiser and the organisers she invites to help run the community's admin, each with a role: some can only read. Nobody else at ${siteConfig.brand} sees them.`,
            ...section.paragraphs.slice(1),
          ],
        };
      case 'how-long':
        return {
          ...section,
          paragraphs: [
            'Each kind of form is kept for a set time. Then your details in it, and the emails it caused, are erased by the site itself, once a day; we keep only that a form came, for which event, and our answer, so that our numbers stay right:',
          ],
          items: [...retentionItems('erased'), ...(section.items ?? []).slice(-1)],
        };
      case 'your-rights':
        return {
          ...section,
          paragraphs: [
            `You can ask for any of these, free of charge, ${writeTo}. We answer within one month, and may ask you to confirm who you are first.`,
            'On the "Your data" page you can see and download everything we hold for your email address, and ask us to erase it, without writing to us: it emails you a link that works for a few days. We never say there whether we hold anything for an address.',
          ],
          items: (section.items ?? []).map((item) =>
            item.term === 'Erasure'
              ? {
                  ...item,
                  text: 'ask us to erase your details. We erase them from our forms and our emails, keeping only the counts above; if you asked on the "Your data" page and we have not done it by the day it names, the site does it by itself.',
                }
              : item,
          ),
        };
      default:
        return section;
    }
  }),
};

/** What is kept of the events a person comes to (from 29 November 2026). */
const atOurEvents: NoticeSection = {
  id: 'at-our-events',
  title: 'At our events: your arrival and your feedback',
  paragraphs: [
    'These come from no form: they are kept beside your registration or application for the event.',
  ],
  items: [
    {
      term: 'Your arrival',
      text: `when you come to an event you have a place at, or are added at its door, the organiser checks you in: we record that you came and when (added at the door, the name you give, and your company and email address if you give them). We use it to know who came, to thank them and to plan the next event. Lawful basis: ${runningEventsBasis}`,
    },
    {
      term: 'Your feedback',
      text: `if you came, we may email you once to thank you, with a link to a short form: a rating from 1 to 5, one question and a comment, only the rating required. The organiser reads the answers together, without your name. Answering is up to you. Lawful basis: ${runningEventsBasis}`,
    },
  ],
};

/**
 * 29 November 2026: what is kept of the events a person comes to, her arrival at the door and her
 * feedback afterwards, and for how long (docs/decisions/065-feedback-after-the-event.md).
 */
const notice20261129: PrivacyNotice = {
  ...notice20261128,
  version: '2026-11-29',
  publishedOn: '29 November 2026',
  sections: notice20261128.sections.flatMap((section): NoticeSection[] => {
    switch (section.id) {
      case 'what-we-collect':
        return [section, atOurEvents];
      case 'how-long':
        return [
          {
            ...section,
            items: [
              ...(section.items ?? []).slice(0, -1),
              {
                term: 'Your arrival at an event and your feedback on it',
                text: `kept ${keptWithTheirFormWords}, then erased with it.`,
              },
              ...(section.items ?? []).slice(-1),
            ],
          },
        ];
      default:
        return [section];
    }
  }),
};

/** Every published version, by id; the compiler checks that each id has its text. */
export const privacyNotices: Readonly<Record<PrivacyNoticeVersion, PrivacyNotice>> = {
  '2026-11-27': notice20261127,
  '2026-11-28': notice20261128,
  '2026-11-29': notice20261129,
};

/** The version the site shows. */
export const currentPrivacyNotice: PrivacyNotice = privacyNotices[currentPrivacyNoticeVersion];
