import { describe, expect, it } from 'vitest';
import {
  deferredScriptType,
  hydrationStarterScript,
  modulesAttribute,
  deferHydration,
} from './page-hydration.ts';

const hydration = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  window.__reactRouterRouteModules = {"root":route0,"screen:/":route1};
import("/assets/entry.client-4.js");`;

const page = `<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${hydration}</script><script>stream()</script></body></html>`;

describe('deferHydration', () => {
  it('drops the module preloads and keeps the hydration script, unchanged, for the starter', () => {
    const deferred = deferHydration(page, 'index.html');
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(deferred).toContain(
      `<script type="${deferredScriptType}" ${modulesAttribute}="/assets/manifest-1.js /assets/root-2.js">${hydration}</script>` +
        `<script>${hydrationStarterScript}</script><script>stream()</script>`,
    );
    expect(deferred).not.toContain('type="module"');
  });

  it('finds the module preloads whatever the order of their attributes', () => {
    const reordered = page.replace(
      '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
      '<link href="/assets/manifest-1.js" rel="modulepreload" crossorigin=""/>',
    );
    const deferred = deferHydration(reordered, 'index.html');
    expect(deferred).not.toMatch(/<link[^>]*modulepreload/);
    expect(deferred).toContain(`${modulesAttribute}="/assets/manifest-1.js /assets/root-2.js"`);
  });

  it('stops the build when a page does not load its code as expected', () => {
    expect(() => deferHydration('<html><body>No scripts</body></html>', 'a.html')).toThrow(
      /a\.html: expected one React Router hydration script, found 0/,
    );
    const twice = page.replace(
      '</body>',
      `<script type="module" async="">${hydration}</script></body>`,
    );
    expect(() => deferHydration(twice, 'b.html')).toThrow(/found 2/);
    expect(() =>
      deferHydration(page.replace(/<link rel="modulepreload"[^>]*>/g, ''), 'c.html'),
    ).toThrow(/c\.html: no modulepreload links/);
  });
});
