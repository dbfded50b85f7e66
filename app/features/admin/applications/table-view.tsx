import { DownloadIcon, ShieldAlertIcon } from 'lucide-react';
import { Suspense, use, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { AdminView } from '#schemas/applications/admin-views.ts';
import { reviewKinds } from '#schemas/applications/review-statuses.ts';
import { CssEmblem } from '#app/components/art/css-emblem.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { notify } from '#app/lib/notify.ts';
import { useAdminAction } from '#app/features/admin/shared/admin-action.ts';
import { exportTable } from '#app/features/admin/shared/admin-api.ts';
import type { ChosenRows } from '#schemas/organisers/admin-api-contract.ts';
import {
  forgetAdminAnswers,
  useAdminRefresh,
  type ListResult,
  type TableData,
} from '#app/features/admin/shared/admin-loader.ts';
import {
  AdminPager,
  useAddressChange,
  useListBusy,
} from '#app/features/admin/shared/admin-pager.tsx';
import {
  listChange,
  listIdentity,
  offsetOf,
  pageParam,
  pageSize,
  selectionScope,
  type TableQuery,
} from '#app/features/admin/shared/admin-params.ts';
import { AdminSearch } from './admin-search.tsx';
import { AdminTable } from './admin-table.tsx';
import { CapacityLines } from './capacity-lines.tsx';
import { ReviewActions } from './review-actions.tsx';
import { useAllows } from '#app/features/admin/shared/admin-role.tsx';
import { RowDetails } from './row-details.tsx';
import { SeveralEventsFilter } from './several-events-filter.tsx';
import { SpamActions } from './spam-actions.tsx';
import { StatCards } from '#app/features/admin/shared/stat-cards.tsx';
import { StatusTabs } from './status-tabs.tsx';
import { WaitlistOffer } from './waitlist-offer.tsx';

/**
 * The rows chosen for a status change: some by id, in the scope they were chosen in
 * (app/features/admin/shared/admin-params.ts `selectionScope`), or every row one list matches, on
 * every page (`matching`: that list's identity).
 */
type Selection = { scope: string; ids: ReadonlySet<number>; matching: string | null };

/** The CSV of the rows the address lists; waits for the list (nothing to export when empty). */
function ExportButton({
  view,
  query,
  list,
  busy,
}: {
  view: AdminView;
  query: TableQuery;
  list: Promise<ListResult> | null;
  busy: boolean;
}) {
  const refresh = useAdminRefresh();
  const { busy: exporting, run } = useAdminAction(refresh);
  const result = list ? use(list) : null;
  const empty = typeof result !== 'object' || result === null || result.matching === 0;

  async function handleExport() {
    const exported = await run(
      () =>
        exportTable(view.table, {
          search: query.q,
          filter: query.filter,
          spam: query.spam,
          status: query.status,
          multi: query.multi,
        }),
      { failed: 'Export failed' },
    );
    if (!exported.ok) return;
    notify.success('Export successful', {
      description: `Exported ${exported.value.toLocaleString('en-GB')} ${view.plural} to CSV.`,
    });
  }

  return (
    <Button variant="outline" onClick={handleExport} disabled={empty || exporting || busy}>
      <DownloadIcon aria-hidden="true" />
      {exporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}

/** The rows of the list, the selection and its actions, and the pager. */
function ListSection({
  view,
  heading,
  query,
  list,
  busy,
  selection,
  onSelection,
  onChangePage,
  onOpen,
}: {
  view: AdminView;
  heading: string;
  query: TableQuery;
  list: Promise<ListResult>;
  busy: boolean;
  selection: { ids: ReadonlySet<number>; allMatching: boolean };
  onSelection: (selection: { ids: ReadonlySet<number>; allMatching: boolean }) => void;
  onChangePage: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  const refresh = useAdminRefresh();
  // A viewer decides nothing: no selection, no decisions, no verdict on spam.
  const canChange = useAllows('change');
  const result = use(list);
  const listRef = useRef<HTMLDivElement>(null);
  // After a decision: the rows it changed, and the list it was made on.
  const returnTo = useRef<{ ids: number[]; list: ListResult } | null>(null);

  // Focus returns to where she was: the checkbox of the first changed row still listed, else
  // the list itself (the rows left it for another status tab).
  const focusReturn = useCallback((ids: readonly number[]) => {
    const box = listRef.current;
    const checkbox = ids
      .map((rowId) => box?.querySelector<HTMLElement>(`[data-row-id="${rowId}"] input`))
      .find(Boolean);
    (checkbox ?? box?.querySelector<HTMLElement>('table') ?? box)?.focus();
  }, []);
  // Once the list is read again after the decision (the dialog has closed by then).
  useEffect(() => {
    if (!returnTo.current || returnTo.current.list === result) return;
    focusReturn(returnTo.current.ids);
    returnTo.current = null;
  }, [result, focusReturn]);

  if (result === 'failed') {
    return <p className="text-muted-foreground">The {view.plural} could not be loaded.</p>;
  }
  if (result === 'signed-out') {
    return (
      <p className="flex flex-wrap items-center gap-3">
        Your session has ended.
        <Button variant="outline" onClick={refresh}>
          Sign in again
        </Button>
      </p>
    );
  }

  const { rows, matching } = result;
  const pageIds = rows.map((row) => Number(row.id));
  const selected = selection.allMatching ? new Set(pageIds) : selection.ids;
  const count = selection.allMatching ? matching : selected.size;
  const wholePage = pageIds.length > 0 && pageIds.every((rowId) => selected.has(rowId));
  const chosen: ChosenRows = selection.allMatching
    ? {
        matching: {
          q: query.q,
          filter: query.filter,
          ...(query.status ? { status: query.status } : {}),
          multi: query.multi,
        },
      }
    : { ids: [...selection.ids] };

  function select(ids: number[], on: boolean) {
    const next = new Set(selected);
    for (const rowId of ids) {
      if (on) next.add(rowId);
      else next.delete(rowId);
    }
    onSelection({ ids: next, allMatching: false });
  }

  const selectAllLine =
    wholePage && matching > rows.length ? (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {selection.allMatching
          ? `All ${matching.toLocaleString('en-GB')} matching ${view.plural} are selected.`
          : `All ${rows.length.toLocaleString('en-GB')} on this page are selected.`}
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() =>
            onSelection(
              selection.allMatching
                ? { ids: new Set(), allMatching: false }
                : { ids: selected, allMatching: true },
            )
          }
        >
          {selection.allMatching
            ? 'Clear selection'
            : `Select all ${matching.toLocaleString('en-GB')} matching`}
        </Button>
      </p>
    ) : null;

  return (
    <>
      <div
        ref={listRef}
        tabIndex={-1}
        aria-busy={busy}
        className="rounded-xl border bg-card text-card-foreground shadow-sm"
      >
        {rows.length === 0 ? (
          <div className="flex flex-col items-center gap-4 p-8 text-center">
            <span className="relative size-14 overflow-hidden rounded-2xl opacity-80">
              <CssEmblem seed={`admin empty ${view.table}`} />
            </span>
            <p className="text-muted-foreground">
              {query.spam ? 'No suspected spam found matching your criteria.' : view.emptyText}
            </p>
          </div>
        ) : (
          <AdminTable
            view={view}
            rows={rows}
            caption={query.spam ? `${heading}: suspected spam` : heading}
            onOpen={onOpen}
            selection={query.spam || !canChange ? undefined : { selected, onChange: select }}
            actions={
              query.spam && canChange
                ? {
                    label: 'Verdict',
                    render: (rowId, name) => (
                      <SpamActions
                        view={view}
                        id={rowId}
                        name={name}
                        onDone={refresh}
                        onSignedOut={refresh}
                      />
                    ),
                  }
                : undefined
            }
          />
        )}
      </div>

      <AdminPager
        offset={offsetOf(query.page)}
        shown={rows.length}
        matching={matching}
        noun={query.spam ? `suspected spam ${view.plural}` : view.plural}
        busy={busy}
        onOffset={(offset) => onChangePage(offset / pageSize + 1)}
      />

      {!query.spam && canChange && count > 0 ? (
        <ReviewActions
          table={view.table}
          chosen={chosen}
          count={count}
          onDone={(decided) => {
            onSelection({ ids: new Set(), allMatching: false });
            returnTo.current = { ids: decided.changed, list: result };
            refresh();
          }}
          onClear={() => onSelection({ ids: new Set(), allMatching: false })}
          onSignedOut={refresh}
        >
          {selectAllLine}
        </ReviewActions>
      ) : null}
    </>
  );
}

/**
 * One stored table: stat cards, search, filters, export and the rows, newest first, as the
 * address says (app/features/admin/shared/admin-params.ts): the search (`q`), the filter, people of
 * several events (`multi=1`), suspected spam (`spam=1`), the status tab, the page and an open entry
 * (`row`). Every change of them is a navigation: the route's loader reads the list again
 * (app/features/admin/shared/admin-loader.ts), and back and forward return to what was shown.
 */
export function TableView({
  view,
  heading,
  data,
}: {
  view: AdminView;
  heading: string;
  data: TableData;
}) {
  const id = useId();
  const refresh = useAdminRefresh();
  const busy = useListBusy();
  const { query, summary } = data;
  const applications = reviewKinds[view.table] === 'application';

  const change = useAddressChange();
  // Typing refines one search: the address is replaced, so back skips the keystrokes. An entry
  // opened meanwhile stays open.
  const search = useCallback(
    (text: string) => change({ q: text || null, page: null }, (current) => current.has('q')),
    [change],
  );

  // Back and forward show another search: the box shows it too.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [searchKey, setSearchKey] = useState(location.key);
  if (navigationType === 'POP' && searchKey !== location.key) setSearchKey(location.key);

  const scope = selectionScope(query);
  const list = listIdentity(query);
  const [selection, setSelection] = useState<Selection>({
    scope,
    ids: new Set(),
    matching: null,
  });
  const current =
    selection.scope === scope
      ? { ids: selection.ids, allMatching: selection.matching === list }
      : { ids: new Set<number>(), allMatching: false };

  const filterOptions = [
    ...new Set([...(summary?.filterOptions ?? []), ...(query.filter ? [query.filter] : [])]),
  ];
  const suspectedCount = summary?.suspectedSpam;
  const canExport = useAllows('export');
  const canChange = useAllows('change');

  return (
    // grid-cols-1 (minmax(0, 1fr)): the wide table scrolls in its box instead of widening the page.
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        {canExport ? (
          <Suspense fallback={<ExportButton view={view} query={query} list={null} busy />}>
            <ExportButton view={view} query={query} list={data.list} busy={busy} />
          </Suspense>
        ) : null}
      </div>

      {summary ? <StatCards view={view} stats={summary.stats} /> : null}

      <div className="flex flex-wrap items-end gap-4">
        <AdminSearch key={searchKey} id={`${id}-search`} q={query.q} onSearch={search} />
        {view.filter ? (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-filter`}>{view.filter.label}</Label>
            <select
              id={`${id}-filter`}
              value={query.filter}
              onChange={(event) => change(listChange({ filter: event.target.value || null }))}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm dark:bg-input/30"
            >
              <option value="">{view.filter.allLabel}</option>
              {filterOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {applications ? (
          <SeveralEventsFilter
            pressed={query.multi}
            onToggle={() => change(listChange({ multi: query.multi ? null : '1' }))}
          />
        ) : null}
        <Button
          variant={query.spam ? 'default' : 'outline'}
          aria-pressed={query.spam}
          onClick={() => change(listChange({ spam: query.spam ? null : '1' }))}
          className="h-10"
        >
          <ShieldAlertIcon aria-hidden="true" />
          {suspectedCount === undefined
            ? 'Suspected spam'
            : `Suspected spam (${suspectedCount.toLocaleString('en-GB')})`}
        </Button>
      </div>

      <CapacityLines events={data.capacity} />
      {canChange ? <WaitlistOffer table={view.table} events={data.capacity} /> : null}

      <StatusTabs
        table={view.table}
        current={query.status}
        counts={summary?.statusCounts}
        onChoose={(next) => change(listChange({ status: next ?? null }))}
      />

      {query.spam ? (
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

      <Suspense
        fallback={
          <p className="text-muted-foreground" role="status">
            Loading {view.plural}...
          </p>
        }
      >
        <ListSection
          view={view}
          heading={heading}
          query={query}
          list={data.list}
          busy={busy}
          selection={current}
          onSelection={(next) =>
            setSelection({ scope, ids: next.ids, matching: next.allMatching ? list : null })
          }
          onChangePage={(page) => change({ page: pageParam(page), row: null })}
          onOpen={(rowId) => change({ row: String(rowId) })}
        />
      </Suspense>

      <RowDetails
        view={view}
        data={data.row}
        suspected={query.spam}
        onClose={() => {
          // The dialog also reports closing when the address lost `row` first (Back).
          if (data.row !== null) change({ row: null });
        }}
        onChanged={() => {
          forgetAdminAnswers();
          change({ row: null });
        }}
        onDecided={refresh}
        onSignedOut={refresh}
      />
    </div>
  );
}
