import type { AdminColumn } from '#schemas/admin-views.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#app/components/ui/table.tsx';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function Cell({ column, value }: { column: AdminColumn; value: unknown }) {
  if (value === null || value === undefined || value === '') {
    return <span className="text-muted-foreground">—</span>;
  }
  switch (column.kind) {
    case 'email':
      return (
        <a href={`mailto:${String(value)}`} className="text-primary hover:underline">
          {String(value)}
        </a>
      );
    case 'yes-no':
      return value ? <Badge>Yes</Badge> : <Badge variant="secondary">No</Badge>;
    case 'date':
      return <time dateTime={String(value)}>{dateFormat.format(new Date(String(value)))}</time>;
    case 'long-text':
      return (
        <span className="line-clamp-2 max-w-xs" title={String(value)}>
          {String(value)}
        </span>
      );
    default:
      return <>{String(value)}</>;
  }
}

export function AdminTable({
  columns,
  rows,
  caption,
}: {
  columns: readonly AdminColumn[];
  rows: readonly Record<string, unknown>[];
  caption: string;
}) {
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.key} scope="col">
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={String(row.id)}>
            {columns.map((column) => (
              <TableCell key={column.key}>
                <Cell column={column} value={row[column.key]} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
