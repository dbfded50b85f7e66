import { DoorOpenIcon, UserPlusIcon, UserXIcon, type LucideIcon } from 'lucide-react';
import type { GuestArrival } from '#schemas/events/attendance.ts';
import { TintedChip, type ChipTint } from '#app/features/admin/shared/status-chip.tsx';
import { arrivalWords } from './attendance-wording.ts';

/** Each arrival's look: an icon and a tint, never the colour alone. */
const looks: Record<GuestArrival['kind'], { icon: LucideIcon; tint: ChipTint }> = {
  arrived: { icon: DoorOpenIcon, tint: 'yes' },
  'walk-in': { icon: UserPlusIcon, tint: 'yes' },
  'no-show': { icon: UserXIcon, tint: 'closed' },
};

/** A guest's arrival at the door, on her card: `Arrived 18:42`, `Walk-in`, `No-show`. */
export function ArrivalChip({ arrival }: { arrival: GuestArrival | null }) {
  if (!arrival) return null;
  const { icon, tint } = looks[arrival.kind];
  return <TintedChip icon={icon} tint={tint} label={arrivalWords(arrival)} status={arrival.kind} />;
}
