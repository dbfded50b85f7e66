import { organiser } from '#content/people.ts';
import { BioCard } from '#app/components/common/bio-card.tsx';
import { Section } from '#app/components/common/section.tsx';

/** The organiser's biography as a page section. */
export function OrganiserSection({ title = 'Meet Your Organiser' }: { title?: string }) {
  return (
    <Section id="organiser" title={title}>
      <div className="mx-auto max-w-3xl">
        <BioCard person={organiser} />
      </div>
    </Section>
  );
}
