import type { ReactNode } from 'react';
import { erasedRowName, type AdminRow, type AdminView } from '#schemas/applications/admin-views.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#app/components/ui/table.tsx';
import { cn } from '#app/lib/cn.ts';
import { AdminValue } from '#app/features/admin/shared/admin-value.tsx';
import { StatusChip } from '#app/features/admin/shared/status-chip.tsx';

/**
 * "3 events" beside a person who applied to others than this row's; its name lists them
 * (docs/product/screens.md#the-address-selection-and-people-of-several-events).
 */
export function OtherEventsBadge({ others }: { others: readonly string[] }) {
  const names = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(others);
  return (
    <Badge
      variant="highlight"
      role="note"
      aria-label={`${others.length + 1} events: also applied to ${names}`}
      title={`Also applied to ${names}`}
      className="ml-2 align-middle"
    >
      {others.length + 1} events
    </Badge>
  );
}

/**
 * The name a row shows in its first cell and its details' title; an erased row's values are
 * empty, so it reads "Erased" (docs/decisions/044-anonymised-rows.md).
 */
export function rowName(view: AdminView, row: Record<string, unknown>): string {
  if (row.anonymised_at) return erasedRowName;
  return String(row[view.columns[0]!.key] ?? '—');
}

/**
 * The view's rows under its columns, with each row's status beside its name; the first cell
 * opens the row's details. `actions`, when given, fills a last column (the verdict on suspected
 * spam).
 */
export function AdminTable({
  view,
  rows,
  caption,
  onOpen,
  actions,
  selection,
}: {
  view: AdminView;
  rows: readonly AdminRow[];
  caption: string;
  onOpen: (id: number) => void;
  actions?: { label: string; render: (id: number, name: string) => ReactNode };
  /** A checkbox per row and one for the page, when the rows can be acted on. */
  selection?: { selected: ReadonlySet<number>; onChange: (ids: number[], on: boolean) => void };
}) {
  const first = view.columns[0]!;
  const rest = view.columns.slice(1);
  const ids = rows.map((row) => Number(row.id));
  const allSelected = ids.length > 0 && ids.every((id) => selection?.selected.has(id));
  const someSelected = ids.some((id) => selection?.selected.has(id));
  return (
    // Focusable by script: where focus returns when the rows a decision changed leave the list.
    <Table tabIndex={-1}>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">
            {/* The checkboxes share the first column: the view's columns stay as they are. */}
            {selection ? (
              <input
                type="checkbox"
                aria-label="Select all on this page"
                className="mr-3 size-4 align-middle accent-primary"
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected && !allSelected;
                }}
                onChange={(event) => selection.onChange(ids, event.target.checked)}
              />
            ) : null}
            {first.label}
          </TableHead>
          {rest.map((column) => (
            <TableHead key={column.key} scope="col">
              {column.label}
            </TableHead>
          ))}
          {/* After the view's own columns: those keep their places (docs/product/screens.md). */}
          <TableHead scope="col">Status</TableHead>
          {actions ? <TableHead scope="col">{actions.label}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const id = Number(row.id);
          const name = rowName(view, row);
          return (
            <TableRow key={id} data-row-id={id}>
              <TableCell>
                {/* Side by side: a long name wraps beside its checkbox, never under it. */}
                <div className="flex items-start gap-3">
                  {selection ? (
                    <input
                      type="checkbox"
                      aria-label={`Select ${row.anonymised_at ? `erased entry ${id}` : name}`}
                      className="mt-0.5 size-4 shrink-0 accent-primary"
                      checked={selection.selected.has(id)}
                      onChange={(event) => selection.onChange([id], event.target.checked)}
                    />
                  ) : null}
                  <div className="min-w-0">
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      onClick={() => onOpen(id)}
                      className={cn(
                        'text-left font-medium underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                        row.anonymised_at ? 'text-muted-foreground italic' : 'text-foreground',
                      )}
                    >
                      {name}
                    </button>
                    {row.otherEvents?.length ? <OtherEventsBadge others={row.otherEvents} /> : null}
                  </div>
                </div>
              </TableCell>
              {rest.map((column) => (
                <TableCell key={column.key}>
                  <AdminValue column={column} value={row[column.key]} />
                </TableCell>
              ))}
              <TableCell>
                <StatusChip status={row.status} />
              </TableCell>
              {actions ? (
                <TableCell className="min-w-60">{actions.render(id, name)}</TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
