import type { ComponentProps } from 'react';

/** A link that leaves the site: always a new tab, never leaking the opener or referrer. */
export function ExternalLink({
  children,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
