import type { FoundingMember } from '#content/founding-members.ts';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { PersonAvatar } from '#app/components/common/person-avatar.tsx';

/** A founding member: avatar (or initials), role, company, a quote kept to four lines. */
export function FoundingMemberCard({ member }: { member: FoundingMember }) {
  return (
    <article className="flex h-full min-w-0 flex-col items-center rounded-2xl border bg-card p-3 text-center [overflow-wrap:anywhere] text-card-foreground shadow-sm sm:p-4">
      <PersonAvatar name={member.name} image={member.image} size="lg-xl" />
      <h3 className="mt-4 leading-snug font-semibold break-words">{member.name}</h3>
      <p className="mt-1 text-sm font-medium text-primary">{member.role}</p>
      <p className="text-sm text-muted-foreground">{member.company}</p>
      {/* The wrapper grows to align the links; the clamp sits on the text itself. */}
      <div className="mt-3 flex-1">
        <blockquote className="line-clamp-4 text-sm text-muted-foreground italic">
          “{member.quote}”
        </blockquote>
      </div>
      <ExternalLink
        href={member.linkedinUrl}
        className="mt-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <span
          aria-hidden="true"
          className="grid size-5 place-items-center rounded bg-primary text-[0.7rem] leading-none font-bold text-primary-foreground"
        >
          in
        </span>
        {/* NOTE: one text node for the name; a space at a box edge gets lost in name computation. */}
        <span className="sr-only">{member.name} on LinkedIn</span>
        <span aria-hidden="true">LinkedIn</span>
      </ExternalLink>
    </article>
  );
}
