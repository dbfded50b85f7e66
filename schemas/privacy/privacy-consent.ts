import { reviewKinds } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';

/**
 * The privacy notice a form was sent with, and the consent it asks for
 * (docs/decisions/042-privacy-notice-and-consent.md; docs/product/rules.md#privacy-notice).
 * Plain data, no zod (decision 012): every page with a form reads these names, and
 * `schemas/forms/submission-schemas.ts` builds the rule the browser and the server check.
 */

/**
 * Every version of the notice ever published, oldest first; the last is the one the site shows.
 * Their texts are in content/privacy-notice.ts, one per id. A form sends the version it showed;
 * the server stores it, and refuses an id not listed here.
 */
export const privacyNoticeVersions = ['2026-11-27', '2026-11-28', '2026-11-29'] as const;

export type PrivacyNoticeVersion = (typeof privacyNoticeVersions)[number];

export const currentPrivacyNoticeVersion: PrivacyNoticeVersion =
  privacyNoticeVersions[privacyNoticeVersions.length - 1]!;

export function isPrivacyNoticeVersion(value: unknown): value is PrivacyNoticeVersion {
  return (privacyNoticeVersions as readonly unknown[]).includes(value);
}

/** Where the notice is read (its /wlai twin too). */
export const privacyNoticePath = '/privacy';

/** What every form sends beside its fields: the notice it showed and, where asked, the consent. */
export const privacyFields = {
  /** A hidden input: the version id of the notice the form showed. */
  notice: 'privacy_notice',
  /** The consent checkbox of an application form. */
  consent: 'privacy_consent',
} as const;

/** The values {@link privacyFields} carry, as the schema reads them. */
export type PrivacyValues = { privacy_notice: PrivacyNoticeVersion; privacy_consent: boolean };

/**
 * Application forms ask for more than an answer needs (LinkedIn profile, why she wants to come,
 * her challenges) for the organiser to choose whom to invite: they need the visitor's consent,
 * given by ticking a box nobody ticks for her. Other forms show a statement with the link.
 */
export function asksForConsent(table: SubmissionTable): boolean {
  return reviewKinds[table] === 'application';
}

export const privacyErrors = {
  consentMissing: 'Please confirm that you have read the privacy notice and agree.',
  unknownNotice:
    'This form was shown with a privacy notice we do not know. Please reload the page and send it again.',
} as const;

/**
 * The privacy values of a form as it was posted, read by name (its FormData in the browser, the
 * posted body on the server): the notice's version, and whether the consent box was ticked.
 */
export function postedPrivacyValues(
  read: (name: string) => string | undefined,
): Record<string, unknown> {
  return {
    [privacyFields.notice]: read(privacyFields.notice) ?? '',
    [privacyFields.consent]: read(privacyFields.consent) !== undefined,
  };
}
