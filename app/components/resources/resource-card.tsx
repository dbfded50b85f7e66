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
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <Badge variant="secondary">{resource.type}</Badge>
      </div>
      <h3 className="leading-snug font-semibold">{resource.title}</h3>
      <p className="flex-1 text-sm text-muted-foreground">{resource.description}</p>
      <Button asChild variant="outline" size="sm" className="self-start">
        <ExternalLink href={resourceFileUrl(resource.pdfPath)}>
          {resourceButtonLabel(resource.type)}
        </ExternalLink>
      </Button>
    </article>
  );
}
