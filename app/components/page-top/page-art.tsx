import { useLocation } from 'react-router';
import { pagePathOf } from '#content/site.ts';
import { Artwork } from '#app/components/art/artwork.tsx';
import { cn } from '#app/lib/cn.ts';

/**
 * A page's own band of artwork above its title, seeded by the page's path (content/site.ts
 * `pagePathOf`: both addresses of a page, and its prerendered HTML, get the same picture, the one
 * its share image is drawn from). A fixed height, so nothing shifts when it is drawn; short on a
 * phone, where it pushes the title down.
 * NOTE: the page tops live outside components/common/ so the cover code stays out of the shared
 * chunk the home page loads (vite.config.ts; JavaScript budget, docs/decisions/013).
 */
export function PageArt({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <div
      aria-hidden="true"
      className={cn('h-20 overflow-hidden rounded-3xl shadow-sm sm:h-28', className)}
    >
      <Artwork seed={pagePathOf(pathname)} className="size-full" />
    </div>
  );
}
