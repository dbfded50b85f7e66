import { useId } from 'react';
import type { DecisionMailPreview } from '#schemas/applications/decision-preview.ts';
import { RenderedMail, type Shown } from '#app/features/admin/mail/decision-mail.tsx';
import { guestsWord } from './guests-wording.ts';

/** A mail to several guests as the server renders it for the first: with how many it goes to. */
export type GuestsMailPreview = { recipients: number } & DecisionMailPreview;

/**
 * `The mail each will get` of a dialog that writes to an event's guests (a message, a thank-you):
 * how many it goes to, and the mail as the first will get it; `none` when nobody has an address.
 */
export function GuestsMail({ shown, none }: { shown: Shown<GuestsMailPreview>; none: string }) {
  const id = useId();
  const recipients = shown.state === 'loaded' ? shown.preview.recipients : undefined;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2 rounded-lg border p-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        The mail each will get
      </h3>
      {recipients !== undefined && recipients > 0 ? (
        <p className="text-sm" role="status">
          Goes to {guestsWord(recipients)}.
        </p>
      ) : null}
      <RenderedMail shown={shown} none={none} />
    </section>
  );
}

/** How many the dialog's button names: the server's number once it has answered, else `counted`. */
export function reachedBy(shown: Shown<GuestsMailPreview> | undefined, counted: number): number {
  return shown?.state === 'loaded' ? shown.preview.recipients : counted;
}
