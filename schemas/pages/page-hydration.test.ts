import { describe, expect, it } from 'vitest';
import { bandsScript } from '#schemas/pages/page-bands.ts';
import {
  deferredScriptType,
  hydrationStarterScript,
  modulesAttribute,
  deferHydration,
  moveStateOut,
  pageOfStatePath,
  stateAttribute,
  statePathOf,
  withoutScripts,
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
        `<script>${hydrationStarterScript}</script><script>${bandsScript}</script><script>stream()</script>`,
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

describe('moveStateOut', () => {
  const enqueue = 'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]");';
  const close = 'window.__reactRouterContext.streamController.close();';
  const rendered = deferHydration(page, 'index.html').replace(
    '<script>stream()</script>',
    `<script>${enqueue}</script><script>${close}</script>`,
  );

  it('moves the loader data into the state script and names it on the deferred script', () => {
    const { html, state } = moveStateOut(rendered, '/events/x', '/events/x.state.js');
    expect(state).toBe(`${enqueue}\n${close}`);
    expect(html).not.toContain('streamController');
    expect(html).toContain(
      `<script type="${deferredScriptType}" ${stateAttribute}="/events/x.state.js" ${modulesAttribute}=`,
    );
    // The rest of the page is as it was.
    expect(html.replace(` ${stateAttribute}="/events/x.state.js"`, '')).toBe(
      rendered.replace(`<script>${enqueue}</script><script>${close}</script>`, ''),
    );
  });

  it('keeps the state script address an attribute value', () => {
    const { html } = moveStateOut(rendered, '/a', '/a"b<c>.state.js');
    expect(html).toContain(`${stateAttribute}="/a%22b%3Cc%3E.state.js"`);
  });

  it('stops when the page does not hand its data over as expected', () => {
    expect(() => moveStateOut(deferHydration(page, 'index.html'), '/x', '/x.state.js')).toThrow(
      /data scripts/,
    );
    const unclosed = rendered.replace(`<script>${close}</script>`, '');
    expect(() => moveStateOut(unclosed, '/x', '/x.state.js')).toThrow(/data scripts/);
    expect(() =>
      moveStateOut(
        `<body><script>${enqueue}</script><script>${close}</script></body>`,
        '/x',
        '/x.state.js',
      ),
    ).toThrow(/deferred/);
  });

  it('gives each page its state script address, and back', () => {
    expect(statePathOf('/')).toBe('/_.state.js');
    expect(statePathOf('/events/x')).toBe('/events/x.state.js');
    expect(statePathOf('/wlai/')).toBe('/wlai.state.js');
    for (const path of ['/', '/events/x', '/wlai/events/x']) {
      expect(pageOfStatePath(statePathOf(path))).toBe(path);
    }
    expect(pageOfStatePath('/events/x')).toBeUndefined();
    expect(pageOfStatePath('/events/x.data')).toBeUndefined();
  });
});

describe('withoutScripts', () => {
  it('takes out every script and module preload, and nothing else', () => {
    const html = withoutScripts(page);
    expect(html).toBe(
      '<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main></body></html>',
    );
    // The page as the server sends it, its hydration deferred: the same.
    expect(withoutScripts(deferHydration(page, '/'))).toBe(html);
  });
});
