import type { LucideIcon } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';

/**
 * One labelled fact with an icon, for use inside a <dl>. The icon sits inside the <dt> so the
 * term/description pair stays valid (a <div> in a <dl> may hold only <dt> and <dd>).
 */
export function IconFact({
  icon: Icon,
  label,
  value,
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={cn('relative rounded-xl p-4 pl-12 text-left', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <Icon aria-hidden="true" className="absolute top-4.5 left-4 size-5 text-primary" />
        {label}
      </dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
