import {
  BarChart3Icon,
  BrainIcon,
  CalendarCheckIcon,
  FileTextIcon,
  SparklesIcon,
  WrenchIcon,
} from 'lucide-react';
import { resourceButtonLabel, type Resource, type ResourceIcon } from '#content/resources.ts';
import { resourceFileUrl } from '#content/site.ts';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';

const icons: Record<ResourceIcon, typeof BrainIcon> = {
  brain: BrainIcon,
  'file-text': FileTextIcon,
  'calendar-check': CalendarCheckIcon,
  wrench: WrenchIcon,
  'bar-chart': BarChart3Icon,
  sparkles: SparklesIcon,
};

export function ResourceCard({ resource }: { resource: Resource }) {
  const Icon = icons[resource.icon];
  return (
    <article className="flex w-64 shrink-0 snap-start flex-col gap-2 rounded-lg border bg-card p-3 text-card-foreground shadow-xs sm:w-auto">
      <div className="flex items-center gap-2.5">
        <span className="grid size-8 shrink-0 place-items-center rounded-md bg-secondary text-secondary-foreground">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <h3 className="text-sm leading-snug font-semibold">{resource.title}</h3>
      </div>
      <p className="line-clamp-2 text-xs text-muted-foreground">{resource.description}</p>
      <div className="mt-auto flex items-center justify-between gap-2">
        <Badge variant="secondary">{resource.type}</Badge>
        <Button asChild variant="outline" size="sm">
          <ExternalLink href={resourceFileUrl(resource.pdfPath)}>
            {resourceButtonLabel(resource.type)}
          </ExternalLink>
        </Button>
      </div>
    </article>
  );
}
