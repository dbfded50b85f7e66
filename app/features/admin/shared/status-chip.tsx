import {
  ArchiveIcon,
  CircleCheckIcon,
  CircleDotIcon,
  CircleXIcon,
  ClockIcon,
  HourglassIcon,
  MailCheckIcon,
  Undo2Icon,
  type LucideIcon,
} from 'lucide-react';
import { statusLabel, type ReviewStatus } from '#schemas/applications/review-statuses.ts';
import { cn } from '#app/lib/cn.ts';

/**
 * Each status's look: an icon and a tint, so a status never rests on colour alone; each tint
 * keeps its text at 4.5:1 or more on its background in both themes.
 */
const looks: Record<ReviewStatus, { icon: LucideIcon; tint: ChipTint }> = {
  pending: { icon: ClockIcon, tint: 'waiting' },
  new: { icon: CircleDotIcon, tint: 'waiting' },
  approved: { icon: CircleCheckIcon, tint: 'yes' },
  answered: { icon: MailCheckIcon, tint: 'yes' },
  waitlisted: { icon: HourglassIcon, tint: 'later' },
  declined: { icon: CircleXIcon, tint: 'no' },
  withdrawn: { icon: Undo2Icon, tint: 'closed' },
  archived: { icon: ArchiveIcon, tint: 'closed' },
};

const tints = {
  waiting:
    'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
  yes: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
  later:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  no: 'border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-700 dark:bg-rose-950 dark:text-rose-100',
  closed:
    'border-zinc-300 bg-zinc-100 text-zinc-800 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-100',
} as const;

export type ChipTint = keyof typeof tints;

/** A state as a chip: an icon, a tint and its word (an event's phase uses it too). */
export function TintedChip({
  icon: Icon,
  tint,
  label,
  status,
  className,
}: {
  icon: LucideIcon;
  tint: ChipTint;
  label: string;
  status: string;
  className?: string;
}) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tints[tint],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {label}
    </span>
  );
}

/** A review status as a chip: its icon and its label (schemas/applications/review-statuses.ts). */
export function StatusChip({ status, className }: { status: string; className?: string }) {
  const look = Object.hasOwn(looks, status) ? looks[status as ReviewStatus] : undefined;
  return (
    <TintedChip
      icon={look?.icon ?? CircleDotIcon}
      tint={look?.tint ?? 'closed'}
      label={statusLabel(status)}
      status={status}
      className={className}
    />
  );
}
