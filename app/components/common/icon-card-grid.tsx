import type { LucideIcon } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';

export type IconCard = { title: string; description: string; icon: LucideIcon };

/** Cards with an icon, a title and a sentence or two (features, values). */
export function IconCardGrid({
  items,
  className = 'md:grid-cols-3',
}: {
  items: readonly IconCard[];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-6', className)}>
      {items.map(({ title, description, icon: Icon }) => (
        <li key={title} className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm">
          <span className="grid size-12 place-items-center rounded-xl bg-secondary text-primary">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}
