// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { belowTheFold } from './below-the-fold.tsx';

function Part() {
  return <p>the part</p>;
}
function Links() {
  return (
    <ul>
      <li>
        <a href="/a">A</a>
      </li>
      <li>
        <a href="/b">B</a>
      </li>
    </ul>
  );
}
const loadPart = async () => ({ default: Part });

/** An IntersectionObserver whose one instance the test drives by hand. */
function fakeIntersectionObserver() {
  const observer = { callback: (_entries: { isIntersecting: boolean }[]) => {}, options: {} };
  const disconnect = vi.fn();
  class FakeObserver {
    constructor(callback: typeof observer.callback, options: IntersectionObserverInit) {
      observer.callback = callback;
      observer.options = options;
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const comeNear = (isIntersecting: boolean) =>
    act(async () => observer.callback([{ isIntersecting }]));
  return { observer, disconnect, comeNear };
}

describe('belowTheFold', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('keeps the prerendered HTML when hydrating, and renders the part once it comes near', async () => {
    const { observer, disconnect, comeNear } = fakeIntersectionObserver();
    const load = vi.fn(loadPart);
    const Deferred = belowTheFold(load);
    const container = document.createElement('div');
    container.innerHTML = '<div><p>the prerendered part</p></div>';
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Deferred />, { onRecoverableError });
    });

    expect(container.textContent).toBe('the prerendered part');
    expect(observer.options).toEqual({ rootMargin: '600px' });
    await comeNear(false);
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('the prerendered part');

    await comeNear(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    expect(container.innerHTML).toBe('<div><p>the part</p></div>');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('keeps focus on the same link when the prerendered HTML is replaced', async () => {
    const { comeNear } = fakeIntersectionObserver();
    const Deferred = belowTheFold(async () => ({ default: Links }));
    const container = document.createElement('div');
    container.innerHTML =
      '<div><ul><li><a href="/a">A</a></li><li><a href="/b">B</a></li></ul></div>';
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Deferred />);
    });
    const prerendered = screen.getByRole('link', { name: 'B' });
    prerendered.focus();

    await comeNear(true);
    const rendered = screen.getByRole('link', { name: 'B' });
    expect(rendered).not.toBe(prerendered);
    expect(document.activeElement).toBe(rendered);
  });

  it('renders the part in its place where it is not hydrated, once near', async () => {
    const { comeNear } = fakeIntersectionObserver();
    const Deferred = belowTheFold(loadPart);
    render(<Deferred />);
    expect(screen.queryByText('the part')).toBeNull();
    await comeNear(true);
    expect(screen.getByText('the part')).toBeTruthy();
  });

  it('renders the part at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const Deferred = belowTheFold(loadPart);
    render(<Deferred />);
    expect(await screen.findByText('the part')).toBeTruthy();
  });

  it('stops observing when it goes away before coming near', () => {
    const { disconnect } = fakeIntersectionObserver();
    const Deferred = belowTheFold(loadPart);
    const { unmount } = render(<Deferred />);
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });
});
