import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx';

/** A column's heading, and its classes where it folds away on a phone. */
export type ListColumn = { label: string; className?: string };

/**
 * A list of the admin in its card (the events, the mails, the audit log): the words saying it is empty when it
 * has no rows, else a table with its caption for screen readers, its column headings and the
 * rows the view draws.
 */
export function ListTable({
  caption,
  columns,
  empty,
  busy,
  children,
}: {
  caption: string;
  columns: readonly ListColumn[];
  /** What the card says instead of a table; null when there are rows. */
  empty: ReactNode | null;
  /** Set while a new page of rows is on its way. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div aria-busy={busy} className="rounded-xl border bg-card text-card-foreground shadow-sm">
      {empty !== null ? (
        <p className="p-8 text-center text-muted-foreground">{empty}</p>
      ) : (
        <Table>
          <caption className="sr-only">{caption}</caption>
          <TableHeader>
            <TableRow>
              {columns.map(({ label, className }) => (
                <TableHead key={label} scope="col" className={className}>
                  {label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>{children}</TableBody>
        </Table>
      )}
    </div>
  );
}
