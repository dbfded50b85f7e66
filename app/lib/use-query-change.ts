import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** A change of the query still on its way to the history. */
type Asked = {
  /** The page it was asked on. */
  pathname: string;
  /** The history's query when it was asked. */
  base: string;
  next: string;
  replace: boolean;
};

/** One for the page, as the history is; dropped once its navigation has ended. */
let asked: Asked | null = null;

const normal = (search: string) => new URLSearchParams(search).toString();

/**
 * The query a change builds on, given the history's address: the one asked for last while its
 * navigation is still on its way (the history has not moved since), else the history's own.
 * NOTE: not the query the page shows. While a navigation's data loads (a list that suspends),
 * the page shows the address before it, and a change built on that would undo the navigation in
 * between (a filter chosen meanwhile would lose the search typed just before).
 */
export function queryToBuildOn(
  pathname: string,
  search: string,
): {
  current: URLSearchParams;
  /** A push still on its way: the change that supersedes it is that push. */
  pendingPush: boolean;
} {
  const shown = normal(search);
  const pending =
    asked !== null && asked.pathname === pathname && asked.base === shown ? asked : null;
  return {
    current: new URLSearchParams(pending?.next ?? shown),
    pendingPush: pending !== null && !pending.replace,
  };
}

/**
 * Holds a change asked for until its navigation ends (arrived, or given up for another one),
 * so the next change builds on it ({@link queryToBuildOn}).
 */
export async function whileAsked(change: Asked, navigation: void | Promise<void>): Promise<void> {
  asked = change;
  try {
    await navigation;
  } finally {
    if (asked === change) asked = null;
  }
}

export type QueryChangeOptions = {
  /** Given the current query, whether the change replaces the history's entry (default: adds one). */
  replace?: (current: URLSearchParams) => boolean;
  preventScrollReset?: boolean;
};

/**
 * Changes the page's query: `build` makes the next one from the current one
 * ({@link queryToBuildOn}), so two changes made in quick succession both hold.
 */
export function useQueryChange() {
  const navigate = useNavigate();
  return useCallback(
    (
      build: (current: URLSearchParams) => URLSearchParams,
      { replace = () => false, preventScrollReset = false }: QueryChangeOptions = {},
    ) => {
      const { pathname, search } = window.location;
      const { current, pendingPush } = queryToBuildOn(pathname, search);
      const next = build(new URLSearchParams(current)).toString();
      // Superseding a push that never reached the history: this one is that push.
      const replacing = !pendingPush && replace(current);
      void whileAsked(
        { pathname, base: normal(search), next, replace: replacing },
        navigate(`?${next}`, { replace: replacing, preventScrollReset }),
      );
    },
    [navigate],
  );
}
