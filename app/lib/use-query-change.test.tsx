// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { createBrowserRouter, RouterProvider, useLoaderData } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { queryToBuildOn, useQueryChange, whileAsked } from './use-query-change.ts';

/** A navigation that ends when told to, as the router's does once its data is read. */
function navigation() {
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { ended, end };
}

const built = (search: string, pathname = '/admin') =>
  queryToBuildOn(pathname, search).current.toString();
const pendingPush = (search: string) => queryToBuildOn('/admin', search).pendingPush;

describe('the query a change builds on', () => {
  it("is the history's when nothing is on its way", () => {
    expect(built('?q=ada')).toBe('q=ada');
    expect(pendingPush('?q=ada')).toBe(false);
  });

  it('is the one asked for while its navigation loads, and says a push is still on its way', async () => {
    const search = navigation();
    const held = whileAsked(
      { pathname: '/admin', base: 'q=ada', next: 'q=ada&filter=Waves', replace: false },
      search.ended,
    );
    expect(built('?q=ada')).toBe('q=ada&filter=Waves');
    expect(pendingPush('?q=ada')).toBe(true);
    // Another page with the same query is not the one it was asked on.
    expect(built('?q=ada', '/ai-courses')).toBe('q=ada');
    search.end();
    await held;
  });

  it('is the history once the navigation has arrived, even back where it was asked from', async () => {
    const search = navigation();
    const held = whileAsked(
      { pathname: '/admin', base: '', next: 'q=ada', replace: false },
      search.ended,
    );
    search.end();
    await held;
    expect(built('?q=ada')).toBe('q=ada');
    // Back to the address before the search: a filter chosen there has no search.
    expect(built('')).toBe('');
  });

  it('is the history once back or forward has moved it, though the navigation still loads', async () => {
    const search = navigation();
    const held = whileAsked(
      { pathname: '/admin', base: 'q=ada', next: 'q=ada&page=2', replace: false },
      search.ended,
    );
    expect(built('?status=pending')).toBe('status=pending');
    search.end();
    await held;
  });

  it('is the latest of two asked for, and a replacement still loading is not a push', async () => {
    const first = navigation();
    const second = navigation();
    const heldFirst = whileAsked(
      { pathname: '/admin', base: '', next: 'q=ad', replace: false },
      first.ended,
    );
    const heldSecond = whileAsked(
      { pathname: '/admin', base: '', next: 'q=ada', replace: true },
      second.ended,
    );
    // The first navigation ends (given up for the second): the second is still on its way.
    first.end();
    await heldFirst;
    expect(built('')).toBe('q=ada');
    expect(pendingPush('')).toBe(false);
    second.end();
    await heldSecond;
    expect(built('')).toBe('');
  });

  it('compares queries as the address writes them', async () => {
    const search = navigation();
    const held = whileAsked(
      { pathname: '/admin', base: 'q=a+b', next: 'q=a+b&page=2', replace: false },
      search.ended,
    );
    expect(built('?q=a%20b')).toBe('q=a+b&page=2');
    search.end();
    await held;
  });
});

/** A promise settled when the test says so. */
function held<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('useQueryChange', () => {
  it('builds on the address asked for though the page still shows an older one', async () => {
    window.history.replaceState(null, '', '/');
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    onTestFinished(() => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    });
    // Each search's rows arrive when the test says so; the page waits for them (it suspends)
    // and meanwhile shows the address before, as the admin's lists do.
    const rows = new Map([
      ['', held<string>()],
      ['ad', held<string>()],
      ['ada', held<string>()],
    ]);
    rows.get('')!.settle('Every entry');
    // The refined search's own data is still being read when the filter is chosen.
    const readingAda = held<void>();

    function Rows({ list }: { list: Promise<string> }) {
      return <p>{use(list)}</p>;
    }
    function Page() {
      const { list } = useLoaderData<{ list: Promise<string> }>();
      const change = useQueryChange();
      const withParam = (key: string, value: string) => () =>
        change((current) => new URLSearchParams({ ...Object.fromEntries(current), [key]: value }), {
          // Typing refines one search: it replaces the address that has one.
          replace: (current) => key === 'q' && current.has('q'),
        });
      return (
        <>
          <button onClick={withParam('q', 'ad')}>Search ad</button>
          <button onClick={withParam('q', 'ada')}>Search ada</button>
          <button onClick={withParam('filter', 'Waves')}>Filter</button>
          <Suspense fallback={<p>Loading</p>}>
            <Rows list={list} />
          </Suspense>
        </>
      );
    }
    const router = createBrowserRouter([
      {
        path: '/',
        loader: async ({ request }) => {
          const q = new URL(request.url).searchParams.get('q') ?? '';
          if (q === 'ada') await readingAda.promise;
          return { list: rows.get(q)!.promise };
        },
        Component: Page,
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByText('Every entry');
    // Pressed as in a browser: act() would hold the router's updates until the page has its data.
    const press = (name: string) => screen.getByRole('button', { name }).click();

    press('Search ad');
    await waitFor(() => expect(window.location.search).toBe('?q=ad'));
    // Typing goes on before the first search's rows have come.
    press('Search ada');
    // They come: the page shows the first search, behind the one asked for.
    rows.get('ad')!.settle('Ada rows');
    await screen.findByText('Ada rows');

    press('Filter');
    readingAda.settle();
    rows.get('ada')!.settle('Ada Lovelace');
    await waitFor(() => expect(window.location.search).toBe('?q=ada&filter=Waves'), {
      timeout: 2000,
    });
    await screen.findByText('Ada Lovelace');
    router.dispose();
  });
});
