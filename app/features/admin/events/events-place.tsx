import { EventEditorPlace, NewEventPlace } from './event-editor.tsx';
import type { EventsData } from './events-data.ts';
import { EventsList } from './events-list.tsx';

/** The Events place (docs/product/screens.md#events): the list, an event's editor, or a new one. */
export function EventsPlace({ data }: { data: EventsData }) {
  switch (data.show) {
    case 'list':
      return <EventsList list={data.list} />;
    case 'editor':
      return <EventEditorPlace key={data.id} detail={data.detail} missing={data.missing} />;
    case 'new':
      return <NewEventPlace />;
  }
}
