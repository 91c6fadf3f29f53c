import * as React from 'react';
import { Suspense, type ReactNode } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';

// In the browser build `react` is Preact's compatibility layer (app/lib/react-in-browser.ts), which
// hydrates a large page in slices: these two are its. With React (the server, `npm run dev`) a
// slice is just its children, and nothing waits.
const browser = React as unknown as {
  HydrationSlice?: (props: { children: ReactNode }) => ReactNode;
  KeptMarkup?: (props: { children: ReactNode; onLinkClick: (event: MouseEvent) => void }) => ReactNode;
  afterHydration?: (callback: () => void) => void;
};
const Slice = browser.HydrationSlice;
const Kept = browser.KeptMarkup;

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

/**
 * A part of the page the browser keeps as the server rendered it, instead of hydrating it: nothing
 * inside its elements runs in the browser when the page loads, which spares a slow phone most of
 * the work of taking over a page of text and links. For markup that follows from the page's address
 * alone (and `contentKey`, for anything else it shows: it renders again when that changes):
 * no state, no handlers, no forms. Each element it renders at its top is kept whole; a link in it
 * still moves to its page within the site, as a <Link> does.
 */
export function ServerMarkup({ children, contentKey }: { children: ReactNode; contentKey?: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!Kept) return children;
  return (
    <Kept key={contentKey === undefined ? pathname : `${pathname}\n${contentKey}`} onLinkClick={(event) => followLink(event, navigate)}>
      {children}
    </Kept>
  );
}

/** A plain click on a link of the site's (React Router marks them `data-discover`), as a <Link> handles it. */
function followLink(event: MouseEvent, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href][data-discover]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !(event.currentTarget as Node).contains(anchor)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  void navigate(to, { replace: to === here });
}
