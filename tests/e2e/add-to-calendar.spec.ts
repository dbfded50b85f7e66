import { expect, test } from './fixtures.ts';

// Plain links in the prerendered page: they work before, and without, JavaScript.
test.use({ javaScriptEnabled: false });

for (const path of ['/events/ai-power-circle', '/wlai/events/ai-power-circle']) {
  test(`${path} offers the meetup's calendar file and Google Calendar`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const group = page.getByRole('group', { name: 'Add to calendar' });
    await expect(group).toBeVisible();

    const file = group.getByRole('link', { name: 'Download .ics' });
    await expect(file).toHaveAttribute('href', '/calendar/ai-power-circle.ics');
    await expect(file).toHaveAttribute('download', '');
    const response = await request.get((await file.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const body = await response.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body).toContain('DTSTART;TZID=Europe/London:20250723T180000\r\n');
    expect(body).toContain('SUMMARY:AI Power Circle\r\n');

    const google = group.getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
    await expect(google).toHaveAttribute('target', '_blank');
    await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL((await google.getAttribute('href'))!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('dates')).toBe('20250723T180000/20250723T200000');
    expect(url.searchParams.get('ctz')).toBe('Europe/London');
  });
}

test('the download link saves the .ics file', async ({ page }) => {
  await page.goto('/events/leadership-labs');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download .ics' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('leadership-labs.ics');
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  expect(text).toContain('RRULE:FREQ=MONTHLY;BYDAY=3TH\r\n');
});

for (const path of ['/events/autumn-retreat', '/events/ai-influence']) {
  test(`${path} has no fixed day and so no calendar links`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Add to calendar' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download .ics' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveCount(0);
  });
}

test('a calendar file that does not exist answers 404', async ({ request }) => {
  expect((await request.get('/calendar/autumn-retreat.ics')).status()).toBe(404);
});
