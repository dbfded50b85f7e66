import { CheckIcon } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';

/** A compact list of perks or duties, each with a tick. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
