// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { createBrowserRouter, RouterProvider, useLoaderData } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { queryToBuildOn, useQueryChange, whileAsked } from './use-query-change.ts';

/** A promise settled when the test says so. */
function held<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/**
 * A change asked for on the admin, its navigation on its way until `arrive` (as the router's
 * ends once its data is read).
 */
function ask(base: string, next: string, replace = false) {
  const navigation = held<void>();
  const asked = whileAsked({ pathname: '/admin', base, next, replace }, navigation.promise);
  return {
    arrive: async () => {
      navigation.settle();
      await asked;
    },
  };
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
    const filter = ask('q=ada', 'q=ada&filter=Waves');
    expect(built('?q=ada')).toBe('q=ada&filter=Waves');
    expect(pendingPush('?q=ada')).toBe(true);
    // Another page with the same query is not the one it was asked on.
    expect(built('?q=ada', '/ai-courses')).toBe('q=ada');
    await filter.arrive();
  });

  it('is the history once the navigation has arrived, even back where it was asked from', async () => {
    await ask('', 'q=ada').arrive();
    expect(built('?q=ada')).toBe('q=ada');
    // Back to the address before the search: a filter chosen there has no search.
    expect(built('')).toBe('');
  });

  it('is the history once back or forward has moved it, though the navigation still loads', async () => {
    const nextPage = ask('q=ada', 'q=ada&page=2');
    expect(built('?status=pending')).toBe('status=pending');
    await nextPage.arrive();
  });

  it('is the latest of two asked for, and a replacement still loading is not a push', async () => {
    const first = ask('', 'q=ad');
    const second = ask('', 'q=ada', true);
    // The first navigation ends (given up for the second): the second is still on its way.
    await first.arrive();
    expect(built('')).toBe('q=ada');
    expect(pendingPush('')).toBe(false);
    await second.arrive();
    expect(built('')).toBe('');
  });

  it('compares queries as the address writes them', async () => {
    const nextPage = ask('q=a+b', 'q=a+b&page=2');
    expect(built('?q=a%20b')).toBe('q=a+b&page=2');
    await nextPage.arrive();
  });
});

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
