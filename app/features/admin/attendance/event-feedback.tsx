import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import type {
  EventFeedback as Feedback,
  FeedbackAnswer,
} from '#schemas/feedback/event-feedback.ts';
import { SignedOutError } from '#app/features/admin/shared/admin-api.ts';
import { useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';
import { answersLine, ratingLabel, thankedLine, wordedAnswersLabel } from './attendance-wording.ts';
import { readFeedback } from './feedback-api.ts';
import { RatingChart } from './rating-chart.tsx';
import { ThankGuests } from './thank-guests.tsx';

/**
 * An event's feedback in its Guests place (docs/product/screens.md#an-events-guests): the
 * thank-you to the guests who came (sent, or to send once the event is over), then the answers:
 * how many, their average, how they rated it and each answer and comment, newest first, without
 * names.
 */

type Read = { state: 'loading' } | { state: 'loaded'; feedback: Feedback } | { state: 'failed' };

/** The event's feedback, read again after `reload`. */
function useEventFeedback(eventId: number) {
  const refresh = useAdminRefresh();
  const [read, setRead] = useState<Read>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const reading = new AbortController();
    readFeedback(eventId, reading.signal).then(
      (feedback) => setRead({ state: 'loaded', feedback }),
      (error: unknown) => {
        if (reading.signal.aborted) return;
        if (error instanceof SignedOutError) return refresh();
        setRead({ state: 'failed' });
      },
    );
    return () => reading.abort();
  }, [eventId, version, refresh]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { read, reload };
}

export function EventFeedback({
  event,
  canChange,
}: {
  event: { id: number; title: string };
  canChange: boolean;
}) {
  const headingId = useId();
  const refresh = useAdminRefresh();
  const { read, reload } = useEventFeedback(event.id);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-lg font-semibold tracking-tight">
        Feedback
      </h3>
      {read.state === 'loading' ? (
        <p role="status" className="text-sm text-muted-foreground">
          Reading the feedback...
        </p>
      ) : read.state === 'failed' ? (
        <p role="alert" className="text-sm">
          The feedback could not be read. Please try again.
        </p>
      ) : (
        <FeedbackRead
          feedback={read.feedback}
          thank={
            canChange && read.feedback.over && !read.feedback.thanks ? (
              <ThankGuests
                event={event}
                recipients={read.feedback.recipients}
                onSent={() => {
                  reload();
                  refresh();
                }}
              />
            ) : null
          }
        />
      )}
    </section>
  );
}

function FeedbackRead({ feedback, thank }: { feedback: Feedback; thank: ReactNode }) {
  const { thanks } = feedback;
  return (
    <>
      {thanks ? (
        <p className="text-sm text-muted-foreground">
          {thankedLine(thanks)} The form asked: “{thanks.question}”
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {thank}
          <p className="text-sm text-muted-foreground">
            {feedback.over
              ? 'The guests who came have not been thanked yet: the thank-you brings their feedback.'
              : 'Once the event is over, the guests who came can be thanked and asked for their feedback.'}
          </p>
        </div>
      )}
      {thanks ? (
        <>
          <p className="text-sm font-medium" role="status">
            {answersLine(feedback.count, feedback.average)}
          </p>
          {feedback.count > 0 ? <RatingChart feedback={feedback} /> : null}
          <AnswersInWords answers={feedback.answers} question={thanks.question} />
        </>
      ) : null}
    </>
  );
}

/**
 * The answers that say something beside their rating, folded under their count: an event's many
 * answers would otherwise push its guests far down the page. A rating alone is in the chart.
 */
function AnswersInWords({ answers, question }: { answers: FeedbackAnswer[]; question: string }) {
  const worded = answers.filter((answer) => answer.answer || answer.comment);
  if (worded.length === 0) return null;
  return (
    <details>
      <summary className="w-fit cursor-pointer text-sm font-medium underline underline-offset-4">
        {wordedAnswersLabel(worded.length)}
      </summary>
      <ul className="mt-3 grid gap-3">
        {worded.map((answer, index) => (
          <AnswerCard key={index} answer={answer} question={question} />
        ))}
      </ul>
    </details>
  );
}

function AnswerCard({ answer, question }: { answer: FeedbackAnswer; question: string }) {
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 text-sm text-card-foreground">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Rated {ratingLabel(answer.rating)}</span>
        <time dateTime={answer.answeredAt} className="text-xs text-muted-foreground">
          {formatLondon(answer.answeredAt)}
        </time>
      </p>
      <dl className="grid gap-2">
        {answer.answer ? (
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">{question}</dt>
            <dd className="break-words whitespace-pre-line">{answer.answer}</dd>
          </div>
        ) : null}
        {answer.comment ? (
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">Comment</dt>
            <dd className="break-words whitespace-pre-line">{answer.comment}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
