import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '#app/components/ui/table.tsx';
import { AdminPager, useAddressChange, useListBusy } from './admin-pager.tsx';
import { offsetOf, pageParam, pageSize } from './admin-params.ts';

export type ListColumn = { label: string; className?: string };

/**
 * A page of one of the admin's own lists (Mail, Audit log) in its card: the table with its
 * caption and column heads, or `empty` when the page has nothing, then the pager, which moves
 * the address's `page`.
 */
export function AdminListCard({
  caption,
  columns,
  empty,
  page,
  shown,
  matching,
  noun,
  children,
}: {
  caption: string;
  columns: readonly ListColumn[];
  /** What the card says when nothing is listed. */
  empty: string;
  page: number;
  /** Items on this page. */
  shown: number;
  matching: number;
  noun: string;
  /** The table's rows. */
  children: ReactNode;
}) {
  const change = useAddressChange();
  const busy = useListBusy();
  return (
    <>
      <div aria-busy={busy} className="rounded-xl border bg-card text-card-foreground shadow-sm">
        {shown === 0 ? (
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
      <AdminPager
        offset={offsetOf(page)}
        shown={shown}
        matching={matching}
        noun={noun}
        busy={busy}
        onOffset={(next) => change({ page: pageParam(next / pageSize + 1) })}
      />
    </>
  );
}
