import { useId } from 'react';
import { auditActionLabels, auditActions, type AuditEntry } from '#schemas/organisers/audit-log.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { TableCell, TableRow } from '#app/components/ui/table.tsx';
import { cn } from '#app/lib/cn.ts';
import type { AuditData } from '#app/features/admin/shared/admin-loader.ts';
import { AdminListCard } from '#app/features/admin/shared/admin-list-card.tsx';
import type { ListColumn } from '#app/features/admin/shared/list-table.tsx';
import { useAddressChange } from '#app/features/admin/shared/admin-pager.tsx';
import { listChange } from '#app/features/admin/shared/admin-params.ts';
import { auditActorText, auditDetailsText, auditTargetText } from './audit-wording.ts';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';

export const auditHeading = 'Audit Log';

/**
 * On a phone `On` and `Rows` fold under `What`, so the table fits the width without scrolling
 * sideways (docs/decisions/031: no width scrolls sideways).
 */
const wideOnly = 'hidden md:table-cell';
const auditColumns: readonly ListColumn[] = [
  { label: 'Time' },
  { label: 'Who' },
  { label: 'What' },
  { label: 'On', className: wideOnly },
  { label: 'Rows', className: wideOnly },
];

function rowsText(rowCount: number | null): string {
  if (rowCount === null) return '';
  return `${rowCount.toLocaleString('en-GB')} ${rowCount === 1 ? 'row' : 'rows'}`;
}

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm dark:bg-input/30';

function AuditRow({
  entry,
  names,
  eventTitles,
}: {
  entry: AuditEntry;
  names: Readonly<Record<string, string>>;
  eventTitles: Readonly<Record<string, string>>;
}) {
  const details = auditDetailsText(entry, eventTitles);
  const target = auditTargetText(entry, eventTitles);
  const rows = rowsText(entry.rowCount);
  return (
    <TableRow>
      <TableCell className="md:whitespace-nowrap">
        <time dateTime={entry.at}>{formatLondon(entry.at)}</time>
      </TableCell>
      <TableCell className="wrap-anywhere">{auditActorText(entry.actor, names)}</TableCell>
      <TableCell className="md:min-w-40">
        <div className="grid gap-0.5">
          <span>{auditActionLabels[entry.action]}</span>
          {details ? <span className="text-muted-foreground">{details}</span> : null}
          <span className="text-muted-foreground md:hidden">
            {[target, rows].filter(Boolean).join(', ')}
          </span>
        </div>
      </TableCell>
      <TableCell className={cn(wideOnly, 'min-w-36')}>{target}</TableCell>
      <TableCell className={cn(wideOnly, 'tabular-nums')}>{entry.rowCount ?? ''}</TableCell>
    </TableRow>
  );
}

/**
 * What every organiser and the server did in the admin, newest first, read only
 * (docs/product/screens.md#audit-log-view, docs/decisions/043-the-audit-log.md). Who, what and the
 * days are filters in the address; nothing here changes an entry.
 */
export function AuditView({ data }: { data: AuditData }) {
  const id = useId();
  const change = useAddressChange();
  const { filters, list } = data;
  const filtered = Boolean(filters.actor || filters.action || filters.from || filters.to);
  const setFilter = (key: string, value: string) => change(listChange({ [key]: value || null }));

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{auditHeading}</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          Every sign-in, export, decision, mail retry, spam action and event change, with who made
          it and when. Entries name the view, the entry or event and how many rows, never what a
          person wrote. Nobody can change or delete them.
        </p>
      </div>

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <div className="col-span-2 grid gap-2 sm:col-span-1">
          <Label htmlFor={`${id}-actor`}>Who</Label>
          <select
            id={`${id}-actor`}
            value={filters.actor}
            onChange={(event) => setFilter('actor', event.target.value)}
            className={selectClass}
          >
            <option value="">Everyone</option>
            {(list?.actors ?? []).map((actor) => (
              <option key={actor} value={actor}>
                {auditActorText(actor, list?.actorNames ?? {})}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 grid gap-2 sm:col-span-1">
          <Label htmlFor={`${id}-action`}>What</Label>
          <select
            id={`${id}-action`}
            value={filters.action ?? ''}
            onChange={(event) => setFilter('action', event.target.value)}
            className={selectClass}
          >
            <option value="">Every action</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabels[action]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => setFilter('from', event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => setFilter('to', event.target.value)}
          />
        </div>
      </div>
      {filtered ? (
        <Button
          variant="outline"
          className="w-fit"
          onClick={() => change(listChange({ actor: null, action: null, from: null, to: null }))}
        >
          Clear filters
        </Button>
      ) : null}

      {list === null ? (
        <p role="alert">The audit log could not be loaded. Please try again.</p>
      ) : (
        <AdminListCard
          caption={auditHeading}
          columns={auditColumns}
          empty={filtered ? 'No entries match these filters.' : 'No entries yet.'}
          page={filters.page}
          shown={list.entries.length}
          matching={list.matching}
          noun="entries"
        >
          {list.entries.map((entry) => (
            <AuditRow
              key={entry.id}
              entry={entry}
              names={list.actorNames}
              eventTitles={list.eventTitles}
            />
          ))}
        </AdminListCard>
      )}
    </div>
  );
}
