import { ClockIcon } from 'lucide-react';
import type { CareerGuide } from '#content/career-guides.ts';
import { Badge } from '#app/components/ui/badge.tsx';

export function CareerGuideCard({ guide }: { guide: CareerGuide }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm">
      <img
        src={guide.image}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="secondary">{guide.category}</Badge>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <ClockIcon aria-hidden="true" className="size-3.5" />
            {guide.readTime}
          </span>
        </div>
        <h3 className="mt-3 leading-snug font-semibold">{guide.title}</h3>
        <p className="mt-2 text-sm text-muted-foreground">{guide.description}</p>
      </div>
    </article>
  );
}
