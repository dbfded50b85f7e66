import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageForms } from '#content/page-forms.ts';
import { isEventTable } from '#schemas/events/event-document.ts';

/**
 * A page form of a table no event's form writes to is shown by the page that sends it (an
 * event's form is shown by its event page, from the stored event: decision 036).
 *
 * NOTE: read from the modules' text, `pageForms.<name>`: which page renders which form is JSX,
 * which no data lists, and rendering every page here would cost the unit suite seconds.
 */
const appFolder = path.join(import.meta.dirname, '..');

function appModules(): string[] {
  return readdirSync(appFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(appFolder, file), 'utf8'));
}

describe('page forms on their pages', () => {
  // docs/adding-a-form.md names this test: a new form is shown by its page's route.
  it("shows every page form of a table no event's form writes to", () => {
    const modules = appModules();
    const pageFormNames = Object.entries(pageForms)
      .filter(([, form]) => !isEventTable(form.table))
      .map(([name]) => name);
    expect(pageFormNames).toContain('partnershipEnquiry');
    const shown = (name: string) =>
      modules.some((text) => new RegExp(`\\bpageForms\\.${name}\\b`).test(text));
    expect(pageFormNames.filter((name) => !shown(name))).toEqual([]);
  });
});
