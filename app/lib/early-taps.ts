import { useEffect, useRef } from 'react';
import { afterHydration } from './hydration-slice';

// Scripts load after the first paint (docs/decisions/0008-scripts-after-first-paint.md), so on a
// slow phone a control can be on screen for seconds before React runs. A tap on a control marked
// `data-early-tap="<name>"` in that time is caught by this small inline script in the page's head
// and remembered; once hydrated, the control acts on it (useEarlyTap). Controls that can work
// without JavaScript (links, the chat launcher, the service tabs) do so instead.

declare global {
  interface Window {
    __earlyTaps?: string[];
    __hydrated?: boolean;
  }
}

/** Runs in the head before anything is painted; it stops catching taps once React has hydrated. */
export const EARLY_TAP_SCRIPT = `(function(){var taps=window.__earlyTaps=[];document.addEventListener('click',function(event){if(window.__hydrated)return;var target=event.target;var control=target&&target.closest&&target.closest('[data-early-tap]');if(!control)return;event.preventDefault();taps.push(control.getAttribute('data-early-tap'));dispatchEvent(new Event('early-tap'));},true);})();`;

/**
 * Acts, once hydrated, on a tap the control received before it could (see EARLY_TAP_SCRIPT): one
 * made before this control hydrated, or one caught while the rest of the page still hydrates.
 */
export function useEarlyTap(name: string, act: () => void) {
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });
  useEffect(() => {
    const take = () => {
      const taps = window.__earlyTaps;
      const index = taps?.indexOf(name) ?? -1;
      if (!taps || index < 0) return;
      taps.splice(index, 1);
      latest.current();
    };
    take();
    window.addEventListener('early-tap', take);
    return () => window.removeEventListener('early-tap', take);
  }, [name]);
}

/** Marks the page hydrated (in the root, whose effects run after every control's). */
export function useHydratedMark() {
  useEffect(() => {
    afterHydration(() => {
      window.__hydrated = true;
    });
  }, []);
}
