import { z } from 'zod';
import {
  defaultFeedbackQuestion,
  feedbackRatings,
  maxFeedbackQuestion,
  maxFeedbackText,
} from './event-feedback.ts';
import { storableText } from '#schemas/shared/stored-text.ts';

/** The checks of the thank-you and of a guest's answer (event-feedback.ts), for the server. */

/** The organiser's question; left empty, the default one. */
export const ThanksDraftSchema = z.object({
  question: z
    .string({ error: 'Write the question, or leave it empty for ours.' })
    .trim()
    .max(maxFeedbackQuestion, `At most ${maxFeedbackQuestion} characters.`)
    .check(storableText())
    .transform((question) => question || defaultFeedbackQuestion),
});

/** A draft sent, with the key the browser made for it: the same key is sent once. */
export const ThanksRequestSchema = ThanksDraftSchema.extend({
  key: z.uuid({ error: 'The thank-you has no key: reload the page and try again.' }),
});

const chooseRating = 'Choose a rating from 1 to 5.';

/** An optional text: trimmed, empty stored as nothing. */
function optionalText() {
  return z
    .string({ error: 'This answer could not be read.' })
    .trim()
    .max(maxFeedbackText, `At most ${maxFeedbackText.toLocaleString('en-GB')} characters.`)
    .check(storableText({ multiline: true }))
    .optional()
    .transform((text) => text || null);
}

/**
 * A guest's answer, from the page's form (urlencoded: every value a string) or as JSON: a rating
 * of 1 to 5, her answer to the question and a comment, both optional.
 */
export const FeedbackAnswerSchema = z.object({
  rating: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[1-5]$/),
      ],
      { error: chooseRating },
    )
    .transform(Number)
    .pipe(z.literal(feedbackRatings, { error: chooseRating })),
  answer: optionalText(),
  comment: optionalText(),
});
export type FeedbackAnswerValues = z.output<typeof FeedbackAnswerSchema>;
