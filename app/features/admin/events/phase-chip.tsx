import {
  CircleDotIcon,
  CircleXIcon,
  HistoryIcon,
  LockIcon,
  PencilLineIcon,
  type LucideIcon,
} from 'lucide-react';
import type { EventPhase } from '#schemas/events/event-availability.ts';
import { TintedChip, type ChipTint } from '#app/features/admin/shared/status-chip.tsx';
import { phaseLabels } from './event-groups.ts';

const looks: Record<EventPhase, { icon: LucideIcon; tint: ChipTint }> = {
  draft: { icon: PencilLineIcon, tint: 'closed' },
  open: { icon: CircleDotIcon, tint: 'yes' },
  closed: { icon: LockIcon, tint: 'later' },
  cancelled: { icon: CircleXIcon, tint: 'no' },
  past: { icon: HistoryIcon, tint: 'closed' },
};

/** An event's phase now (schemas/events/event-availability.ts) as a chip: `Open`, `Cancelled`... */
export function PhaseChip({ phase }: { phase: EventPhase }) {
  return <TintedChip {...looks[phase]} label={phaseLabels[phase]} status={phase} />;
}
