import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';

export type Crumb = { label: string; href: string };

/** Trail of links ending at the current page (which is not a link). */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1.5">
            <Link to={crumb.href} className="hover:text-foreground hover:underline">
              {crumb.label}
            </Link>
            <ChevronRightIcon aria-hidden="true" className="size-3.5" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}
