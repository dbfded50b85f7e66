import { useMemo } from 'react';
import type { EventPage } from '#content/event-pages.ts';
import { coverSources } from '#schemas/events/cover-sources.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import { toEventPage } from '#schemas/events/event-record.ts';
import { useDocumentForm } from './event-fields.tsx';

/**
 * The first screen of the event's page as the fields say it now, before any save: its picture,
 * the line above the title, the title, the facts, the opening paragraph and the button to the
 * form, in the words the page will use (schemas/events/event-record.ts `toEventPage`, whose short
 * words follow the event until she writes her own). Beside the fields on a desktop, above them on a
 * phone; the saved page itself opens with `Preview`.
 */
export function PagePreview() {
  const { document } = useDocumentForm();
  const page = useMemo(() => previewOf(document), [document]);
  return (
    <section
      aria-label="Page preview"
      className="grid gap-3 overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <p className="px-4 pt-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        How its page opens
      </p>
      {page ? <PreviewBody page={page} /> : <p className="px-4 pb-4 text-sm">{unfinished}</p>}
    </section>
  );
}

const unfinished = 'Give it a title and a date to see its page.';

/** The page the document makes; none while it is too unfinished to make one (no date yet). */
function previewOf(document: unknown): EventPage | null {
  const draft = document as EventDocument;
  if (!draft.title?.trim()) return null;
  try {
    return toEventPage({ document: draft });
  } catch {
    return null;
  }
}

function PreviewBody({ page }: { page: EventPage }) {
  const cover = page.cover ? coverSources(page.cover.image) : undefined;
  return (
    <>
      {cover ? (
        <img
          src={cover.fallback}
          alt={page.cover?.alt ?? ''}
          width={cover.width}
          height={cover.height}
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[16/9] w-full bg-gradient-to-br from-primary/70 via-primary/40 to-secondary"
        />
      )}
      <div className="grid gap-2 px-4 pb-4">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{page.eyebrow}</p>
        <p className="text-xl leading-tight font-bold break-words">{page.title}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm">
          {page.facts
            .filter((fact) => fact.value)
            .map((fact) => (
              <div key={`${fact.kind}-${fact.label}`} className="contents">
                <dt className="text-muted-foreground">{fact.label}</dt>
                <dd className="break-words">{fact.value}</dd>
              </div>
            ))}
        </dl>
        {page.intro ? (
          <p className="line-clamp-4 text-sm break-words text-muted-foreground">{page.intro}</p>
        ) : null}
        <p className="w-fit rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground">
          {page.cta}
        </p>
      </div>
    </>
  );
}
