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

/** Each module of app/ (tests aside): its path in app/ and its text. */
function appModules(): { file: string; text: string }[] {
  return readdirSync(appFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(appFolder, file), 'utf8') }));
}

describe('page forms on their pages', () => {
  // docs/adding-a-form.md names this test: a new form is shown by its page's route, which takes it
  // sent without scripts by its action and shows the action's answer
  // (docs/decisions/077-forms-without-scripts-by-the-routers-actions.md).
  it("shows every page form of a table no event's form writes to, and answers it by the page's action", () => {
    const modules = appModules();
    const pageFormNames = Object.entries(pageForms)
      .filter(([, form]) => !isEventTable(form.table))
      .map(([name]) => name);
    expect(pageFormNames).toContain('partnershipEnquiry');
    const shownBy = (name: string) =>
      modules.filter(({ text }) => new RegExp(`\\bpageForms\\.${name}\\b`).test(text));
    expect(pageFormNames.filter((name) => shownBy(name).length === 0)).toEqual([]);
    const unanswered = pageFormNames.filter((name) =>
      shownBy(name).some(
        ({ file, text }) =>
          // A page's own form: the enquiry dialog needs scripts (docs/product/rules.md).
          file.startsWith('routes') &&
          new RegExp(`<SubmissionForm \\{\\.\\.\\.pageForms\\.${name}\\}`).test(text) &&
          !(
            new RegExp(`pageFormAction\\([^;]*\\bpageForms\\.${name}\\b`).test(text) &&
            new RegExp(`\\{\\.\\.\\.pageForms\\.${name}\\} answer=\\{actionData\\}`).test(text)
          ),
      ),
    );
    expect(unanswered).toEqual([]);
  });
});
