import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { acknowledgementTexts } from '#content/form-notices.ts';
import { Button } from '#app/components/ui/button.tsx';
import type { Acknowledgement } from './use-submission.ts';

/**
 * The form area after a success: what arrived, where the confirmation mail goes and what happens
 * next (the form's success notice), with the focus on its heading so a screen reader reads it.
 */
export function SubmissionReceived({
  acknowledgement: { notice, confirmationTo },
  eventName,
  onSendAnother,
}: {
  acknowledgement: Acknowledgement;
  eventName?: string;
  onSendAnother: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
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
        <p className="mt-2 font-medium">{acknowledgementTexts.forEvent(eventName)}</p>
      ) : null}
      {notice.description ? (
        <p className="mx-auto mt-3 max-w-prose text-muted-foreground">{notice.description}</p>
      ) : null}
      {confirmationTo ? (
        <p className="mx-auto mt-3 max-w-prose text-sm break-words text-muted-foreground">
          {acknowledgementTexts.confirmationOnItsWay(confirmationTo)}
        </p>
      ) : null}
      <Button type="button" variant="outline" className="mt-6" onClick={onSendAnother}>
        {acknowledgementTexts.sendAnother}
      </Button>
    </section>
  );
}
