import type { EventPage } from '#content/event-pages.ts';
import type { EventPageView } from '#schemas/pages/event-view.ts';

/** A content page as the server hands it to the page while the event is open. */
export function openEventView(page: EventPage, view: Partial<EventPageView> = {}): EventPageView {
  return {
    page,
    phase: 'open',
    places: page.capacity
      ? { kind: 'left', left: page.capacity.places, of: page.capacity.places }
      : { kind: 'limited' },
    approvalRequired: true,
    hosts: [],
    preview: false,
    jsonLd: {},
    ...view,
  };
}
