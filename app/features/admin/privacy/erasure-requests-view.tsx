import { useState } from 'react';
import type { PendingErasureRequest } from '#schemas/privacy/your-data-api.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TableCell, TableRow } from '#app/components/ui/table.tsx';
import { notify } from '#app/lib/notify.ts';
import { serverWords, useAdminAction } from '#app/features/admin/shared/admin-action.ts';
import { confirmErasureRequest } from '#app/features/admin/shared/admin-api.ts';
import {
  useAdminRefresh,
  type ErasureRequestsData,
} from '#app/features/admin/shared/admin-loader.ts';
import { useAllows } from '#app/features/admin/shared/admin-role.tsx';
import { ListTable, type ListColumn } from '#app/features/admin/shared/list-table.tsx';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';

export const erasureRequestsHeading = 'Erasure Requests';

const wideOnly = 'hidden md:table-cell';
const columns: readonly ListColumn[] = [
  { label: 'Email' },
  { label: 'Asked', className: wideOnly },
  { label: 'Carried out by itself', className: wideOnly },
  { label: 'Forms held', className: wideOnly },
  { label: 'Erase' },
];

function formsText(count: number): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'form' : 'forms'}`;
}

/** One request, and the two steps that carry it out: "Erase now", then "Yes, erase". */
function RequestRow({ request }: { request: PendingErasureRequest }) {
  const refresh = useAdminRefresh();
  const [asking, setAsking] = useState(false);
  const { busy, run } = useAdminAction(refresh);
  const canErase = useAllows('change');

  async function erase() {
    const erased = await run(() => confirmErasureRequest(request.id), {
      failed: 'Erasure failed',
      words: { 409: serverWords },
    });
    setAsking(false);
    if (erased.ok) {
      notify.success('Erased', { description: `Everything held for ${request.email} is erased.` });
    }
    // The list is read again whatever the answer (for an ended session, `run` did it).
    if (!erased.signedOut) refresh();
  }

  return (
    <TableRow>
      <TableCell className="wrap-anywhere">
        <div className="grid gap-0.5">
          <span className="font-medium">{request.email}</span>
          <span className="text-muted-foreground md:hidden">
            {formsText(request.heldSubmissions)}, by itself on {formatLondon(request.dueAt)}
          </span>
        </div>
      </TableCell>
      <TableCell className={wideOnly}>
        <time dateTime={request.requestedAt}>{formatLondon(request.requestedAt)}</time>
      </TableCell>
      <TableCell className={wideOnly}>
        <time dateTime={request.dueAt}>{formatLondon(request.dueAt)}</time>
      </TableCell>
      <TableCell className={`${wideOnly} tabular-nums`}>
        {formsText(request.heldSubmissions)}
      </TableCell>
      <TableCell>
        {asking ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="destructive"
              size="sm"
              onClick={() => void erase()}
              disabled={busy}
              aria-label={`Yes, erase everything held for ${request.email}`}
            >
              {busy ? 'Erasing...' : 'Yes, erase'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setAsking(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        ) : canErase ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setAsking(true)}
            aria-label={`Erase now: ${request.email}`}
          >
            Erase now
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/**
 * The erasure requests people made from their "Your data" link, waiting for the organiser
 * (docs/product/screens.md#erasure-requests, docs/decisions/047-your-data.md). Confirming one
 * erases everything held for the address at once; one not confirmed is carried out by itself
 * when due. A place of its own, ready to be hosted by a People place.
 */
export function ErasureRequestsView({ data }: { data: ErasureRequestsData }) {
  const { list } = data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{erasureRequestsHeading}</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          People who asked, from the link on the site's "Your data" page, for everything we hold for
          their address to be erased. Erasing clears their forms, your messages to them and their
          mails, and cannot be undone; counts per event stay. A request you do not confirm is
          carried out by itself on the day shown.
        </p>
      </div>
      {list === null ? (
        <p role="alert">The erasure requests could not be loaded. Please try again.</p>
      ) : (
        <ListTable
          caption={erasureRequestsHeading}
          columns={columns}
          empty={list.requests.length === 0 ? 'No erasure requests are waiting.' : null}
        >
          {list.requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ListTable>
      )}
    </div>
  );
}
