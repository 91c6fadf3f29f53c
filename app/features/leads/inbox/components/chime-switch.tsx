import { useState } from 'react';
import { BellIcon } from '~/components/ui/icons';
import { useHydrated } from '~/components/ui/use-hydrated';
import { CHIME_STORAGE_KEY, chimeWanted } from './use-live-leads';

/**
 * The back-office header's sound switch: a chime when a lead arrives, off until this person turns
 * it on, remembered by this browser. Sound needs the page's scripts, so the switch appears with
 * them rather than sitting dead before they run.
 */
export function ChimeSwitch() {
  const hydrated = useHydrated();
  const [on, setOn] = useState(chimeWantedOnce);
  if (!hydrated) return null;
  const toggle = () => {
    const next = !on;
    try {
      localStorage.setItem(CHIME_STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // Storage refused (private mode): the switch still holds for this page.
    }
    setOn(next);
  };
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={toggle}
      className="flex min-h-11 items-center gap-2 rounded-full px-3 py-1 font-medium whitespace-nowrap ring-1 ring-white/30 ring-inset hover:bg-white/10 sm:min-h-9"
    >
      <BellIcon className={`size-4 ${on ? 'text-palm-300' : 'text-slate-300'}`} />
      <span className="sr-only lg:not-sr-only">Chime for new leads</span>
    </button>
  );
}

function chimeWantedOnce(): boolean {
  return typeof window !== 'undefined' && chimeWanted();
}
