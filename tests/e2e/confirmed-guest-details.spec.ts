import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allConfirmedGuestDetails } from '#content/confirmed-guest-details.ts';
import { eventPages } from '#content/event-pages.ts';
import { expect, test } from './fixtures.ts';

/**
 * What the event pages keep back for approved guests (content/confirmed-guest-details.ts) is in
 * no file the site serves: no page, no script, no calendar file (docs/decisions/018).
 */
const client = fileURLToPath(new URL('../../build/client/', import.meta.url));

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(html|js|css|json|ics|txt|xml)$/.test(entry.name) ? [full] : [];
  });
}

const keptBack = allConfirmedGuestDetails().flatMap((details) => [
  details.address,
  details.venue,
  ...(details.arrival ? [details.arrival] : []),
  ...(details.pricing ? [details.pricing] : []),
]);

test('no built file holds a venue or note kept back for approved guests', () => {
  const files = filesUnder(client);
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const secret of keptBack) {
      expect(text.includes(secret), `${path.relative(client, file)} holds "${secret}"`).toBe(false);
    }
  }
});

test('no event page shows them either, as a visitor reads it', async ({ page }) => {
  for (const event of eventPages) {
    await page.goto(`/events/${event.slug}`);
    const text = await page.locator('body').innerText();
    for (const secret of keptBack) expect(text, event.slug).not.toContain(secret);
  }
});
