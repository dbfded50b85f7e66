import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventCalendarUid } from '#schemas/event-calendar.ts';
import { writeCalendarFiles } from './calendar-files.ts';

describe('eventCalendarUid', () => {
  it('names the event and the site host, without www', () => {
    expect(eventCalendarUid('waves-ai', 'https://www.womenleadingai.com')).toBe(
      'event-waves-ai@womenleadingai.com',
    );
    expect(eventCalendarUid('waves-ai', 'http://127.0.0.1:4401')).toBe('event-waves-ai@127.0.0.1');
  });
});

describe('writeCalendarFiles', () => {
  let directory = '';
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('writes one .ics per dated page, the same bytes on every build', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'wlai-calendar-'));
    const written = await writeCalendarFiles(directory, 'https://womenleadingai.com');
    expect(written).toEqual([
      '/calendar/ai-power-circle.ics',
      '/calendar/waves-ai.ics',
      '/calendar/women-leading-ai.ics',
      '/calendar/ai-power-circle-virtual.ics',
      '/calendar/leadership-labs.ics',
    ]);
    expect((await readdir(path.join(directory, 'calendar'))).sort()).toEqual(
      written.map((urlPath) => path.basename(urlPath)).sort(),
    );
    const first = await readFile(path.join(directory, 'calendar', 'waves-ai.ics'), 'utf8');
    expect(first).toContain('UID:event-waves-ai@womenleadingai.com\r\n');
    expect(first).toContain('DTSTAMP:20250701T000000Z\r\n');
    expect(first).toContain('URL;VALUE=URI:https://womenleadingai.com/events/waves-ai\r\n');

    await writeCalendarFiles(directory, 'https://womenleadingai.com');
    expect(await readFile(path.join(directory, 'calendar', 'waves-ai.ics'), 'utf8')).toBe(first);
  });
});
