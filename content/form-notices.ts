/**
 * What each form tells the visitor (docs/product/notices-and-errors.md#form-notices, including the
 * texts of the forms the product added).
 */

export type Notice = { title: string; description?: string };

export type FormNotices = {
  success: Notice;
  /** The server refused the submission (or could not store it). */
  rejected: Notice;
  /** The request never got an answer, or something unexpected broke. */
  failed: Notice;
};

/** The default words when a form could not be stored. */
export const somethingWentWrong: Notice = {
  title: 'Something went wrong',
  description: 'Please try again later.',
};

function withDefaultErrors(success: Notice): FormNotices {
  return { success, rejected: somethingWentWrong, failed: somethingWentWrong };
}

export const formNotices = {
  meetupRegistration: withDefaultErrors({
    title: 'Registration submitted!',
    description: "Thank you for your interest. We'll be in touch soon with next steps.",
  }),
  /** The events listing's meetup form: the alternate notices. */
  listingRegistration: {
    success: { title: "Registration submitted successfully! We'll be in touch soon." },
    rejected: { title: 'Registration failed. Please try again.' },
    failed: { title: 'An unexpected error occurred. Please try again.' },
  },
  /**
   * An application, as its form says (`Apply to Attend`): one verb per event, where SPEC.md gave
   * this notice `Registration submitted!` (docs/product/rules.md#words-that-keep-their-promise).
   */
  virtualRegistration: withDefaultErrors({
    title: 'Application submitted!',
    description: "Thank you for your interest. We'll send you the Zoom link upon confirmation.",
  }),
  partnershipEnquiry: withDefaultErrors({
    title: 'Thank you for your enquiry!',
    description: "We'll get back to you soon.",
  }),
  retreatApplication: withDefaultErrors({
    title: 'Application submitted!',
    description: "Thank you for applying. We'll review your application and get back to you soon.",
  }),
  boardroomInterest: withDefaultErrors({
    title: 'Interest registered!',
    description: "Thank you for your interest. We'll be in touch with more details soon.",
  }),
  labsApplication: withDefaultErrors({
    title: 'Application submitted!',
    description:
      "Thank you for applying to AI Leadership Labs. We'll review your application and get back to you soon.",
  }),
  privateEveningApplication: withDefaultErrors({
    title: 'Application submitted!',
    description: "Thank you for applying. We'll review your application and get back to you soon.",
  }),
  privateInviteRequest: withDefaultErrors({
    title: 'Request received!',
    description: "Thank you. We'll be in touch about your private invite soon.",
  }),
  enquiry: withDefaultErrors({
    title: 'Thank you for your enquiry!',
    description: "We'll get back to you soon.",
  }),
} satisfies Record<string, FormNotices>;

/**
 * The same person applied to the same event before (docs/product/data.md#duplicate-applications):
 * nothing new is stored, and the form says so kindly instead of thanking her again.
 */
export const alreadyAppliedNotice: Notice = {
  title: 'Your application is already in',
  description:
    "We already have your application from this email address, and we'll be in touch. There is no need to apply again.",
};

/**
 * What the form area itself says after a success, beside the form's success notice
 * (docs/product/notices-and-errors.md#the-form-area-after-a-success).
 */
export const acknowledgementTexts = {
  eyebrow: 'Received',
  /** The event the form was for, when the page fixes one. */
  forEvent: (eventName: string) => `For ${eventName}.`,
  /**
   * Beside it: the organiser decides every place, so the form promises a decision, not a place
   * (docs/product/rules.md#words-that-keep-their-promise).
   */
  placeNotConfirmed:
    'Your place is not confirmed yet: we read every application and will write to you with our decision.',
  confirmationOnItsWay: (email: string) =>
    `A confirmation e-mail is on its way to ${email}. If it has not arrived in a few minutes, please check your spam folder.`,
  sendAnother: 'Send another',
};
