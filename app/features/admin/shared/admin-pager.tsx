import { useCallback, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { pageSize, withParams } from './admin-params.ts';

/** Another list of this screen is on its way: what shows is about to change. */
export function useListBusy(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === location.pathname;
}

/**
 * Changes the admin's address (a null value removes its key), built on the last address asked
 * for from this one. NOTE: React Router's `setSearchParams(current => …)` builds on the address
 * shown, which lags behind a navigation still loading: a search committed while an entry opens
 * would close it.
 */
export function useAddressChange() {
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const asked = useRef<{ from: string; search: string } | null>(null);
  return useCallback(
    (
      changes: Record<string, string | null>,
      /** Replace the address instead of adding one to the history, given the current one. */
      replace: (current: URLSearchParams) => boolean = () => false,
    ) => {
      const pending = asked.current?.from === location.key ? asked.current.search : null;
      const current = new URLSearchParams(pending ?? location.search);
      const next = withParams(current, changes);
      asked.current = { from: location.key, search: next.toString() };
      setSearchParams(next, { replace: replace(current) });
    },
    [location.key, location.search, setSearchParams],
  );
}

/** `Showing 1–100 of 2,345 registrations`, and Previous / Next when more than a page matches. */
export function AdminPager({
  offset,
  shown,
  matching,
  noun,
  busy,
  onOffset,
}: {
  offset: number;
  /** Items on this page. */
  shown: number;
  matching: number;
  noun: string;
  /** A newer page is on its way: the buttons wait for it. */
  busy: boolean;
  onOffset: (offset: number) => void;
}) {
  const number = (value: number) => value.toLocaleString('en-GB');
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 text-sm text-muted-foreground">
      <p role="status">
        {shown === 0
          ? `0 of ${number(matching)} ${noun}`
          : `Showing ${number(offset + 1)}–${number(offset + shown)} of ${number(matching)} ${noun}`}
      </p>
      {matching > pageSize ? (
        <div className="flex gap-2">
          <Button
            variant="outline"
            disabled={offset === 0 || busy}
            onClick={() => onOffset(Math.max(0, offset - pageSize))}
          >
            Previous
          </Button>
          <Button
            variant="outline"
            disabled={offset + pageSize >= matching || busy}
            onClick={() => onOffset(offset + pageSize)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </div>
  );
}
