import { isOver } from '#schemas/events/attendance.ts';
import type { AdminEventSummary } from '#schemas/events/admin-events.ts';
import { attendanceLine, attendanceRateWords } from './attendance-wording.ts';

/**
 * A past event's attendance on the events list (docs/product/screens.md#the-events-list):
 * `Attendance 84%`, with the counts behind it for a screen reader; nothing for an event not over
 * or whose door was not used.
 */
export function AttendanceRate({
  event,
}: {
  event: Pick<AdminEventSummary, 'phase' | 'attendance'>;
}) {
  const { attendance } = event;
  if (!attendance || !isOver(event.phase)) return null;
  const rate = attendanceRateWords(attendance);
  if (!rate) return null;
  return (
    <span className="block text-muted-foreground">
      {rate}
      <span className="sr-only"> ({attendanceLine(attendance)})</span>
    </span>
  );
}
