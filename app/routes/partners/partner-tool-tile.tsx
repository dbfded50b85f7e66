import { ArrowUpRightIcon } from 'lucide-react';
import type { PartnerTool } from '#content/partner-tools.ts';
import { Emblem } from '#app/components/art/emblem.tsx';
import { ExternalLink } from '#app/components/common/external-link.tsx';

/**
 * A partner tool on the partner wall: a logo panel with our own mark for it (its monogram on its
 * emblem; never the company's logo) and its name set as a wordmark, then what it does and how
 * members use it. The whole tile is the link.
 */
export function PartnerToolTile({ tool }: { tool: PartnerTool }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="flex h-28 items-center justify-center gap-3 border-b bg-muted px-6 transition-colors group-hover:bg-accent">
        <span
          aria-hidden="true"
          className="relative grid size-12 shrink-0 place-items-center overflow-hidden rounded-xl bg-art text-lg font-bold text-white shadow-sm transition-transform group-hover:scale-105 motion-reduce:transition-none"
        >
          <Emblem seed={`partner ${tool.id}`} className="absolute inset-0 size-full" />
          <span className="relative">{tool.monogram}</span>
        </span>
        <h3 className="text-2xl font-bold tracking-tight">
          {/* NOTE: the link's ::after covers the tile, so the whole tile is clickable. */}
          <ExternalLink
            href={tool.url}
            className="outline-none group-hover:text-primary after:absolute after:inset-0"
          >
            {tool.name}
          </ExternalLink>
        </h3>
      </div>
      <ArrowUpRightIcon
        aria-hidden="true"
        className="absolute top-3 right-3 size-5 text-muted-foreground transition group-hover:text-primary"
      />
      <div className="flex-1 p-6">
        <p>{tool.description}</p>
        <p className="mt-2 text-sm text-muted-foreground">{tool.memberUse}</p>
      </div>
    </article>
  );
}
