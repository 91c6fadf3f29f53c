import { type MouseEvent, type ReactNode, Suspense, useEffect, useId, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';

// How a page hydrates (docs/decisions/0044-react-in-browser.md). React DOM hydrates in a
// transition, in short units of work between which the browser runs (React Router's client entry).
// Two things are ours: parts hydrated on their own, after the rest (<HydrationSlice>, a Suspense
// boundary: React's selective hydration), and parts that stay as the server sent them
// (<ServerMarkup>). afterHydration() tells when every slice of the page is hydrated.

/** The slices in the page whose children are not hydrated yet, and those that are (by their useId). */
const waitingSlices = new Set<string>();
const hydratedSlices = new Set<string>();
const afterSlices: (() => void)[] = [];

function settle() {
  if (waitingSlices.size === 0) for (const callback of afterSlices.splice(0)) callback();
}

/** Marks its slice hydrated: the effects of a boundary's children run once React has hydrated them. */
function SliceHydrated({ slice }: { slice: string }) {
  useEffect(() => {
    hydratedSlices.add(slice);
    waitingSlices.delete(slice);
    settle();
  }, [slice]);
  return null;
}

/**
 * A part of the page that hydrates on its own, after the rest: React leaves a Suspense boundary as the
 * server rendered it while the page around it hydrates, hydrates it in a later pass, and hydrates
 * first the one a visitor taps or types in.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  const slice = useId();
  // A layout effect, before the passive effect that marks it hydrated: the slice waits from the
  // moment its parent is in the page (a slice inside another is counted before the outer one is done).
  useLayoutEffect(() => {
    if (!hydratedSlices.has(slice)) waitingSlices.add(slice);
    return () => {
      waitingSlices.delete(slice);
      hydratedSlices.delete(slice);
      settle();
    };
  }, [slice]);
  return (
    <Suspense fallback={null}>
      {children}
      <SliceHydrated slice={slice} />
    </Suspense>
  );
}

/**
 * Runs `callback` once every slice of the page is hydrated (at once when none waits). Called from an
 * effect, it sees every slice of the parts hydrated so far.
 */
export function afterHydration(callback: () => void) {
  afterSlices.push(callback);
  settle();
}

const subscribeNever = () => () => {};

/**
 * A part of the page the browser keeps as the server rendered it, instead of hydrating it: nothing
 * inside it runs in the browser when the page loads, which spares a slow phone most of the work of
 * taking over a page of text and links. While the page hydrates, its element has React's
 * `dangerouslySetInnerHTML`, whose content React leaves as it finds it; rendered later (the visitor
 * moved to another page) it renders its children as usual. For markup that follows from the page's
 * address alone (and `contentKey`, for anything else it shows: it renders again when that changes):
 * no state, no handlers, no forms. Its element is laid out as if its children stood in its place
 * (`display: contents`; the page blocks' rules see through it, app.css). A link in it still moves
 * to its page within the site, as a <Link> does.
 */
export function ServerMarkup({ children, contentKey }: { children: ReactNode; contentKey?: string }) {
  const { pathname } = useLocation();
  return (
    <KeptMarkup key={contentKey === undefined ? pathname : `${pathname}\n${contentKey}`} onLinkClick={useNavigate()}>
      {children}
    </KeptMarkup>
  );
}

const SERVER_CONTENT = { __html: '' };

function KeptMarkup({ children, onLinkClick }: { children: ReactNode; onLinkClick: NavigateFunction }) {
  // The server's snapshot while hydrating; kept for the element's life, as its content is the server's.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [kept] = useState(hydrating);
  // The server renders the children, which the browser then keeps.
  return kept && typeof document !== 'undefined' ? (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a link's own click, bubbled; the keyboard's Enter on a link is a click too.
    <div
      data-server-markup=""
      className="contents"
      dangerouslySetInnerHTML={SERVER_CONTENT}
      suppressHydrationWarning
      onClick={(event) => followLink(event, onLinkClick)}
    />
  ) : (
    <div data-server-markup="" className="contents">
      {children}
    </div>
  );
}

/** A plain click on a link of the site's (React Router marks them `data-discover`), as a <Link> handles it. */
function followLink(event: MouseEvent<HTMLDivElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href][data-discover]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  void navigate(to, { replace: to === here });
}
