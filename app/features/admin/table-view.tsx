import { DownloadIcon, SearchIcon, ShieldAlertIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '#app/lib/notify.ts';
import type { AdminListResponse, AdminSummary, AdminView } from '#schemas/admin-views.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { exportTable, listTable, SignedOutError, summariseTable } from './admin-api.ts';
import { AdminPager, pageSize } from './admin-pager.tsx';
import { reviewStatusOf, rowOf, spamOf, withParams } from './admin-params.ts';
import { AdminTable, rowName } from './admin-table.tsx';
import { CapacityLines } from './capacity-lines.tsx';
import { ReviewActions } from './review-actions.tsx';
import { RowDetails } from './row-details.tsx';
import { SpamActions } from './spam-actions.tsx';
import { StatCards } from './stat-cards.tsx';
import { StatusTabs } from './status-tabs.tsx';

const searchDelayMs = 250;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

type Loaded = AdminListResponse & { query: string };

/**
 * One stored table: stat cards, search, filter, export and the rows, newest first.
 * The list is recomputed (on the server) whenever the search text or the filter changes.
 * The address holds what can be bookmarked (app/features/admin/admin-params.ts): `spam=1` lists
 * the suspected spam instead of the other rows, `row` opens one entry's details.
 */
export function TableView({
  view,
  heading,
  onSignedOut,
}: {
  view: AdminView;
  heading: string;
  onSignedOut: () => void;
}) {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const spam = spamOf(searchParams);
  const openRow = rowOf(searchParams);
  const status = reviewStatusOf(searchParams, view.table);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  // The page belongs to the list it was chosen in: another list starts on its first page.
  const list = `${spam}\u0000${status ?? ''}`;
  const [page, setPage] = useState({ list, offset: 0 });
  const offset = page.list === list ? page.offset : 0;
  const setOffset = (next: number) => setPage({ list, offset: next });
  // Bumped after a change (Not spam, Delete): the list and the stat cards are read again.
  const [version, setVersion] = useState(0);
  const [data, setData] = useState<Loaded | null>(null);
  const [summary, setSummary] = useState<AdminSummary | null>(null);
  const [exporting, setExporting] = useState(false);
  // The rows chosen for a status change; they belong to the list they were chosen in.
  const [selection, setSelection] = useState({ list, ids: new Set<number>() });
  const selected = selection.list === list ? selection.ids : new Set<number>();
  function select(ids: number[], on: boolean) {
    const next = new Set(selected);
    for (const rowId of ids) {
      if (on) next.add(rowId);
      else next.delete(rowId);
    }
    setSelection({ list, ids: next });
  }
  const debouncedSearch = useDebounced(search, searchDelayMs);
  const query = `${debouncedSearch}\u0000${filter}\u0000${offset}\u0000${list}`;

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof SignedOutError) return onSignedOut();
      notify.error('Error', {
        description: `Failed to fetch ${view.plural}. Please check your permissions.`,
      });
    },
    [view, onSignedOut],
  );

  // The stat cards and filter choices are over all rows: loaded once per view (and change).
  useEffect(() => {
    const controller = new AbortController();
    summariseTable(view.table, controller.signal).then(setSummary, (error: unknown) => {
      if (!controller.signal.aborted) fail(error);
    });
    return () => controller.abort();
  }, [view, version, fail]);

  useEffect(() => {
    const controller = new AbortController();
    listTable(
      view.table,
      { search: debouncedSearch, filter, offset, limit: pageSize, spam, status },
      controller.signal,
    ).then(
      (response) =>
        setData({
          ...response,
          query: `${debouncedSearch}\u0000${filter}\u0000${offset}\u0000${spam}\u0000${status ?? ''}`,
        }),
      (error: unknown) => {
        if (!controller.signal.aborted) fail(error);
      },
    );
    return () => controller.abort();
  }, [view, debouncedSearch, filter, offset, spam, status, version, fail]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);

  function openDetails(rowId: number) {
    setSearchParams((current) => withParams(current, { row: String(rowId) }));
  }

  function closeDetails() {
    // The dialog also reports closing when the address lost `row` first (Back).
    if (openRow !== null) setSearchParams((current) => withParams(current, { row: null }));
  }

  async function handleExport() {
    setExporting(true);
    try {
      const count = await exportTable(view.table, {
        search: debouncedSearch,
        filter,
        spam,
        status,
      });
      notify.success('Export successful', {
        description: `Exported ${count.toLocaleString('en-GB')} ${view.plural} to CSV.`,
      });
    } catch (error) {
      if (error instanceof SignedOutError) return onSignedOut();
      notify.error('Export failed', { description: 'Please try again.' });
    } finally {
      setExporting(false);
    }
  }

  const listedRow = data?.rows.find((row) => Number(row.id) === openRow);
  const details = (
    <RowDetails
      view={view}
      id={openRow}
      name={listedRow ? rowName(view, listedRow) : undefined}
      suspected={spam}
      onClose={closeDetails}
      onChanged={() => {
        closeDetails();
        reload();
      }}
      onSignedOut={onSignedOut}
    />
  );

  // The rows are the screen; the stat cards and filter choices join it when they arrive.
  if (!data) {
    return (
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="mt-6 text-muted-foreground" role="status">
          Loading {view.plural}...
        </p>
        {details}
      </div>
    );
  }

  const stale = data.query !== query;
  const suspectedCount = summary?.suspectedSpam;
  return (
    // grid-cols-1 (minmax(0, 1fr)): the wide table scrolls in its box instead of widening the page.
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <Button
          variant="outline"
          onClick={handleExport}
          disabled={data.matching === 0 || exporting || stale}
        >
          <DownloadIcon aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      {summary ? <StatCards view={view} stats={summary.stats} /> : null}

      <div className="flex flex-wrap items-end gap-4">
        <div className="grid min-w-64 flex-1 gap-2">
          <Label htmlFor={`${id}-search`}>Search</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={`${id}-search`}
              type="search"
              className="pl-9"
              placeholder="Search by name, email, company or job title..."
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setOffset(0);
              }}
            />
          </div>
        </div>
        {view.filter ? (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-filter`}>{view.filter.label}</Label>
            <select
              id={`${id}-filter`}
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value);
                setOffset(0);
              }}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm dark:bg-input/30"
            >
              <option value="">{view.filter.allLabel}</option>
              {(summary?.filterOptions ?? []).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button
          variant={spam ? 'default' : 'outline'}
          aria-pressed={spam}
          onClick={() =>
            setSearchParams((current) =>
              withParams(current, { spam: spam ? null : '1', row: null }),
            )
          }
          className="h-10"
        >
          <ShieldAlertIcon aria-hidden="true" />
          {suspectedCount === undefined
            ? 'Suspected spam'
            : `Suspected spam (${suspectedCount.toLocaleString('en-GB')})`}
        </Button>
      </div>

      <CapacityLines table={view.table} version={version} onSignedOut={onSignedOut} />

      <StatusTabs
        table={view.table}
        current={status}
        counts={summary?.statusCounts}
        onChoose={(next) =>
          setSearchParams((current) => withParams(current, { status: next ?? null, row: null }))
        }
      />

      {spam ? (
        <section
          aria-labelledby={`${id}-spam`}
          className="grid gap-1 rounded-xl border border-dashed p-4 text-sm"
        >
          <h2 id={`${id}-spam`} className="text-base font-semibold">
            Suspected spam
          </h2>
          <p className="text-muted-foreground">
            These {view.plural} filled in a field people never see, so no mail was sent for them and
            the stat cards leave them out. Not spam lists one with the others and sends its mails;
            Delete removes it.
          </p>
        </section>
      ) : null}

      {!spam && selected.size > 0 ? (
        <ReviewActions
          table={view.table}
          ids={[...selected]}
          onDone={() => {
            setSelection({ list, ids: new Set() });
            reload();
          }}
          onSignedOut={onSignedOut}
        />
      ) : null}

      <div aria-busy={stale} className="rounded-xl border bg-card text-card-foreground shadow-sm">
        {data.rows.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">
            {spam ? 'No suspected spam found matching your criteria.' : view.emptyText}
          </p>
        ) : (
          <AdminTable
            view={view}
            rows={data.rows}
            caption={spam ? `${heading}: suspected spam` : heading}
            onOpen={openDetails}
            selection={spam ? undefined : { selected, onChange: select }}
            actions={
              spam
                ? {
                    label: 'Verdict',
                    render: (rowId, name) => (
                      <SpamActions
                        view={view}
                        id={rowId}
                        name={name}
                        onDone={reload}
                        onSignedOut={onSignedOut}
                      />
                    ),
                  }
                : undefined
            }
          />
        )}
      </div>

      <AdminPager
        offset={offset}
        shown={data.rows.length}
        matching={data.matching}
        noun={spam ? `suspected spam ${view.plural}` : view.plural}
        busy={stale}
        onOffset={setOffset}
      />
      {details}
    </div>
  );
}
