/**
 * Writes the .ics file of every dated event page into the built site (react-router.config.ts
 * `buildEnd`), where the server answers `/calendar/<slug>.ics` (schemas/calendar-links.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eventPages } from '#content/event-pages.ts';
import { calendarDownloadPath } from '#schemas/calendar-links.ts';
import { calendarFile, eventCalendarUid } from '#schemas/event-calendar.ts';

/** NOTE: a fixed DTSTAMP keeps rebuilds byte-identical, as the PDFs' fixed date does. */
export const calendarStamp = new Date('2025-07-01T00:00:00Z');

/** Writes the files under `clientDirectory` and returns their URL paths. */
export async function writeCalendarFiles(
  clientDirectory: string,
  siteUrl: string,
): Promise<string[]> {
  const written: string[] = [];
  for (const page of eventPages) {
    const urlPath = calendarDownloadPath(page);
    const file = calendarFile(page, {
      uid: eventCalendarUid(page.slug, siteUrl),
      siteUrl,
      stamp: calendarStamp,
    });
    if (urlPath === undefined || file === undefined) continue;
    const target = path.join(clientDirectory, ...urlPath.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file);
    written.push(urlPath);
  }
  return written;
}
