import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { acknowledgementTexts } from '#content/form-notices.ts';
import { Button } from '#app/components/ui/button.tsx';
import type { Acknowledgement } from './use-submission.ts';

/**
 * The form area after a success: what arrived, where the confirmation mail goes and what happens
 * next (the form's success notice), with the focus on its heading so a screen reader reads it.
 * `sendAnother` brings back the empty form: a function in the app, or the page's address in the
 * answer to a form sent without scripts (docs/product/rules.md#forms-without-scripts).
 */
export function SubmissionReceived({
  acknowledgement: { notice, confirmationTo },
  eventName,
  sendAnother,
  ...props
}: {
  acknowledgement: Acknowledgement;
  eventName?: string;
  sendAnother: (() => void) | string;
} & ComponentProps<'section'>) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section
      {...props}
      aria-labelledby={headingId}
      data-slot="submission-received"
      className="rounded-xl border border-primary/30 bg-primary/5 p-6 text-center sm:p-8"
    >
      <CircleCheckIcon aria-hidden="true" className="mx-auto size-10 text-primary" />
      <p className="mt-3 text-sm font-semibold tracking-wide text-primary uppercase">
        {acknowledgementTexts.eyebrow}
      </p>
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="mt-1 text-2xl font-bold tracking-tight text-balance outline-none"
      >
        {notice.title}
      </h3>
      {eventName ? (
        <>
          <p className="mt-2 font-medium">{acknowledgementTexts.forEvent(eventName)}</p>
          <p className="mx-auto mt-3 max-w-prose">{acknowledgementTexts.placeNotConfirmed}</p>
        </>
      ) : null}
      {notice.description ? (
        <p className="mx-auto mt-3 max-w-prose text-muted-foreground">{notice.description}</p>
      ) : null}
      {confirmationTo ? (
        <p className="mx-auto mt-3 max-w-prose text-sm break-words text-muted-foreground">
          {acknowledgementTexts.confirmationOnItsWay(confirmationTo)}
        </p>
      ) : null}
      {typeof sendAnother === 'string' ? (
        <Button asChild variant="outline" className="mt-6">
          <a href={sendAnother}>{acknowledgementTexts.sendAnother}</a>
        </Button>
      ) : (
        <Button type="button" variant="outline" className="mt-6" onClick={sendAnother}>
          {acknowledgementTexts.sendAnother}
        </Button>
      )}
    </section>
  );
}
