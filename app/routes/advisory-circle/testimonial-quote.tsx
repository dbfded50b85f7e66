import { QuoteIcon } from 'lucide-react';
import { PersonAvatar } from '#app/components/common/person-avatar.tsx';

/** One member's words, with who said them. */
export function TestimonialQuote({
  quote,
  name,
  role,
}: {
  quote: string;
  name: string;
  role: string;
}) {
  return (
    <figure className="mx-auto max-w-3xl rounded-3xl border bg-card p-8 text-card-foreground shadow-sm sm:p-10">
      <QuoteIcon aria-hidden="true" className="size-8 text-primary" />
      <blockquote className="mt-4 text-lg leading-relaxed font-medium text-pretty sm:text-2xl">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <span aria-hidden="true">
          <PersonAvatar name={name} size="sm" />
        </span>
        <span>
          <span className="block font-semibold">{name}</span>
          <span className="block text-sm text-muted-foreground">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
