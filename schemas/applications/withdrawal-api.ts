/**
 * The withdraw page's API answers (docs/product/screens.md#withdraw; server/routes/withdrawal-routes.ts),
 * shared by the server and the page (app/routes/withdraw.tsx). `what` is the application in words
 * ("application for Waves & AI: Summer Boat Event"); `noun` what the person sent, in the words of
 * its form ("registration", "application", "registration of interest"); `event` the event's
 * title, when it is for one.
 */
type Named = { what: string; noun: string; event: string | null };

/**
 * What happens to her place (docs/product/rules.md#the-waitlist): it goes to the next person on
 * the waitlist by itself (the event's setting), the organiser can offer it to her, or nothing
 * is promised (she had no place, or nobody waits).
 */
export type PlaceAfterWithdrawal = 'next-on-waitlist' | 'organiser-may-offer' | 'none';

export type WithdrawalAnswer =
  /** The link is good and the application can be withdrawn (nothing changed yet). */
  | ({ state: 'ready'; place: PlaceAfterWithdrawal } & Named)
  /** Just withdrawn by this request. */
  | ({ state: 'done'; place: PlaceAfterWithdrawal } & Named)
  /** Withdrawn before: the link was used already. Nothing changed. */
  | ({ state: 'withdrawn' } & Named)
  /** Not a link this site made, altered, made for something else, or for a row no longer kept. */
  | { state: 'invalid' }
  | { state: 'expired' };

export const withdrawalApi = { check: '/api/withdrawals/check', withdraw: '/api/withdrawals' };
