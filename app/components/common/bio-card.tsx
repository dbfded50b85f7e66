import type { Person } from '#content/people.ts';
import { PersonAvatar } from '#app/components/common/person-avatar.tsx';

/** A person's portrait (or initials), name, role and biography. */
export function BioCard({ person, headingLevel = 3 }: { person: Person; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col gap-5 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:flex-row">
      <PersonAvatar name={person.name} image={person.image} size="xl" />
      <div>
        <Heading className="text-lg font-semibold">{person.name}</Heading>
        <p className="text-sm font-medium text-primary">{person.role}</p>
        <div className="mt-3 space-y-3 text-muted-foreground">
          {person.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </article>
  );
}
