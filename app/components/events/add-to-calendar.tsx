import { CalendarPlusIcon, DownloadIcon, ExternalLinkIcon } from 'lucide-react';
import type { EventPage } from '#content/event-pages.ts';
import { siteConfig } from '#content/site.ts';
import {
  calendarDownloadPath,
  googleCalendarUrl,
} from '#schemas/events/calendar/calendar-links.ts';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { Button } from '#app/components/ui/button.tsx';

/**
 * "Add to calendar" for a dated event: the prerendered .ics file and Google Calendar, as plain
 * links that work without JavaScript. Nothing for a page without a fixed day.
 */
export function AddToCalendar({ page }: { page: EventPage }) {
  const download = calendarDownloadPath(page);
  const google = googleCalendarUrl(page, siteConfig.siteUrl);
  if (download === undefined || google === undefined) return null;
  return (
    <div
      role="group"
      aria-labelledby="add-to-calendar"
      className="flex flex-wrap items-center gap-x-3 gap-y-2"
    >
      <p
        id="add-to-calendar"
        className="flex w-full items-center gap-2 text-sm font-medium text-muted-foreground sm:w-auto"
      >
        <CalendarPlusIcon aria-hidden="true" className="size-4 text-primary" />
        Add to calendar
      </p>
      <Button asChild variant="outline" size="sm">
        <a href={download} download>
          <DownloadIcon aria-hidden="true" />
          Download .ics
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <ExternalLink href={google}>
          Google Calendar
          <ExternalLinkIcon aria-hidden="true" />
        </ExternalLink>
      </Button>
    </div>
  );
}
