import type { Page } from '@playwright/test';

/** The admin's places (app/features/admin/shared/admin-nav.tsx), beside or above its <main>. */
export function adminNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Admin' });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A place's link by its title, whatever waits there: `Retreat & Boardroom`, or
 * `Retreat & Boardroom (3 pending)` when something does.
 */
export function placeLink(page: Page, title: string) {
  return adminNavigation(page).getByRole('link', {
    name: new RegExp(`^${escapeRegExp(title)}(?: \\(.+\\))?$`),
  });
}
