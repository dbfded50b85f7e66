import type { AdminView } from '#schemas/admin-views.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#app/components/ui/table.tsx';
import { AdminValue } from './admin-value.tsx';
import { RowDetails } from './row-details.tsx';

/** The view's rows under its columns; the first cell opens the row's details. */
export function AdminTable({
  view,
  rows,
  caption,
  onSignedOut,
}: {
  view: AdminView;
  rows: readonly Record<string, unknown>[];
  caption: string;
  onSignedOut: () => void;
}) {
  const [first, ...rest] = view.columns;
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {view.columns.map((column) => (
            <TableHead key={column.key} scope="col">
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={String(row.id)}>
            <TableCell>
              <RowDetails
                view={view}
                id={Number(row.id)}
                name={String(row[first!.key] ?? '—')}
                onSignedOut={onSignedOut}
              />
            </TableCell>
            {rest.map((column) => (
              <TableCell key={column.key}>
                <AdminValue column={column} value={row[column.key]} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
