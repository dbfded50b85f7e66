import type { ReactNode } from 'react';
import {
  defaultFeedbackQuestion,
  feedbackFields,
  feedbackLinkLifetimeDays,
  feedbackMarkup,
  feedbackRatings,
  maxFeedbackText,
  ratingWords,
  type FeedbackLinkState,
} from '#schemas/feedback/event-feedback.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';

/**
 * The feedback page's content, every state of it hidden (the route is app/routes/feedback.tsx):
 * the server shows the one the link is in, with the event's title and the organiser's question in
 * the places marked for them (server/feedback/feedback-page.ts). A feature of its own: its form
 * controls stay with the features that use them, out of the code every page loads
 * (vite.config.ts `featureOnlyPrimitive`).
 */

const linkClass = 'font-medium text-primary underline underline-offset-4';

/** One state of the page, hidden until the server shows it. */
function State({
  state,
  title,
  children,
}: {
  state: FeedbackLinkState;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <div hidden {...{ [feedbackMarkup.state]: state }}>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <div className="mt-6 grid gap-4 text-lg text-muted-foreground">{children}</div>
    </div>
  );
}

/** Where the event's title goes. */
function EventTitle() {
  return <span {...{ [feedbackMarkup.event]: '' }}>the event</span>;
}

function UpcomingEvents() {
  return (
    <p>
      <a href="/events" className={linkClass}>
        See our upcoming events
      </a>
    </p>
  );
}

function RatingField() {
  return (
    <fieldset className="grid gap-3" {...{ [feedbackMarkup.field]: feedbackFields.rating }}>
      <legend className="mb-3 text-base font-medium text-foreground">
        Your rating, from 1 (poor) to 5 (excellent)
        <span aria-hidden="true" className="text-destructive">
          {' '}
          *
        </span>
      </legend>
      <div className="grid grid-cols-5 gap-2">
        {feedbackRatings.map((rating) => (
          <label
            key={rating}
            className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border bg-background px-1 py-3 text-center has-checked:border-primary has-checked:bg-accent has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
          >
            <input
              type="radio"
              name={feedbackFields.rating}
              value={rating}
              required
              className="size-4 accent-primary"
            />
            <span className="text-lg font-semibold text-foreground">{rating}</span>
            <span className="text-xs leading-tight text-muted-foreground">
              {ratingWords[rating]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TextField({
  name,
  label,
}: {
  name: typeof feedbackFields.answer | typeof feedbackFields.comment;
  label: ReactNode;
}) {
  const id = `feedback-${name}`;
  return (
    <div className="grid gap-2" {...{ [feedbackMarkup.field]: name }}>
      <Label htmlFor={id} className="text-base leading-snug text-foreground">
        {label}
      </Label>
      <Textarea id={id} name={name} rows={4} maxLength={maxFeedbackText} />
    </div>
  );
}

const optional = <span className="font-normal text-muted-foreground">(optional)</span>;

function FeedbackForm() {
  return (
    // Posts to the page's own address, its link's token with it (the query stays).
    <form method="post" className="grid gap-6 text-base text-foreground">
      <RatingField />
      <TextField
        name={feedbackFields.answer}
        label={
          <span>
            <span {...{ [feedbackMarkup.question]: '' }}>{defaultFeedbackQuestion}</span> {optional}
          </span>
        }
      />
      <TextField
        name={feedbackFields.comment}
        label={<span>Anything else you would like to tell us? {optional}</span>}
      />
      {/* The models of what the server says of a refused value, beside its field or above the
          button. */}
      <p
        hidden
        className="text-sm font-medium text-destructive"
        {...{ [feedbackMarkup.fieldError]: '' }}
      />
      <p
        hidden
        role="alert"
        className="text-sm font-medium text-destructive"
        {...{ [feedbackMarkup.message]: '' }}
      />
      <div>
        <Button type="submit" size="lg">
          Send my feedback
        </Button>
      </div>
    </form>
  );
}

export function FeedbackPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <State
        state="ready"
        title={
          <>
            How was <EventTitle />?
          </>
        }
      >
        <p>
          Thank you for coming. Tell us what you thought: it takes a minute. We keep one answer per
          guest, and the organiser reads the answers together, without your name.
        </p>
        <FeedbackForm />
      </State>
      <State state="done" title="Thank you for your feedback">
        <p role="status">
          Your answer about <EventTitle /> is with the organiser. It helps us make the next one
          better.
        </p>
        <UpcomingEvents />
      </State>
      <State state="answered" title="You have answered already">
        <p>
          We keep one answer per guest, and yours about <EventTitle /> reached us before. Nothing
          new was stored. Thank you!
        </p>
        <UpcomingEvents />
      </State>
      <State state="expired" title="This link has expired">
        <p>
          Feedback links work for {feedbackLinkLifetimeDays} days after their email. Nothing was
          stored.
        </p>
        <UpcomingEvents />
      </State>
      <State state="invalid" title="This link does not work">
        <p>
          It may have been cut short or changed when it was copied, or it no longer works. Nothing
          was stored. Please open the link from your email again, exactly as it is.
        </p>
        <UpcomingEvents />
      </State>
    </section>
  );
}
