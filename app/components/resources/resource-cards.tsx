import { resources } from '#content/resources.ts';
import { ResourceCard } from '#app/components/resources/resource-card.tsx';

/** Every resource of the community library as a card (the footer's Resources section). */
export default function ResourceCards() {
  return (
    // A phone gets one row that scrolls sideways (about 150 px tall, not six stacked cards).
    // NOTE: relative, so the links' absolutely placed screen-reader text scrolls inside the row
    // instead of widening the page.
    <div className="relative -mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
      {resources.map((resource) => (
        <ResourceCard key={resource.pdfPath} resource={resource} />
      ))}
    </div>
  );
}
