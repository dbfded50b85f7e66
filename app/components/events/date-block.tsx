import type { EventPage } from '#content/event-pages.ts';
import { monthNames } from '#schemas/events/calendar/calendar-names.ts';
import { cn } from '#app/lib/cn.ts';

const weekdays: Record<string, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

/** What the block shows: a small line above a large one ("Aug" over "29"). */
export type DateBlock = { label: string; top: string; big: string };

/**
 * The calendar-page block of an event: its month and day for a dated event, the weekday rule for a
 * monthly series ("Every 3rd" over "Thu"), the month and year for an event whose day is not fixed yet.
 */
export function dateBlockOf(page: EventPage): DateBlock | undefined {
  const dateText = page.facts.find((fact) => fact.kind === 'date')?.value ?? '';
  const { calendar } = page;
  const byDay =
    calendar?.recurrence && /BYDAY=([1-4])(MO|TU|WE|TH|FR|SA|SU)/.exec(calendar.recurrence);
  if (byDay) {
    const ordinal = ['1st', '2nd', '3rd', '4th'][Number(byDay[1]) - 1]!;
    return { label: dateText, top: `Every ${ordinal}`, big: weekdays[byDay[2]!]! };
  }
  if (calendar) {
    const [, month = '1', day = '1'] = calendar.start.slice(0, 10).split('-');
    const monthName = monthNames[Number(month) - 1]!;
    return { label: dateText, top: monthName.slice(0, 3), big: String(Number(day)) };
  }
  const monthYear = /^([A-Z][a-z]+) (\d{4})$/.exec(dateText);
  if (monthYear && monthNames.includes(monthYear[1]!)) {
    return { label: dateText, top: monthYear[2]!, big: monthYear[1]!.slice(0, 3) };
  }
  return undefined;
}

export function DateBlockBadge({ page, className }: { page: EventPage; className?: string }) {
  const block = dateBlockOf(page);
  if (!block) return null;
  return (
    <p
      className={cn(
        'flex w-20 flex-col items-center overflow-hidden rounded-xl border bg-card text-card-foreground shadow-md',
        className,
      )}
    >
      <span className="sr-only">{block.label}</span>
      <span
        aria-hidden="true"
        className="w-full bg-primary py-1 text-center text-xs font-semibold tracking-wide text-primary-foreground uppercase"
      >
        {block.top}
      </span>
      <span aria-hidden="true" className="py-1.5 text-2xl leading-none font-bold tracking-tight">
        {block.big}
      </span>
    </p>
  );
}
