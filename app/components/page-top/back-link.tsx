import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';

export function BackLink({
  to = '/',
  label = 'Back to Community',
}: {
  to?: string;
  label?: string;
}) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
