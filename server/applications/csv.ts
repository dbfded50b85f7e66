import { stringify } from 'csv-stringify/sync';
import type { AdminColumn, AdminView } from '#schemas/applications/admin-views.ts';
import { statusLabel } from '#schemas/applications/review-statuses.ts';
import { londonClock, londonDay } from '#schemas/shared/london-time.ts';
import { toBoolean } from '#server/db/schema.ts';

/** Spreadsheets run a cell starting with one of these as a formula. */
const formulaStart = /^[=+\-@\t\r]/;

/** A cell's text with a formula's start neutralised: `'=SUM(A1)` is read as text. */
function neutralised(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/**
 * Rows as CSV (RFC 4180, docs/decisions/071-csv-writing.md): csv-stringify quotes a cell only
 * when it must. NOTE: with its record delimiter set to CRLF it quotes a lone line break only
 * with `quote_record_delimiter`; a cell with a line break in it would otherwise split its row.
 */
export function csvRows(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], {
    record_delimiter: '\r\n',
    quote_record_delimiter: true,
    cast: { string: neutralised },
  });
}

/**
 * `2025-07-23 18:05:09 +01:00`: a stored time (ISO-8601) as in London, where the events are (the
 * admin's screens too), with its offset, so a spreadsheet elsewhere cannot misread it.
 */
export function londonTime(stored: string): string {
  const at = new Date(stored);
  if (Number.isNaN(at.getTime())) return stored;
  const { day, time, offset } = londonClock(at);
  return `${day} ${time} ${offset}`;
}

export function csvValue(column: AdminColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'yes-no') return toBoolean(value as number | boolean) ? 'Yes' : 'No';
  if (column.kind === 'date') return londonTime(String(value));
  if (column.kind === 'status') return statusLabel(String(value));
  return String(value);
}

/** UTF-8 byte order mark: spreadsheet programs then read accents and emoji correctly. */
export const csvBom = '\uFEFF';

export function csvHeader(columns: readonly AdminColumn[]): string {
  return csvRows([columns.map((column) => column.label)]);
}

/** A page of the export's rows, written at once. */
export function csvRecords(
  columns: readonly AdminColumn[],
  rows: readonly Record<string, unknown>[],
): string {
  return csvRows(rows.map((row) => columns.map((column) => csvValue(column, row[column.key]))));
}

/**
 * A piece of a file name: letters and digits, lower case, accents dropped, anything else one
 * hyphen; at most 40 characters.
 */
function fileNamePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-/, '')
    .slice(0, 40)
    .replace(/-$/, '');
}

/** What an export holds, as its file name says it. */
export type ExportChoice = {
  search: string;
  filter: string;
  status: string;
  multi: boolean;
  suspectedSpam: boolean;
  /** The address (slug) of the event whose rows it holds, when it holds one event's by its key. */
  eventSlug?: string | undefined;
};

/**
 * The file says which rows it holds and when it was made (docs/product/data.md#csv-export):
 * `event-registrations-2025-07-23.csv` for a whole table;
 * `retreat-applications-approved-women-leading-ai-2025-retreat-search-2025-07-23.csv` for the
 * Approved tab of one event searched for anything;
 * `event-registrations-ai-power-circle-approved-2025-07-23.csv` for the Approved tab of one event
 * by its key, named by its address. The date is London's.
 */
export function csvFileName(view: AdminView, choice: ExportChoice, now: Date): string {
  const parts = [
    view.csvName,
    fileNamePart(choice.eventSlug ?? ''),
    choice.suspectedSpam ? 'suspected-spam' : '',
    fileNamePart(choice.status),
    fileNamePart(choice.filter),
    choice.multi ? 'several-events' : '',
    // That a search narrowed it, never what was searched: often a person's name or address, which
    // would stay in her downloads folder and the browser's history.
    choice.search.trim() ? 'search' : '',
    londonDay(now),
  ];
  return `${parts.filter(Boolean).join('-')}.csv`;
}
