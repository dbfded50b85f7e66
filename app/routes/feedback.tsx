import { linkPageMeta } from '#app/components/link-page/link-page.tsx';
import { FeedbackPage } from '#app/features/feedback/feedback-page.tsx';

/**
 * The feedback page of a thank-you mail's link (docs/product/screens.md#feedback;
 * docs/decisions/065-feedback-after-the-event.md). The server answers it whole, without scripts
 * (server/feedback/feedback-page.ts): prerendered, this page holds each of its states hidden, and
 * the server shows the one the link is in. So the form works the same with scripts or without.
 */

export const meta = linkPageMeta({
  title: 'Your feedback',
  description:
    'Tell Women Leading AI how an event you came to was, from the link in our thank-you email.',
});

export default function Feedback() {
  return <FeedbackPage />;
}
