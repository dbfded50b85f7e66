import type { Page } from '@playwright/test';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { londonDay } from '#schemas/shared/london-time.ts';
import { retentionEndsAt } from '#server/privacy/retention-dates.ts';
import { dayText } from '#app/features/admin/privacy/retention-wording.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations, withTheme } from './support/axe.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { placeLink } from './support/admin-frame.ts';
import { uniqueToken } from './support/form-values.ts';
import { storeManyDirectly } from './support/stored-rows.ts';

/**
 * The Retention place (docs/product/screens.md#retention-view, docs/decisions/048-retention-job.md):
 * the server's own run shows in the Audit log, and the place tells per view the rule, what the
 * next run anonymises and what falls due in the next 30 days.
 */
function main(page: Page) {
  return page.getByRole('main');
}

/** Opens a place by its link; on a phone the places are under Menu. */
async function openPlace(page: Page, title: string, width: number) {
  if (width < 1024) await page.getByRole('banner').getByRole('button', { name: /^Menu/ }).click();
  await placeLink(page, title).click();
}

/**
 * An enquiry stored at `at`, never answered: kept 24 months from then
 * (schemas/privacy/retention.ts).
 */
function enquiryStored(token: string, at: Date) {
  const email = `${token}@example.com`;
  return {
    submission_key: newSubmissionKey(),
    name: `${token} Enquirer`,
    email,
    applicant_key: email,
    tag: 'general',
    created_at: at.toISOString(),
  };
}

const dayMs = 24 * 60 * 60 * 1000;

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the server’s run is in the Audit log, and the Retention place forecasts the next', async ({
      page,
      context,
      baseURL,
    }) => {
      await signInDirectly(context, baseURL!);
      // The job runs shortly after the server starts (RETENTION_JOB is on by default).
      await page.goto('/admin/audit?action=retention.run');
      const runs = main(page)
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') });
      await expect(async () => {
        await page.reload();
        await expect(runs.first()).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 40_000 });
      await expect(runs.first()).toContainText('Retention run');
      await expect(runs.first()).toContainText('system');

      // After the run: one enquiry past its 24 months, one due in ten days.
      const token = uniqueToken();
      const soon = new Date(Date.now() - 720 * dayMs);
      storeManyDirectly('enquiries', [
        enquiryStored(`${token}-old`, new Date('2020-01-15T12:00:00Z')),
        enquiryStored(`${token}-soon`, soon),
      ]);
      const soonDay = londonDay(retentionEndsAt(londonDay(soon), 24));

      await openPlace(page, 'Retention', width);
      await expect(page).toHaveURL(/\/admin\/retention(\?|$)/);
      await expect(main(page).getByRole('heading', { name: 'Retention', level: 1 })).toBeVisible();
      await expect(main(page).getByText(/^Last run /)).toBeVisible();

      const enquiries = main(page)
        .getByRole('row')
        .filter({ hasText: /^Enquiries/ });
      await expect(enquiries).toContainText('24 months after our last exchange about it');
      // Next run: the old enquiry at least (the rule's column folds under the name on a phone).
      const nextRun = enquiries.getByRole('cell').nth(width < 768 ? 1 : 2);
      await expect(nextRun).toHaveText(/^\d+ entr(y|ies)$/);
      // The day hers falls due (the other width's run stored one for the same day).
      await expect(enquiries).toContainText(new RegExp(`${dayText(soonDay)}: \\d+ entr`));
      const registrations = main(page)
        .getByRole('row')
        .filter({ hasText: /^Event Registrations/ });
      await expect(registrations).toContainText('12 months after the event');
      await expect(main(page).getByText('At the next run')).toBeVisible();

      for (const theme of ['light', 'dark'] as const) {
        await withTheme(page, theme);
        await expect(enquiries).toBeVisible();
        expect(await axeViolations(page), theme).toEqual([]);
      }
      // No width scrolls the page sideways.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    });
  });
}
