import { Link } from 'react-router';
import { siteConfig } from '#content/site.ts';

/** The diamond mark and the brand name, linking home. */
export function Logo() {
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded-md font-semibold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
        <path d="M16 2 30 16 16 30 2 16Z" className="fill-primary" />
        <path d="M16 9 23 16 16 23 9 16Z" className="fill-primary-foreground" />
      </svg>
      <span>{siteConfig.brand}</span>
    </Link>
  );
}
