import { test as base, expect, type ConsoleMessage } from '@playwright/test';

type Fixtures = {
  /** Every console message of the test's page. */
  consoleMessages: ConsoleMessage[];
  /** Patterns of console errors a test expects (e.g. the browser's line for a 404 document). */
  allowedConsoleErrors: RegExp[];
  failOnConsoleErrors: void;
};

/** Every test fails on an unexpected console.error or uncaught page error. */
export const test = base.extend<Fixtures>({
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
