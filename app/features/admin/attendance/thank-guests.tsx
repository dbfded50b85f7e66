import { HeartHandshakeIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { defaultFeedbackQuestion, maxFeedbackQuestion } from '#schemas/feedback/event-feedback.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { notify } from '#app/lib/notify.ts';
import { isRefusal, useAdminAction } from '#app/features/admin/shared/admin-action.ts';
import { useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';
import { useRenderedMailWhile } from '#app/features/admin/mail/decision-mail.tsx';
import { GuestsMail, reachedBy } from '../guests/guests-mail.tsx';
import { ConfirmDialog } from '#app/features/admin/shared/confirm-dialog.tsx';
import { guestsWord } from '../guests/guests-wording.ts';
import { previewThanks, sendThanks } from './feedback-api.ts';

/**
 * The thank-you to the guests who came (docs/product/screens.md#an-events-guests): the question
 * its feedback form asks (ours unless she writes her own), the mail as the first of them will get
 * it and how many it goes to, then sent, once, through the outbox.
 */
export function ThankGuests({
  event,
  recipients,
  onSent,
}: {
  event: { id: number; title: string };
  /** How many it would reach now, by the last reading. */
  recipients: number;
  onSent: () => void;
}) {
  const id = useId();
  const refresh = useAdminRefresh();
  const [open, setOpen] = useState(false);
  const { busy, run } = useAdminAction(refresh);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string>();
  // One key per thank-you: sent twice (a double click, a retry), it is sent once.
  const [key] = useState(() => crypto.randomUUID());
  const shown = useRenderedMailWhile(
    open,
    (signal) => previewThanks(event.id, { question }, signal),
    [event.id, question],
  );
  const reached = reachedBy(shown, recipients);

  async function send() {
    const sent = await run(() => sendThanks(event.id, { question, key }), {
      failed: 'The thank-you was not sent',
      words: 'every error',
      // The server's words on her question show beside it.
      inPlace: (error) => isRefusal(error, 400),
    });
    if (!sent.ok && isRefusal(sent.error, 400)) return setError(sent.error.message);
    if (sent.ok) {
      notify.success('Thank-you sent', {
        description: `Mailed ${guestsWord(sent.value.mails)} who came to ${event.title}.`,
      });
    }
    // A 409 (thanked already) closes the dialog too, on the event as it is now.
    if (sent.ok || isRefusal(sent.error, 409)) {
      setOpen(false);
      onSent();
    }
  }

  return (
    <>
      <Button size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <HeartHandshakeIcon aria-hidden="true" />
        Thank the guests who came
      </Button>
      <ConfirmDialog
        open={open}
        title={`Thank the guests who came to ${event.title}`}
        description="Each gets a mail thanking her for coming, with a link to a short form of her own: a rating from 1 to 5, your question and a comment. It goes once: the event cannot be thanked twice."
        confirmLabel={`Send to ${guestsWord(reached)}`}
        busyLabel="Sending..."
        busy={busy}
        canConfirm={reached > 0}
        onClose={() => setOpen(false)}
        onConfirm={() => void send()}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-question`}>Your question</Label>
          <Input
            id={`${id}-question`}
            value={question}
            placeholder={defaultFeedbackQuestion}
            maxLength={maxFeedbackQuestion}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-question-hint${error ? ` ${id}-question-error` : ''}`}
            onChange={(typed) => {
              setQuestion(typed.target.value);
              setError(undefined);
            }}
          />
          <p id={`${id}-question-hint`} className="text-sm text-muted-foreground">
            Left empty, the form asks: {defaultFeedbackQuestion}
          </p>
          {error ? (
            <p id={`${id}-question-error`} className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        {shown ? (
          <GuestsMail
            shown={shown}
            none="Nobody to thank: no guest who came has an address to mail."
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
