import * as React from 'react';
import { Suspense, type ReactNode } from 'react';

// In the browser build `react` is Preact's compatibility layer (app/lib/react-in-browser.ts), which
// hydrates a large page in slices: these two are its. With React (the server, `npm run dev`) a
// slice is just its children, and nothing waits.
const browser = React as unknown as {
  HydrationSlice?: (props: { children: ReactNode }) => ReactNode;
  afterHydration?: (callback: () => void) => void;
};
const Slice = browser.HydrationSlice;

/**
 * A part of the page hydrated in a task of its own, after the rest, so that hydration never holds a
 * slow phone's main thread for long. `children` must render exactly one element.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return Slice ? (
    <Suspense fallback={null}>
      <Slice>{children}</Slice>
    </Suspense>
  ) : (
    children
  );
}

/** Runs `callback` once every slice of the page is hydrated. */
export function afterHydration(callback: () => void) {
  if (browser.afterHydration) browser.afterHydration(callback);
  else callback();
}
