import type { ReactNode } from 'react';
import { AdminPager, useAddressChange, useListBusy } from './admin-pager.tsx';
import { offsetOf, pageParam, pageSize } from './admin-params.ts';
import { ListTable, type ListColumn } from './list-table.tsx';

/**
 * A page of one of the admin's own lists (Mail, Audit log) in its card (list-table.tsx), then
 * the pager, which moves the address's `page`.
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
      <ListTable caption={caption} columns={columns} busy={busy} empty={shown === 0 ? empty : null}>
        {children}
      </ListTable>
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
