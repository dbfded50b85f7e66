import { describe, expect, it } from 'vitest';
import { adminViews, type AdminViewOf } from './admin-views.ts';
import { submissionColumns, submissionTables } from '#schemas/submissions/submission-forms.ts';

describe('admin views', () => {
  it('name only columns of their own table', () => {
    for (const table of submissionTables) {
      const view = adminViews[table];
      const columns = new Set<string>(submissionColumns(table));
      const named = [
        ...view.columns.map((column) => column.key),
        ...view.csvColumns.map((column) => column.key),
        ...view.searchColumns,
        ...(view.filter ? [view.filter.column] : []),
        ...(view.flagStat ? [view.flagStat.column] : []),
      ];
      expect(
        named.filter((name) => !columns.has(name)),
        table,
      ).toEqual([]);
      expect(view.table).toBe(table);
    }
  });

  it('are checked by the compiler: a misspelt column fails `npm run typecheck`', () => {
    // NOTE: each line below must be a type error. If the views stopped being checked against
    // their table's row, `@ts-expect-error` would be unused, and that fails the typecheck.
    const misspelt: AdminViewOf<'event_registrations'> = {
      ...adminViews.event_registrations,
      // @ts-expect-error 'ful_name' is no column of event_registrations
      columns: [{ key: 'ful_name', label: 'Name', kind: 'text' }],
      // @ts-expect-error 'why_apply' belongs to retreat_applications, not to this table
      csvColumns: [{ key: 'why_apply', label: 'Why Apply', kind: 'long-text' }],
      // @ts-expect-error 'emial' is no column
      searchColumns: ['emial'],
      // @ts-expect-error 'tag' is a column of enquiries only
      filter: { column: 'tag', allLabel: 'All', label: 'Filter' },
      // @ts-expect-error 'newsletter' is a column of private_invite_requests only
      flagStat: { column: 'newsletter', label: 'Newsletter' },
    };
    expect(misspelt.table).toBe('event_registrations');
  });
});
