/**
 * The withdraw page's API answers (docs/product/screens.md#withdraw; server/routes/withdrawal-routes.ts),
 * shared by the server and the page (app/routes/withdraw.tsx). `what` is the application in words
 * ("application for Waves & AI: Summer Boat Event"); `event` the event's title, when it is for one.
 */
export type WithdrawalAnswer =
  /** The link is good and the application can be withdrawn (nothing changed yet). */
  | { state: 'ready'; what: string; event: string | null }
  /** Just withdrawn by this request. */
  | { state: 'done'; what: string; event: string | null }
  /** Withdrawn before: the link was used already. Nothing changed. */
  | { state: 'withdrawn'; what: string; event: string | null }
  /** Not a link this site made, altered, made for something else, or for a row no longer kept. */
  | { state: 'invalid' }
  | { state: 'expired' };

export const withdrawalApi = { check: '/api/withdrawals/check', withdraw: '/api/withdrawals' };
