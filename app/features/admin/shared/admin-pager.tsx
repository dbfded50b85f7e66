import { useCallback } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useQueryChange } from '#app/lib/use-query-change.ts';
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
 * for (app/lib/use-query-change.ts).
 */
export function useAddressChange() {
  const change = useQueryChange();
  return useCallback(
    (
      changes: Record<string, string | null>,
      /** Replace the address instead of adding one to the history, given the current one. */
      replace: (current: URLSearchParams) => boolean = () => false,
    ) => change((current) => withParams(current, changes), { replace }),
    [change],
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
