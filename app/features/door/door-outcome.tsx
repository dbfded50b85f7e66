import {
  CircleAlertIcon,
  CircleCheckIcon,
  ClockIcon,
  Undo2Icon,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '#app/lib/cn.ts';
import type { DoorView } from './door-phone.ts';
import type { DoorOutcome } from './door-wording.ts';

/**
 * Each outcome's look: an icon and a tint, so it never rests on colour alone; each tint keeps its
 * text at 4.5:1 or more on its background in both themes (as
 * app/features/admin/shared/status-chip.tsx).
 */
const looks: Record<DoorOutcome['tone'], { icon: LucideIcon; tint: string }> = {
  'checked-in': {
    icon: CircleCheckIcon,
    tint: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
  },
  already: {
    icon: ClockIcon,
    tint: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  },
  undone: {
    icon: Undo2Icon,
    tint: 'border-zinc-300 bg-zinc-100 text-zinc-800 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-100',
  },
  refused: {
    icon: CircleAlertIcon,
    tint: 'border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-700 dark:bg-rose-950 dark:text-rose-100',
  },
};

/**
 * What a check-in, scan, undo or walk-in came to, inside a live region: a new element for each
 * (its count), so the same words twice are announced twice.
 */
export function OutcomeNote({ outcome }: { outcome: NonNullable<DoorView['outcome']> }) {
  const look = looks[outcome.tone];
  return (
    <p
      key={outcome.count}
      data-outcome={outcome.tone}
      className={cn('flex items-center gap-2 rounded-lg border px-3 py-2.5 font-medium', look.tint)}
    >
      <look.icon aria-hidden="true" className="size-5 shrink-0" />
      {outcome.text}
    </p>
  );
}
