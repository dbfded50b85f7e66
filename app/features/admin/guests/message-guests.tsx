import { SendIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { EventGuests } from '#schemas/events/organising/event-guests.ts';
import {
  audienceLabels,
  audienceStatuses,
  maxMessageBody,
  maxMessageSubject,
  messageAudiences,
  type MessageAudience,
} from '#schemas/events/organising/event-messages.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { notify } from '#app/lib/notify.ts';
import { useAdminAction } from '#app/features/admin/shared/admin-action.ts';
import { useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';
import { useRenderedMailWhile } from '#app/features/admin/mail/decision-mail.tsx';
import { GuestsMail, reachedBy } from './guests-mail.tsx';
import { ConfirmDialog } from '#app/features/admin/shared/confirm-dialog.tsx';
import { RequiredMark } from '../events/event-fields.tsx';
import { EventInvalidError, previewMessage, sendMessage } from '../events/event-api.ts';
import { guestsWord } from './guests-wording.ts';

/**
 * A message to the event's guests (docs/product/screens.md#an-events-guests): to those approved,
 * waitlisted, pending or all of them; the mail as the first will get it and how many it goes
 * to, then sent through the outbox. Each guest finds it among her mails; the Audit log says it
 * was sent.
 */

type Draft = { audience: MessageAudience; subject: string; body: string };
type Errors = Partial<Record<keyof Draft, string>>;

/** How many guests an audience names, by the counts the Guests place shows. */
function audienceCount(counts: EventGuests['counts'], audience: MessageAudience): number {
  return audienceStatuses[audience].reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}

export function MessageGuests({ guests }: { guests: EventGuests }) {
  const id = useId();
  const refresh = useAdminRefresh();
  const { event, counts } = guests;
  const [open, setOpen] = useState(false);
  const { busy, run } = useAdminAction(refresh);
  const [draft, setDraft] = useState<Draft>({ audience: 'approved', subject: '', body: '' });
  const [errors, setErrors] = useState<Errors>({});
  // One key per message: sent twice (a double click, a retry), it is sent once.
  const [key, setKey] = useState(() => crypto.randomUUID());

  const change = (part: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setErrors({});
  };

  async function send() {
    const missing: Errors = {
      ...(draft.subject.trim() === '' && { subject: 'Write a subject.' }),
      ...(draft.body.trim() === '' && { body: 'Write the message.' }),
    };
    if (Object.keys(missing).length > 0) return setErrors(missing);
    const sent = await run(() => sendMessage(event.id, { ...draft, key }), {
      failed: 'The message was not sent',
      words: 'every error',
      inPlace: (error) => error instanceof EventInvalidError,
    });
    if (!sent.ok) {
      if (sent.error instanceof EventInvalidError) setErrors(sent.error.fieldErrors as Errors);
      return;
    }
    notify.success('Message sent', {
      description: `Mailed ${guestsWord(sent.value.recipients)} of ${event.title}.`,
    });
    setOpen(false);
    setDraft({ audience: draft.audience, subject: '', body: '' });
    setKey(crypto.randomUUID());
    refresh();
  }

  const shown = useMessagePreview(event.id, draft, open);
  // The server's number once it has answered (an erased guest is counted but not mailed).
  const reached = reachedBy(shown, audienceCount(counts, draft.audience));
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <SendIcon aria-hidden="true" />
        Write to guests
      </Button>
      <ConfirmDialog
        open={open}
        title={`Write to the guests of ${event.title}`}
        description="Each gets it by mail, greeted by name, with the event's date, time and place beneath your words."
        confirmLabel={`Send to ${guestsWord(reached)}`}
        busyLabel="Sending..."
        busy={busy}
        canConfirm={reached > 0}
        onClose={() => setOpen(false)}
        onConfirm={() => void send()}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">To</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {messageAudiences.map((audience) => (
              <label key={audience} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-audience`}
                  value={audience}
                  checked={draft.audience === audience}
                  onChange={() => change({ audience })}
                  className="size-4 accent-primary"
                />
                {audienceLabels[audience]} ({audienceCount(counts, audience)})
              </label>
            ))}
          </div>
        </fieldset>
        <MessageField id={`${id}-subject`} label="Subject" error={errors.subject}>
          <Input
            id={`${id}-subject`}
            value={draft.subject}
            maxLength={maxMessageSubject}
            aria-required="true"
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
            onChange={(typed) => change({ subject: typed.target.value })}
          />
        </MessageField>
        <MessageField id={`${id}-body`} label="Message" error={errors.body}>
          <Textarea
            id={`${id}-body`}
            value={draft.body}
            rows={5}
            maxLength={maxMessageBody}
            aria-required="true"
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? `${id}-body-error` : undefined}
            onChange={(typed) => change({ body: typed.target.value })}
          />
        </MessageField>
        {errors.audience ? (
          <p className="text-sm font-medium text-destructive">{errors.audience}</p>
        ) : null}
        {shown ? (
          <GuestsMail
            shown={shown}
            none="Nobody to write to: no guest here has an address to mail."
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function MessageField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        <RequiredMark />
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The mail as the first guest of the audience will get it, rendered by the server as she types. */
function useMessagePreview(eventId: number, draft: Draft, open: boolean) {
  const words = {
    audience: draft.audience,
    subject: draft.subject.trim() || '(no subject yet)',
    body: draft.body.trim() || '(your message)',
  };
  return useRenderedMailWhile(open, (signal) => previewMessage(eventId, words, signal), [
    eventId,
    words,
  ]);
}
