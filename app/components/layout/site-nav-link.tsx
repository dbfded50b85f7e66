import { ExternalLinkIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { NavLink } from '#content/navigation.ts';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { isActivePath } from '#app/lib/active-path.ts';
import { cn } from '#app/lib/cn.ts';

/**
 * One menu link: internal links mark the current page (also on its `/wlai` twin),
 * external ones open a new tab. `className` is shared by every state and also lays out an
 * external link's icon; the current page's link gets `activeClassName` instead of
 * `inactiveClassName`, never both.
 */
export function SiteNavLink({
  link,
  className,
  activeClassName = 'font-semibold text-primary',
  inactiveClassName,
  onClick,
}: {
  link: NavLink;
  className?: string;
  activeClassName?: string;
  inactiveClassName?: string;
  onClick?: () => void;
}) {
  const { pathname } = useLocation();
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={cn(className, inactiveClassName)} onClick={onClick}>
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
      className={cn(className, active ? activeClassName : inactiveClassName)}
    >
      {link.label}
    </Link>
  );
}
