// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './root.tsx';

function Broken(): never {
  throw new Error('boom');
}

describe('the root error boundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Unexpected Application Error!' with a link home when a screen throws", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: '/', Component: Broken, ErrorBoundary }]);
    render(<Stub initialEntries={['/']} />);

    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalled();
  });

  it('shows the 404 screen for a not-found route error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => null,
        loader: () => {
          throw new Response('Not Found', { status: 404 });
        },
        ErrorBoundary,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
  });
});
