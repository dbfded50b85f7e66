import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { deferredScriptType } from '#schemas/pages/page-hydration.ts';

type Fixtures = {
  /** Every console message of the test's page. */
  consoleMessages: ConsoleMessage[];
  /** Patterns of console errors a test expects (e.g. the browser's line for a 404 document). */
  allowedConsoleErrors: RegExp[];
  failOnConsoleErrors: void;
};

/**
 * Resolves once the page has hydrated (app/lib/hydration.ts), or at once for a document that
 * does not hydrate (a PDF, a calendar file).
 */
async function hydrated(page: Page) {
  await page.waitForFunction(
    (type) => window.__siteHydrated === true || !document.querySelector(`script[type="${type}"]`),
    deferredScriptType,
  );
}

/** Navigations that wait for the page's load also wait for it to hydrate. */
function waitsForLoad(options?: { waitUntil?: string }) {
  return !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
}

/**
 * Every test fails on an unexpected console.error or uncaught page error.
 * `page.goto` and `page.reload` also wait for the page to hydrate, unless the test asks for less
 * (`waitUntil: 'domcontentloaded'` or `'commit'`, as a test of the page before hydration does):
 * the site hydrates after its first paint, and a key pressed before then does nothing.
 */
export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // A page read with JavaScript off never hydrates.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitsForLoad(options)) await hydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (waitsForLoad(options)) await hydrated(page);
      return response;
    };
    await use(page);
  },
  consoleMessages: async ({ page }, use) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));
    // Anything the Content-Security-Policy blocks becomes a console error, so it fails the test.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample}) at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} on ${location.pathname}`,
        );
      });
    });
    await use(messages);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first.
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  failOnConsoleErrors: [
    async ({ page, consoleMessages, allowedConsoleErrors }, use) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await use();
      const errors = consoleMessages
        .filter((message) => message.type() === 'error')
        .map((message) => message.text())
        .filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(pageErrors, 'uncaught page errors').toEqual([]);
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
