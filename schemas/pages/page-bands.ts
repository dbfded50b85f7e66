/**
 * A page's bands after its first (`.py-section ~ .py-section`, app/app.css) are left out of the
 * layout while the page loads, then laid out one per frame once it has loaded
 * (docs/decisions/080-bands-laid-out-after-the-load.md): the first paint does not wait for
 * them, and a visitor who jumps down the page afterwards finds every band at its own height.
 */

/** Set on each band once it is laid out, and on <html> once all are (the stylesheet reads it). */
export const laidOutAttribute = 'data-laid-out';

/** A band the stylesheet still leaves out of the layout until it comes near the screen. */
const waitingBand = `.py-section~.py-section:not([${laidOutAttribute}])`;

/**
 * Runs inline, after the hydration starter (`deferHydration`, ./page-hydration.ts), whether or
 * not the app has arrived: after the page's `load` event, when the browser is idle, marks the
 * next waiting band laid out, and the next after the frame that lays it out, so no task lays out
 * more than one band; then marks <html>, so the bands of pages opened in the app afterwards are
 * laid out at once. Without `requestIdleCallback` (Safari) a task each. In the page rather than
 * in the app's code: the home page's first view of JavaScript is at its budget, and a page whose
 * scripts are slow gets its bands all the same.
 * NOTE: keep it a fixed string: the Content-Security-Policy allows it by its hash.
 */
export const bandsScript = `(function(){var d=document,idle=window.requestIdleCallback||function(f){setTimeout(f,1)};function next(){var b=d.querySelector('${waitingBand}');if(!b){d.documentElement.setAttribute('${laidOutAttribute}','');return}b.setAttribute('${laidOutAttribute}','');requestAnimationFrame(function(){idle(next)})}function begin(){idle(next)}if(d.readyState==='complete')begin();else window.addEventListener('load',begin,{once:true})})()`;
