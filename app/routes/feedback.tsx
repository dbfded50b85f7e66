import type { MetaDescriptor } from 'react-router';
import { FeedbackPage } from '#app/features/feedback/feedback-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

/**
 * The feedback page of a thank-you mail's link (docs/product/screens.md#feedback;
 * docs/decisions/065-feedback-after-the-event.md). The server answers it whole, without scripts
 * (server/feedback/feedback-page.ts): prerendered, this page holds each of its states hidden, and
 * the server shows the one the link is in. So the form works the same with scripts or without.
 */

const baseMeta = pageMeta({
  title: 'Your feedback',
  description:
    'Tell Women Leading AI how an event you came to was, from the link in our thank-you email.',
});

export const meta = (args: { location: { pathname: string } }): MetaDescriptor[] => [
  ...baseMeta(args),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Feedback() {
  return <FeedbackPage />;
}
