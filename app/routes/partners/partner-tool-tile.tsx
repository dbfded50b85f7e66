import { ArrowUpRightIcon } from 'lucide-react';
import type { PartnerTool } from '#content/partner-tools.ts';
import { ExternalLink } from '#app/components/common/external-link.tsx';

/** A partner tool: a lettered mark (no third-party logo), what it does and how members use it. */
export function PartnerToolTile({ tool }: { tool: PartnerTool }) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-linear-to-br from-primary to-highlight text-lg font-bold text-primary-foreground"
        >
          {tool.monogram}
        </span>
        <h3 className="text-lg font-semibold">
          {/* NOTE: the link's ::after covers the tile, so the whole tile is clickable. */}
          <ExternalLink href={tool.url} className="outline-none after:absolute after:inset-0">
            {tool.name}
          </ExternalLink>
        </h3>
        <ArrowUpRightIcon
          aria-hidden="true"
          className="ml-auto size-5 text-muted-foreground transition group-hover:text-primary"
        />
      </div>
      <p className="mt-4">{tool.description}</p>
      <p className="mt-2 text-sm text-muted-foreground">{tool.memberUse}</p>
    </article>
  );
}
