import { resources } from '#content/resources.ts';
import { ResourceCard } from '#app/components/resources/resource-card.tsx';

/** Every resource of the community library as a card (the footer's Resources section). */
export default function ResourceCards() {
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {resources.map((resource) => (
        <ResourceCard key={resource.pdfPath} resource={resource} />
      ))}
    </div>
  );
}
