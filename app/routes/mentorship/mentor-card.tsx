import { StarIcon } from 'lucide-react';
import { useId } from 'react';
import { ratingText, type Mentor } from '#content/mentors.ts';
import { PersonAvatar } from '#app/components/common/person-avatar.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { EnquiryButton } from '#app/features/enquiry/enquiry-button.tsx';

export function MentorCard({ mentor }: { mentor: Mentor }) {
  const headingId = useId();
  const expertiseId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <div className="flex items-center gap-4">
        <PersonAvatar name={mentor.name} image={mentor.image} />
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            {mentor.name}
          </h3>
          <p className="text-sm font-medium text-primary">{mentor.title}</p>
          <p className="text-sm text-muted-foreground">{mentor.company}</p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 rounded-xl bg-muted/60 p-3 text-center">
        <div>
          <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
            <StarIcon aria-hidden="true" className="size-3 fill-current text-highlight" />
            Rating
          </dt>
          <dd className="mt-0.5 text-sm font-semibold whitespace-nowrap">
            {ratingText(mentor.rating)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Experience</dt>
          <dd className="mt-0.5 text-sm font-semibold">{mentor.experience}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Mentees</dt>
          <dd className="mt-0.5 text-sm font-semibold">{mentor.mentees}</dd>
        </div>
      </dl>
      <p className="mt-5 flex-1 text-sm text-muted-foreground">{mentor.bio}</p>
      <h4 id={expertiseId} className="mt-5 text-sm font-semibold">
        Expertise
      </h4>
      <ul aria-labelledby={expertiseId} className="mt-2 flex flex-wrap gap-2">
        {mentor.expertise.map((area) => (
          <li key={area}>
            <Badge variant="secondary">{area}</Badge>
          </li>
        ))}
      </ul>
      <EnquiryButton
        tag={`mentorship:connect:${mentor.id}`}
        dialogTitle={`Connect with ${mentor.name}`}
        className="mt-6 w-full"
      >
        Connect<span className="sr-only"> with {mentor.name}</span>
      </EnquiryButton>
    </article>
  );
}
