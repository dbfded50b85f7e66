import { ArrowRightIcon, QuoteIcon } from 'lucide-react';
import type { SuccessStory } from '#content/success-stories.ts';
import { PersonAvatar } from '#app/components/common/person-avatar.tsx';

export function SuccessStoryCard({ story }: { story: SuccessStory }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm">
      <QuoteIcon aria-hidden="true" className="size-7 text-primary/40" />
      <blockquote className="mt-3 flex-1 text-pretty">
        <p>{story.story}</p>
      </blockquote>
      <div className="mt-6 flex items-center gap-3 border-t pt-5">
        <PersonAvatar name={story.name} image={story.image} size="sm" />
        <div className="min-w-0">
          <h3 className="font-semibold">{story.name}</h3>
          <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <span className="sr-only">From </span>
            {story.previousRole}
            <ArrowRightIcon aria-hidden="true" className="size-3.5 text-primary" />
            <span className="sr-only"> to </span>
            <span className="font-medium text-foreground">{story.currentRole}</span>
          </p>
          <p className="text-xs text-muted-foreground">Mentored by {story.mentor}</p>
        </div>
      </div>
    </article>
  );
}
