import { describe, expect, it } from 'vitest';
import { pathWords } from './change-words.ts';
import { errorTarget, fieldId } from './field-errors.ts';

describe('errors by path', () => {
  it("gives each control an id from its path, the editor's apart from a dialog's", () => {
    expect(fieldId('event', 'sections.1.items.0.duration')).toBe(
      'event-sections-1-items-0-duration',
    );
    expect(fieldId('copy', 'schedule.date')).toBe('copy-schedule-date');
  });

  it('finds the field of an error, else the nearest control around it', () => {
    const onPage = new Set([
      'event-sections-1-items-0-duration',
      'event-sections-1-items',
      'event-schedule',
    ]);
    const exists = (id: string) => onPage.has(id);
    expect(errorTarget('event', 'sections.1.items.0.duration', exists)).toBe(
      'event-sections-1-items-0-duration',
    );
    // A list's own error (`Add at least one item.`) and one inside an item not drawn.
    expect(errorTarget('event', 'sections.1.items', exists)).toBe('event-sections-1-items');
    expect(errorTarget('event', 'sections.1.items.3.title', exists)).toBe('event-sections-1-items');
    expect(errorTarget('event', 'schedule.rule', exists)).toBe('event-schedule');
    expect(errorTarget('event', 'keptBack.venue', exists)).toBeUndefined();
  });

  it('words a path for the summary and the history', () => {
    expect(pathWords('document.sections.1.items.0.duration')).toBe('Section 2 › item 1 › duration');
    expect(pathWords('document.sections.3.people.0.bio.1')).toBe(
      'Section 4 › person 1 › bio paragraph 2',
    );
    expect(pathWords('document.meta.description')).toBe('Search and sharing › description');
    expect(pathWords('document.form.eventName')).toBe('Form › event name');
    expect(pathWords('applicationsClosedAt')).toBe('Applications closed by hand');
    expect(pathWords('status')).toBe('Status');
  });
});
