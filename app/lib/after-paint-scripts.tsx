import { useEffect } from 'react';
import { afterHydration } from './hydration-slice';

// Documents leave the server with React Router's module scripts switched off (see
// after-paint-scripts.server.ts): their links and scripts carry these values, which browsers
// ignore. The starter below switches them back on once the first contentful paint is on screen.
export const DEFERRED_PRELOAD_REL = 'modulepreload-after-paint';
export const DEFERRED_SCRIPT_TYPE = 'module-after-paint';

/** Where the document stands: the starter sets 'waiting' and 'loading', hydration sets 'done'. */
type HydrationState = 'waiting' | 'loading' | 'done';

declare global {
  interface Window {
    hydrationState?: HydrationState;
  }
}

// A classic inline script (allowed by the nonce, or by its hash on cached pages). It restores the
// exact markup React Router rendered, so hydration finds what it expects: the preload links get
// their rel back (which starts their fetch) and each module script is replaced by a live copy
// with the same text and nonce. A restored preload usually costs the main thread a fraction of a
// millisecond and now and then several, so they are restored for at most 4 ms per task rather
// than in one long task. Without paint timing the scripts start after the first frame, and in any
// case no later than a second after the load event.
const STARTER = `(function () {
  var MS_PER_TASK = 4;
  var started = false;
  window.hydrationState = 'waiting';
  function start() {
    if (started) return;
    started = true;
    window.hydrationState = 'loading';
    restorePreloads(Array.prototype.slice.call(document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]')));
  }
  function restorePreloads(links) {
    var until = performance.now() + MS_PER_TASK;
    while (links.length && performance.now() < until) links.shift().rel = 'modulepreload';
    if (links.length) setTimeout(restorePreloads, 0, links);
    else startModuleScripts();
  }
  function startModuleScripts() {
    document.querySelectorAll('script[type="${DEFERRED_SCRIPT_TYPE}"]').forEach(function (inert) {
      var script = document.createElement('script');
      script.type = 'module';
      script.async = true;
      script.nonce = inert.nonce;
      if (inert.src) script.src = inert.src;
      else script.text = inert.text;
      inert.replaceWith(script);
    });
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        start();
      }
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    requestAnimationFrame(function () { setTimeout(start); });
  }
  addEventListener('load', function () { setTimeout(start, 1000); });
})();`;

/**
 * Starts the page's scripts after its first contentful paint. The content is in the HTML and the
 * stylesheet is inline, so nothing else stands between the response and the first paint; the
 * scripts then hydrate the page that is already on screen.
 */
export function AfterPaintScripts({ nonce }: { nonce: string }) {
  useEffect(() => {
    afterHydration(() => {
      window.hydrationState = 'done';
    });
  }, []);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: STARTER }} />;
}
