import { DownloadIcon, SearchIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { notify } from '#app/lib/notify.ts';
import type { AdminListResponse, AdminSummary, AdminView } from '#schemas/admin-views.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { exportTable, listTable, SignedOutError, summariseTable } from './admin-api.ts';
import { AdminTable } from './admin-table.tsx';
import { StatCards } from './stat-cards.tsx';

const pageSize = 100;
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
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const [offset, setOffset] = useState(0);
  const [data, setData] = useState<Loaded | null>(null);
  const [summary, setSummary] = useState<AdminSummary | null>(null);
  const [exporting, setExporting] = useState(false);
  const debouncedSearch = useDebounced(search, searchDelayMs);
  const query = `${debouncedSearch}\u0000${filter}\u0000${offset}`;

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof SignedOutError) return onSignedOut();
      notify.error('Error', {
        description: `Failed to fetch ${view.plural}. Please check your permissions.`,
      });
    },
    [view, onSignedOut],
  );

  // The stat cards and filter choices are over all rows: loaded once per view.
  useEffect(() => {
    const controller = new AbortController();
    summariseTable(view.table, controller.signal).then(setSummary, (error: unknown) => {
      if (!controller.signal.aborted) fail(error);
    });
    return () => controller.abort();
  }, [view, fail]);

  useEffect(() => {
    const controller = new AbortController();
    listTable(
      view.table,
      { search: debouncedSearch, filter, offset, limit: pageSize },
      controller.signal,
    ).then(
      (response) =>
        setData({ ...response, query: `${debouncedSearch}\u0000${filter}\u0000${offset}` }),
      (error: unknown) => {
        if (!controller.signal.aborted) fail(error);
      },
    );
    return () => controller.abort();
  }, [view, debouncedSearch, filter, offset, fail]);

  async function handleExport() {
    setExporting(true);
    try {
      const count = await exportTable(view.table, { search: debouncedSearch, filter });
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

  // The rows are the screen; the stat cards and filter choices join it when they arrive.
  if (!data) {
    return (
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="mt-6 text-muted-foreground" role="status">
          Loading {view.plural}...
        </p>
      </div>
    );
  }

  const stale = data.query !== query;
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

      <div className="flex flex-wrap gap-4">
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
      </div>

      <div aria-busy={stale} className="rounded-xl border bg-card text-card-foreground shadow-sm">
        {data.rows.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">{view.emptyText}</p>
        ) : (
          <AdminTable view={view} rows={data.rows} caption={heading} onSignedOut={onSignedOut} />
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-4 text-sm text-muted-foreground">
        <p role="status">
          {data.rows.length === 0
            ? `0 of ${data.matching.toLocaleString('en-GB')} ${view.plural}`
            : `Showing ${(offset + 1).toLocaleString('en-GB')}–${(offset + data.rows.length).toLocaleString('en-GB')} of ${data.matching.toLocaleString('en-GB')} ${view.plural}`}
        </p>
        {data.matching > pageSize ? (
          <div className="flex gap-2">
            <Button
              variant="outline"
              disabled={offset === 0 || stale}
              onClick={() => setOffset((current) => Math.max(0, current - pageSize))}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              disabled={offset + pageSize >= data.matching || stale}
              onClick={() => setOffset((current) => current + pageSize)}
            >
              Next
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
