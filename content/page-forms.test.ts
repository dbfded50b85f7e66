import { describe, expect, it } from 'vitest';
import { isEventTable } from '#schemas/events/event-document.ts';
import { submissionTables } from '#schemas/submissions/submission-forms.ts';
import { pageFormOf, pageForms } from './page-forms.ts';

describe('page forms', () => {
  // docs/adding-a-form.md names this test: a new form's table needs its page form.
  it("gives every table no event's form writes to one page form", () => {
    const tables = submissionTables.filter((table) => !isEventTable(table));
    expect(tables).toContain('enquiries');
    for (const table of tables) expect(() => pageFormOf(table), table).not.toThrow();
  });

  it('finds a table by its one page form, and refuses a table with none or several', () => {
    expect(pageFormOf('partnership_enquiries')).toBe(pageForms.partnershipEnquiry);
    expect(pageFormOf('enquiries')).toBe(pageForms.enquiry);
    // The retreat and the boardroom sessions both write retreat_applications.
    expect(() => pageFormOf('retreat_applications')).toThrow(/2 page forms, not one/);
  });
});
