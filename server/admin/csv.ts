import type { AdminColumn } from '#schemas/admin-views.ts';
import { statusLabel } from '#schemas/review-statuses.ts';
import { toBoolean } from '#server/db/schema.ts';

/** Spreadsheets run a cell starting with one of these as a formula. */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell: text, formulas neutralised, quoted per RFC 4180 when needed. */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvValue(column: AdminColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'yes-no') return toBoolean(value as number | boolean) ? 'Yes' : 'No';
  if (column.kind === 'status') return statusLabel(String(value));
  return String(value);
}

export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** UTF-8 byte order mark: spreadsheet programs then read accents and emoji correctly. */
export const csvBom = '\uFEFF';

export function csvHeader(columns: readonly AdminColumn[]): string {
  return csvRow(columns.map((column) => column.label));
}

export function csvRecord(columns: readonly AdminColumn[], row: Record<string, unknown>): string {
  return csvRow(columns.map((column) => csvValue(column, row[column.key])));
}

/** `event-registrations-2025-07-23.csv` (docs/product/data.md#csv-export). */
export function csvFileName(name: string, now: Date): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}
