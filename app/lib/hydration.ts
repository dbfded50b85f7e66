import { formPostFields } from '#schemas/form-markup.ts';

/**
 * Hydration after the first paint (docs/product/rules.md#the-page-first-its-code-after;
 * docs/decisions/021-hydration-after-first-paint.md).
 *
 * The build (scripts/defer-hydration.ts) leaves each page's hydration script in the HTML as an
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
 * supported; at once in a hidden tab, which paints nothing), and holds a form sent and the last
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
export const hydrationStarterScript = `(function(){var d=document,s=d.currentScript.previousElementSibling,on=false,held=null,pressed=null;function start(){if(on)return;on=true;(s.getAttribute('${modulesAttribute}')||'').split(' ').forEach(function(h){if(!h)return;var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});var m=d.createElement('script');m.type='module';m.textContent=s.textContent;d.body.appendChild(m)}var P=window.PerformanceObserver;if(d.visibilityState==='hidden')start();else{d.addEventListener('visibilitychange',start,{once:true});if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}}).observe({type:'paint',buffered:true})}else requestAnimationFrame(function(){setTimeout(start,0)})}function mark(x){x.setAttribute('${waitingAttribute}','');x.setAttribute('aria-busy','true')}function unmark(x){x.removeAttribute('${waitingAttribute}');x.removeAttribute('aria-busy')}d.addEventListener('submit',function(e){if(window.__siteHydrated)return;e.preventDefault();var f=held=e.target;mark(f);setTimeout(function(){if(held!==f)return;held=null;unmark(f);var k=f.elements.${formPostFields.key};if(k&&!k.value&&crypto.randomUUID)k.value=crypto.randomUUID();f.submit()},${formFallbackMs})},true);d.addEventListener('click',function(e){var c=!window.__siteHydrated&&e.target.closest&&e.target.closest('[${needsScriptsAttribute}]');if(!c)return;e.preventDefault();if(pressed)unmark(pressed);pressed=c;mark(c)},true);d.addEventListener('${hydratedEvent}',function(){window.__siteHydrated=true;performance.mark('${hydratedMark}');var f=held,c=pressed;held=pressed=null;if(f){unmark(f);f.requestSubmit()}if(c&&c.isConnected){unmark(c);c.click()}},{once:true})})()`;

declare global {
  interface Window {
    /** Set by the starter once the app has hydrated. */
    __siteHydrated?: boolean;
  }
}

/**
 * Called once the app has hydrated (root.tsx). The starter does the rest (the flag, the bench's
 * mark, a held form or control): the home page's JavaScript budget has no room for more here.
 */
export function announceHydrated(): void {
  document.dispatchEvent(new Event(hydratedEvent));
}
