import { eventPhase, nextPhaseChange, nextSession } from '#schemas/events/event-availability.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { eventCards, eventPageView, type SiteData } from '#schemas/pages/event-view.ts';
import { placesLineOf } from '#server/events/capacity.ts';
import type { Executor } from '#server/db/database.ts';
import { eventBySlug, listEvents } from '#server/events/event-store.ts';

/**
 * The stored events as the pages showing them read them (docs/decisions/036-pages-from-the-database.md),
 * at one moment: one per rendering. It notes the earliest moment at which what it handed out
 * changes by the clock alone (an event's applications closing, an event ending, a series' next
 * session passing), for the rendered page's cache.
 */
export type SiteDataAt = SiteData & {
  /** When the pages rendered with it stop being true by the clock; undefined: not by the clock. */
  validUntil(): Date | undefined;
};

export function siteDataAt(executor: Executor, now: Date): SiteDataAt {
  let validUntil: Date | undefined;
  const noteChanges = (records: readonly EventRecord[]) => {
    for (const record of records) {
      // Its phase changes (closing, ending), or a series' next session passes: its card and page
      // name the next one (docs/product/rules.md#the-events-listing).
      const changes = [
        nextPhaseChange(record, now),
        record.status === 'draft' ? undefined : nextSession(record.document.schedule, now)?.until,
      ];
      for (const change of changes) {
        if (change && (!validUntil || change < validUntil)) validUntil = change;
      }
    }
  };
  const viewOf = async (record: EventRecord, preview = false) =>
    eventPageView(record, {
      places: await placesLineOf(executor, record),
      now,
      preview,
    });

  return {
    async eventPage(slug) {
      const record = await eventBySlug(executor, slug);
      if (!record || record.status === 'draft') return undefined;
      noteChanges([record]);
      return viewOf(record);
    },
    async eventListing() {
      const records = (await listEvents(executor)).filter((record) => record.status !== 'draft');
      noteChanges(records);
      // The featured event while it is still to come (open, or closed to new applications).
      const featured = records.find(
        (record) =>
          record.document.featured && ['open', 'closed'].includes(eventPhase(record, now)),
      );
      return {
        ...eventCards(records, now),
        ...(featured ? { featured: await viewOf(featured) } : {}),
      };
    },
    validUntil: () => validUntil,
  };
}

/** A draft (or any event) shown to the organiser as its page would read: not cached, not indexed. */
export function previewSiteData(executor: Executor, record: EventRecord, now: Date): SiteData {
  return {
    async eventPage(slug) {
      if (slug !== record.document.slug) return undefined;
      return eventPageView(record, {
        places: await placesLineOf(executor, record),
        now,
        preview: record.status === 'draft',
      });
    },
    eventListing: () => siteDataAt(executor, now).eventListing(),
  };
}
