import type { StatusChangeResult } from './review-statuses.ts';

/**
 * The admin's waitlist API (server/routes/admin-waitlist-routes.ts), shared by the server and the
 * admin (app/features/admin/applications/waitlist-offer.tsx).
 */

/** GET …/waitlist: whether each event of the table gives a freed place away by itself. */
export type WaitlistSettings = { events: { event: string; autoPromote: boolean }[] };

/** POST …/waitlist/promote-next: who was approved, and the status change it was. */
export type WaitlistPromotion = { promoted: { id: number; name: string } } & StatusChangeResult;
