import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// NOTE: what a component loads on demand (the notice area's code) is imported for real; on the
// 2-core machine with other suites running that took over testing-library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; components read the colour-scheme preference through it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
