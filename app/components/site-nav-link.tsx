import { ExternalLinkIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { NavLink } from '#content/navigation.ts';
import { ExternalLink } from '#app/components/external-link.tsx';
import { isActivePath } from '#app/lib/active-path.ts';
import { cn } from '#app/lib/cn.ts';

/**
 * One menu link: internal links mark the current page (also on its `/wlai` twin),
 * external ones open a new tab.
 */
export function SiteNavLink({
  link,
  className,
  activeClassName = 'font-semibold text-primary',
  onClick,
}: {
  link: NavLink;
  className?: string;
  activeClassName?: string;
  onClick?: () => void;
}) {
  const { pathname } = useLocation();
  if (link.external) {
    return (
      <ExternalLink
        href={link.href}
        className={cn(className, 'flex items-center gap-1.5')}
        onClick={onClick}
      >
        {link.label}
        <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
      </ExternalLink>
    );
  }
  const active = isActivePath(pathname, link.href);
  return (
    <Link
      to={link.href}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
      className={cn(className, active && activeClassName)}
    >
      {link.label}
    </Link>
  );
}
