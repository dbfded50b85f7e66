import type { EventPhase } from '#schemas/events/event-availability.ts';

/**
 * Whether an event's page holds its form (docs/product/rules.md#open-closed-past): while it is
 * open, and on the organiser's preview of a draft (where the form sends nothing; a draft's page is
 * nobody else's). Else the page says why in the form's place.
 */
export function takesApplications(view: { phase: EventPhase }): boolean {
  return view.phase === 'open' || view.phase === 'draft';
}
