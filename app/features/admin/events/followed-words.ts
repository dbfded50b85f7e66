import { useMemo } from 'react';
import { toEventCard, toEventPage } from '#schemas/events/event-record.ts';
import type { EventWords } from '#schemas/events/event-words.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import { useDocumentForm } from './event-fields.tsx';

/**
 * What the short words left empty will say (schemas/events/event-words.ts), for the editor to show
 * in their empty fields; nothing while the document is too unfinished to say it.
 */
export type FollowedWords = Partial<EventWords>;

export function followedWords(document: unknown): FollowedWords {
  try {
    const event = { document: document as EventDocument };
    const page = toEventPage(event);
    const card = toEventCard(event);
    return {
      crumb: page.crumb,
      eyebrow: page.eyebrow,
      metaTitle: page.meta.title,
      metaDescription: page.meta.description,
      cardTitle: card?.title,
      cardDescription: card?.description,
      formSubtitle: page.form.subtitle,
    };
  } catch {
    // A date not yet a day of the calendar, say: the server says what is missing on save.
    return {};
  }
}

/** The words, worked out again only when the document changes, not on every render. */
export function useFollowedWords(): FollowedWords {
  const { document } = useDocumentForm();
  return useMemo(() => followedWords(document), [document]);
}
