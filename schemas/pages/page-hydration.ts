import { formPostFields } from '#schemas/forms/form-markup.ts';
import { bandsScript } from '#schemas/pages/page-bands.ts';

/**
 * Hydration after the first paint (docs/product/rules.md#the-page-first-its-code-after;
 * docs/decisions/021-hydration-after-first-paint.md).
 *
 * The build (scripts/defer-hydration.ts) and the server, for the pages it renders
 * (server/pages/rendered-pages.ts), leave each page's hydration script in the HTML as an
 * inert block of type {@link deferredScriptType} and puts {@link hydrationStarterScript} after
 * it. The starter preloads the page's modules and runs the script as a module once the page has
 * painted: its chunks are fetched after the HTML, the stylesheet and the font, not beside them
 * on a slow connection.
 *
 * Until then the page reads fully and its links work. A form sent before hydration waits,
 * marked busy, and is sent by the app once it has hydrated, or after a few seconds without it as
 * a plain post; what was typed stays in the fields.
 * A control that needs the app (it opens a dialog, shares, copies, draws) is marked
 * {@link needsScriptsAttribute} until then; a click on it waits the same way and is made again
 * once the app has hydrated (docs/decisions/029-controls-before-scripts.md).
 */

/** The type the build gives the hydration script: a data block, which no browser runs. */
export const deferredScriptType = 'text/x-hydration';

/**
 * The attribute of the deferred script listing every module of the page's first view (the
 * modulepreload links React Router wrote in the head): the starter preloads them all at once when
 * it starts, so the chunks are fetched side by side rather than one import level at a time.
 */
export const modulesAttribute = 'data-modules';

/**
 * The attribute of the deferred script naming the page's state script, on a page the server
 * renders ({@link moveStateOut}): the starter loads it beside the modules.
 */
export const stateAttribute = 'data-state';

/** The event the app dispatches on `document` once it has hydrated. */
export const hydratedEvent = 'site:hydrated';

/** The user-timing mark set then: the bench reads it (scripts/bench/lighthouse.ts). */
export const hydratedMark = 'hydrated';

/** The attribute a form sent, or a control pressed, before hydration carries while it waits. */
export const waitingAttribute = 'data-waiting-for-scripts';

/** The attribute of a control that does nothing until the app has hydrated (app/lib/use-hydrated.ts). */
export const needsScriptsAttribute = 'data-needs-scripts';

/** How long a form sent before hydration waits for the app before it is posted without it. */
export const formFallbackMs = 5000;

/**
 * Runs inline right after the deferred script: starts it once the browser reports the first
 * contentful paint (a `paint` PerformanceObserver; after the next frame where that is not
 * supported; at once in a hidden tab, which paints nothing), with the page's state script when it
 * has one ({@link stateAttribute}), and holds a form sent and the last
 * control pressed ({@link needsScriptsAttribute}) before hydration, each marked busy. A form still
 * held after {@link formFallbackMs} is sent as the browser sends it without scripts, to its page's
 * address, with a new submission key (docs/product/rules.md#forms-without-scripts). When the app
 * announces it has hydrated, it sets `window.__siteHydrated` and the `hydrated` mark, sends the
 * held form and clicks the held control again (still within the press's user activation for a
 * share or a copy, unless the scripts took seconds more).
 * NOTE: not after a requestAnimationFrame: that ran about 40 ms before the paint's own time in
 * Chromium, and Lighthouse counts what starts before it as competing with it.
 * NOTE: keep it a fixed string: the Content-Security-Policy allows it by its hash, and the module
 * it adds by the hash of the deferred script's text, which it copies unchanged.
 */
export const hydrationStarterScript = `(function(){var d=document,s=d.currentScript.previousElementSibling,on=false,held=null,pressed=null;function start(){if(on)return;on=true;var u=s.getAttribute('${stateAttribute}');if(u){var t=d.createElement('script');t.src=u;d.body.appendChild(t)}(s.getAttribute('${modulesAttribute}')||'').split(' ').forEach(function(h){if(!h)return;var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});var m=d.createElement('script');m.type='module';m.textContent=s.textContent;d.body.appendChild(m)}var P=window.PerformanceObserver;if(d.visibilityState==='hidden')start();else{d.addEventListener('visibilitychange',start,{once:true});if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}}).observe({type:'paint',buffered:true})}else requestAnimationFrame(function(){setTimeout(start,0)})}function mark(x){x.setAttribute('${waitingAttribute}','');x.setAttribute('aria-busy','true')}function unmark(x){x.removeAttribute('${waitingAttribute}');x.removeAttribute('aria-busy')}d.addEventListener('submit',function(e){if(window.__siteHydrated)return;e.preventDefault();var f=held=e.target;mark(f);setTimeout(function(){if(held!==f)return;held=null;unmark(f);var k=f.elements.${formPostFields.key};if(k&&!k.value&&crypto.randomUUID)k.value=crypto.randomUUID();f.submit()},${formFallbackMs})},true);d.addEventListener('click',function(e){var c=!window.__siteHydrated&&e.target.closest&&e.target.closest('[${needsScriptsAttribute}]');if(!c)return;e.preventDefault();if(pressed)unmark(pressed);pressed=c;mark(c)},true);d.addEventListener('${hydratedEvent}',function(){window.__siteHydrated=true;performance.mark('${hydratedMark}');var f=held,c=pressed;held=pressed=null;if(f){unmark(f);f.requestSubmit()}if(c&&c.isConnected){unmark(c);c.click()}},{once:true})})()`;

/** A `<link>` tag whose `rel` is modulepreload, its attributes in any order. */
const modulePreload = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;
const hrefOf = (tag: string) => /\bhref="([^"]+)"/.exec(tag)?.[1];
const hydrationScript =
  /<script type="module" async="">(?=import "[^"]+";\s*import \* as route0 )([\s\S]*?)<\/script>/g;

/**
 * One prerendered page with its hydration after the first paint (app/lib/hydration.ts): no
 * module preloads in the head (their list moves onto the deferred script, for the starter), and
 * React Router's hydration script kept as an inert block that the starter script after it runs
 * once the page has painted; then the script that lays out the page's later bands once it has
 * loaded (./page-bands.ts).
 * Throws when the page does not have the shape this expects (a React Router upgrade that writes
 * it differently must stop the build, not ship pages that never hydrate).
 */
export function deferHydration(html: string, page: string): string {
  const scripts = [...html.matchAll(hydrationScript)];
  if (scripts.length !== 1 || !scripts[0]![1]!.includes('window.__reactRouterRouteModules')) {
    throw new Error(
      `${page}: expected one React Router hydration script, found ${scripts.length}; ` +
        'scripts/defer-hydration.ts no longer matches how the pages load their code.',
    );
  }
  const links = [...html.matchAll(modulePreload)].map(([tag]) => tag);
  const modules = links.map(hrefOf).filter((href) => href !== undefined);
  if (modules.length !== links.length) {
    throw new Error(`${page}: a modulepreload link without an href: ${links.join(' ')}`);
  }
  if (modules.length === 0) {
    throw new Error(`${page}: no modulepreload links; scripts/defer-hydration.ts needs a look.`);
  }
  if (modules.some((href) => !/^\/assets\/[\w.-]+\.js$/.test(href))) {
    throw new Error(`${page}: a modulepreload link outside /assets/: ${modules.join(' ')}`);
  }
  const deferred = html
    .replace(modulePreload, '')
    .replace(
      hydrationScript,
      (_script, body: string) =>
        `<script type="${deferredScriptType}" ${modulesAttribute}="${modules.join(' ')}">${body}</script>` +
        `<script>${hydrationStarterScript}</script><script>${bandsScript}</script>`,
    );
  if (/<link\b[^>]*\bmodulepreload\b/.test(deferred)) {
    throw new Error(`${page}: a module preload is left; scripts/defer-hydration.ts needs a look.`);
  }
  return deferred;
}

/**
 * React Router's scripts that hand the app the page's loader data: one or more `enqueue` of the
 * encoded data, then `close`. Its encoding escapes `<`, so none holds `</script>`.
 */
const stateScript =
  /<script>(window\.__reactRouterContext\.streamController\.(enqueue|close)\([\s\S]*?)<\/script>/g;

const attributeValue = (text: string) =>
  text.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Where the state script of the page at `pathname` is served (`/_.state.js` for `/`). */
export function statePathOf(pathname: string): string {
  return `${pathname.replace(/\/+$/, '') || '/_'}.state.js`;
}

/** The page a state script's address belongs to; undefined for any other address. */
export function pageOfStatePath(pathname: string): string | undefined {
  if (!pathname.endsWith('.state.js')) return undefined;
  const page = pathname.slice(0, -'.state.js'.length);
  return page === '/_' ? '/' : page;
}

/**
 * A page made by {@link deferHydration}, with the loader data React Router writes into it moved
 * to a script of its own at `href` (docs/decisions/036-pages-from-the-database.md): the data the
 * app hydrates from arrives with its modules, after the first paint, and the HTML a phone waits
 * for before painting is only what it shows. The deferred script names `href` for the starter.
 * Throws when the page does not hand the data over as expected (one or more `enqueue`, then one
 * `close`) or has no deferred script.
 */
export function moveStateOut(
  html: string,
  page: string,
  href: string,
): { html: string; state: string } {
  const scripts = [...html.matchAll(stateScript)];
  const kinds = scripts.map((match) => match[2]).join(' ');
  if (!/^(enqueue )+close$/.test(kinds)) {
    throw new Error(
      `${page}: expected React Router's data scripts (enqueue…, close), found "${kinds}".`,
    );
  }
  const deferredTag = `<script type="${deferredScriptType}" `;
  if (!html.includes(deferredTag)) {
    throw new Error(`${page}: no deferred hydration script to name the state script on.`);
  }
  return {
    html: html
      .replace(stateScript, '')
      .replace(
        deferredTag,
        `${deferredTag}${stateAttribute}="${attributeValue(encodeURI(href))}" `,
      ),
    state: scripts.map((match) => match[1]).join('\n'),
  };
}

/**
 * A page made by {@link deferHydration} without its code: for a page shown at another address than
 * its own (the organiser's preview of an event), where the app would hydrate over it as another
 * route.
 */
export function withoutHydration(html: string): string {
  const deferred = new RegExp(
    `<script type="${deferredScriptType}"[^>]*>[\\s\\S]*?</script><script>[\\s\\S]*?</script>`,
  );
  if (!deferred.test(html)) throw new Error('The page has no deferred hydration script.');
  return html.replace(deferred, '');
}

/** Every script of a page, and its module preloads. */
const scriptsAndPreloads =
  /<script\b[^>]*>[\s\S]*?<\/script>|<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;

/**
 * A page as React Router renders it, without any script: the answer to a form sent without
 * scripts (docs/product/rules.md#forms-without-scripts), which the app would otherwise hydrate
 * over as the page's plain address. React Router's data encoding escapes `<`, so no script's text
 * holds `</script>`.
 */
export function withoutScripts(html: string): string {
  return html.replace(scriptsAndPreloads, '');
}
