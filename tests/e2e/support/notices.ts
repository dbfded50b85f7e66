import { expect, type Page } from '@playwright/test';
import type { Notice } from '#content/form-notices.ts';

/**
 * The site's one notice area (docs/product/notices-and-errors.md#the-notice-area: label
 * 'Notifications', one visible at a time).
 */
export function noticeRegion(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ });
}

/** Notices on screen; ones pushed out by the limit of one stay in the DOM with opacity 0. */
export function visibleNotices(page: Page) {
  return noticeRegion(page).locator('[data-sonner-toast][data-visible="true"]');
}

/** Exactly one notice is on screen, and it says `notice` (title, and description if any). */
export async function expectNotice(page: Page, notice: Notice) {
  const shown = visibleNotices(page);
  await expect(shown).toHaveCount(1);
  await expect(shown.locator('[data-title]')).toHaveText(notice.title);
  if (notice.description) {
    await expect(shown.locator('[data-description]')).toHaveText(notice.description);
  } else {
    await expect(shown.locator('[data-description]')).toHaveCount(0);
  }
}
