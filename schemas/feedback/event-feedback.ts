import type { DecisionMailPreview } from '#schemas/applications/decision-preview.ts';

/**
 * After an event (docs/product/rules.md#who-came-and-what-they-thought;
 * docs/decisions/065-feedback-after-the-event.md): the organiser thanks the guests who came,
 * once, with one question of hers; each of them answers by the link in her mail, once. Shared by
 * the server and the admin; the checks of the requests are in event-feedback-requests.ts, so
 * that this module loads no zod.
 *
 *   GET  /api/admin/events/:id/feedback                            → EventFeedback
 *   POST /api/admin/events/:id/thanks/preview  ThanksDraft          → ThanksPreview
 *   POST /api/admin/events/:id/thanks          ThanksRequest        → 201 ThanksSent
 *   POST /api/feedback/check                   { token }            → FeedbackLinkAnswer
 *   POST /api/feedback                         { token, …answer }   → FeedbackLinkAnswer
 *
 * The guest's page is /feedback?token=…: the server answers it whole, without scripts
 * (server/routes/feedback-routes.ts), so it works the same with them or without.
 */

/** The ratings a guest chooses from, worst first. */
export const feedbackRatings = [1, 2, 3, 4, 5] as const;
export type FeedbackRating = (typeof feedbackRatings)[number];

/** What each rating means, as the form and the admin's chart say it. */
export const ratingWords: Record<FeedbackRating, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

/** The question the thank-you asks unless the organiser writes her own. */
export const defaultFeedbackQuestion = 'What would make our next event better for you?';

export const maxFeedbackQuestion = 200;
export const maxFeedbackText = 2000;

/** How long a feedback link works after its mail was queued. */
export const feedbackLinkLifetimeDays = 30;

/** The guest's page and its fields (the form posts them, urlencoded, to the page's address). */
export const feedbackPath = '/feedback';
export const feedbackFields = { rating: 'rating', answer: 'answer', comment: 'comment' } as const;

/** What the organiser sends: the question, and the key her browser made for the thank-you. */
export type ThanksDraft = { question: string };
export type ThanksRequest = ThanksDraft & { key: string };

/** How many the thank-you goes to, and the mail the first of them would get. */
export type ThanksPreview = { recipients: number } & DecisionMailPreview;

/** The thank-you sent: when, and how many mails it queued (the first send's, for a key again). */
export type ThanksSent = { sentAt: string; mails: number };

/** The thank-you of an event, as kept. */
export type EventThanks = ThanksSent & { question: string; sentBy: string };

/** Why the thank-you cannot go (409): the event is not over yet, or it went already. */
export const thanksRefusals = {
  'not-over': 'The event is not over yet: thank the guests once it has taken place.',
  'thanked-already': 'The guests who came have been thanked already.',
} as const;
export type ThanksRefusal = keyof typeof thanksRefusals;

/** One guest's answer, as the organiser reads it: without her name. */
export type FeedbackAnswer = {
  rating: FeedbackRating;
  answer: string | null;
  comment: string | null;
  answeredAt: string;
};

/** An event's feedback: the thank-you, and the answers it brought. */
export type EventFeedback = {
  thanks: EventThanks | null;
  /** The guests who came that a thank-you would reach now (those with an address). */
  recipients: number;
  /** The event is over: a thank-you may go (once). */
  over: boolean;
  /** How many answered, and their ratings' mean (null with none). */
  count: number;
  average: number | null;
  /** How many chose each rating, 1 to 5. */
  distribution: Record<FeedbackRating, number>;
  /** Newest first. */
  answers: FeedbackAnswer[];
};

/** The ratings' mean to one decimal: 4.3; null when nobody answered. */
export function averageRating(distribution: Record<FeedbackRating, number>): number | null {
  const count = feedbackRatings.reduce((sum, rating) => sum + distribution[rating], 0);
  if (count === 0) return null;
  const total = feedbackRatings.reduce((sum, rating) => sum + rating * distribution[rating], 0);
  return Math.round((total / count) * 10) / 10;
}

/**
 * Where a guest's feedback link stands: `ready` (the form, nothing stored yet), `done` (stored
 * by this request), `answered` (she answered before: nothing stored), `expired`, or `invalid`
 * (altered, made elsewhere, or for a guest who withdrew, was erased or did not come).
 */
export type FeedbackLinkState = 'ready' | 'done' | 'answered' | 'invalid' | 'expired';

export type FeedbackLinkAnswer =
  | { state: 'ready' | 'done' | 'answered'; event: string; question: string }
  | { state: 'invalid' | 'expired' }
  /** A value refused: nothing stored; each field's error. */
  | {
      state: 'refused';
      event: string;
      question: string;
      fieldErrors: Partial<Record<keyof typeof feedbackFields, string>>;
    };

/** Attributes of the page's markup, which the server fills (server/feedback/feedback-page.ts). */
export const feedbackMarkup = {
  /** On each state's block: its {@link FeedbackLinkState}; the server shows one, drops the rest. */
  state: 'data-feedback-state',
  /** Where the event's title goes. */
  event: 'data-feedback-event',
  /** Where the organiser's question goes (the label of the answer's field). */
  question: 'data-feedback-question',
  /** On each field's wrapper: the field's name, where its error goes. */
  field: 'data-feedback-field',
  /** The hidden models of a field's error and of the form's message. */
  fieldError: 'data-feedback-field-error',
  message: 'data-feedback-message',
} as const;

/** What the form says above its button when a value is refused. */
export const feedbackRefusedMessage = 'Please check the fields marked above.';
