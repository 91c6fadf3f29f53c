// The browser build runs the site's components on Preact's React compatibility layer instead of
// React DOM (docs/decisions/0022-script-size.md): vite.config.ts points `react` here and
// `react-dom` at preact/compat in the browser build only. The server still renders with React, so
// this module bridges what Preact does differently when it takes over React's markup.
import { type ComponentChild, options, type VNode } from 'preact';
import * as compat from 'preact/compat';

// @ts-expect-error -- preact/compat's star export re-exports the React API this module stands in for.
export * from 'preact/compat';
export default compat;

/** True while the server's markup is being hydrated (synchronous in Preact). */
let hydrating = false;

/**
 * Like React's: while hydrating it answers with the server's snapshot, so the first render matches
 * the markup (useHydrated() is false, as on the server), and the browser's snapshot follows at once.
 */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot?: () => T): T {
  const read = hydrating && getServerSnapshot ? () => (hydrating ? getServerSnapshot() : getSnapshot()) : getSnapshot;
  return compat.useSyncExternalStore(subscribe, read);
}

// Attributes that name another element by id. Preact leaves attributes as the server wrote them
// while hydrating, and its useId values are not React's, so these are set from the browser's render
// as each element hydrates; otherwise a label, a described-by or a form id would point nowhere.
const ID_ATTRIBUTES: Record<string, string> = {
  id: 'id',
  htmlFor: 'for',
  form: 'form',
  list: 'list',
  headers: 'headers',
  'aria-activedescendant': 'aria-activedescendant',
  'aria-controls': 'aria-controls',
  'aria-describedby': 'aria-describedby',
  'aria-details': 'aria-details',
  'aria-errormessage': 'aria-errormessage',
  'aria-labelledby': 'aria-labelledby',
  'aria-owns': 'aria-owns',
};

/** Preact's internal name for a vnode's DOM node (its `_dom`, mangled in the published build). */
type RenderedVNode = VNode<Record<string, unknown>> & { __e?: Element | Text | null };

interface DocumentElementProps {
  lang?: string;
  className?: string;
  children?: ComponentChild;
}

/**
 * React renders a document into `document`; Preact renders into an element. The page is hydrated
 * into <html>, and the layout's <html> becomes this, which keeps the real element's language and
 * class in step with the page (a client-side move to /es changes `lang`).
 */
function DocumentElement({ lang, className, children }: DocumentElementProps) {
  compat.useLayoutEffect(() => {
    const root = document.documentElement;
    if (lang !== undefined && root.lang !== lang) root.lang = lang;
    if (className !== undefined && root.className !== className) root.className = className;
  }, [lang, className]);
  return children as VNode;
}

/**
 * React Router's <Scripts> renders the page's module preloads in <body>, and React writes them into
 * <head>. By the time the page hydrates they have done their work: hydration takes them out of
 * <head> first (Preact would remove them at the end, having moved the <style> after them, which
 * restyles the whole page) and does not render them again in <body> (a new element for each, half
 * a millisecond of a phone's main thread apiece).
 */
function PreloadInHead() {
  return null;
}

const previousVNode = options.vnode;
options.vnode = (vnode) => {
  const { type } = vnode;
  if (type === 'html') vnode.type = DocumentElement as unknown as string;
  else if (type === 'link' && hydrating && (vnode.props as { rel?: unknown }).rel === 'modulepreload') vnode.type = PreloadInHead as unknown as string;
  // As in React 19, a function component receives `ref` as a prop (Preact 10 would hand it the
  // component's instance instead of the element the component passes it to).
  else if (typeof type === 'function' && !type.prototype?.render && vnode.ref) {
    (vnode.props as Record<string, unknown>).ref = vnode.ref;
    vnode.ref = null;
  }
  previousVNode?.(vnode);
};

// Server markup kept as it is. The parts of a page wrapped in <ServerMarkup> (app/lib/hydration-slice.tsx)
// hold only what the server rendered from the page's address: no state and no handlers of their
// own. Hydrating them would only render each component again to find the same markup, so the
// elements they render at their top are hydrated as elements whose content is the server's
// (Preact leaves a `dangerouslySetInnerHTML` element's content alone while hydrating), and the
// components below are never run in the browser. The one handler such an element gets moves
// between pages in the browser when one of its links is followed, as the links would have.
const SERVER_CONTENT = { __html: '' };

/** Preact's internals used here (mangled names in the published build). */
type InternalVNode = VNode<Record<string, unknown>> & { __?: InternalVNode | null; __c?: KeptOwner | null };
interface KeptOwner {
  /** Set on a component whose elements are kept: when it renders again, they are kept again. */
  __keeps?: (event: MouseEvent) => void;
}
type InternalOptions = typeof options & { __b?: (vnode: VNode) => void; __r?: (vnode: VNode) => void };

/** While a kept part hydrates: the handler its top elements get, and its own vnode. */
let keeping: ((event: MouseEvent) => void) | null = null;
let keepingVNode: VNode | null = null;

function keep(vnode: InternalVNode, onLinkClick: (event: MouseEvent) => void) {
  vnode.props = { dangerouslySetInnerHTML: SERVER_CONTENT, onClick: onLinkClick, children: null };
}

const internalOptions = options as InternalOptions;
const previousDiff = internalOptions.__b;
internalOptions.__b = (vnode) => {
  if (typeof vnode.type === 'string') {
    const owner = (vnode as InternalVNode).__?.__c;
    // Below a kept part every element diffed is one of its top elements: the content of each is
    // not diffed at all. The component that rendered it may render again (a context it reads
    // changed); its element is kept again, as the part's markup depends on the address only.
    if (keeping) {
      keep(vnode as InternalVNode, keeping);
      if (owner) owner.__keeps = keeping;
    } else if (owner?.__keeps) keep(vnode as InternalVNode, owner.__keeps);
  }
  previousDiff?.(vnode);
};

interface KeptMarkupProps {
  children?: ComponentChild;
  onLinkClick: (event: MouseEvent) => void;
}

/**
 * The browser's side of <ServerMarkup>: while hydrating, its top elements keep the server's markup;
 * rendered later (the visitor moved to another page), it renders its children as usual. It never
 * renders again for its parent: a new address gives it a new key instead.
 */
export const KeptMarkup = compat.memo(
  function KeptMarkup(this: { __v?: VNode }, { children, onLinkClick }: KeptMarkupProps) {
    if (hydrating) {
      keeping = onLinkClick;
      keepingVNode = this.__v ?? null;
    }
    return children as VNode;
  },
  () => true,
);

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  if (vnode === keepingVNode) {
    keeping = null;
    keepingVNode = null;
  }
  if (vnode === resumingSlice) {
    hydrating = false;
    resumingSlice = null;
  }
  const node = (vnode as RenderedVNode).__e;
  if (hydrating && typeof vnode.type === 'string' && node instanceof Element) {
    const props = vnode.props as Record<string, unknown>;
    for (const prop in ID_ATTRIBUTES) {
      const value = props[prop];
      if (typeof value === 'string' && node.getAttribute(ID_ATTRIBUTES[prop]!) !== value) node.setAttribute(ID_ATTRIBUTES[prop]!, value);
    }
  }
  previousDiffed?.(vnode);
};

// Hydration in slices. React hydrates in small units of work, yielding to the browser between
// them; Preact hydrates a tree in one go, which on a slow phone holds the main thread for 150 ms
// or more. A part of the page wrapped in <HydrationSlice> (app/lib/hydration-slice.tsx) is left
// as the server rendered it while the rest hydrates, and is hydrated in a task of its own after.
// It relies on Preact's Suspense keeping the server's DOM for a part that suspends while
// hydrating, and hydrating it when it resumes; the slice's children must render one element.
const waitingSlices: (() => void)[] = [];
const afterSlices: (() => void)[] = [];
/** The slice whose children are being hydrated now (they render synchronously, within it). */
let resumingSlice: VNode | null = null;

interface SliceInstance {
  __slice?: 'waiting' | 'resuming' | 'hydrated';
  __v?: VNode;
}

export function HydrationSlice(this: SliceInstance, { children }: { children?: ComponentChild }) {
  if (hydrating && !this.__slice) {
    this.__slice = 'waiting';
    throw new Promise<void>((resolve) =>
      waitingSlices.push(() => {
        this.__slice = 'resuming';
        resolve();
      }),
    );
  }
  if (this.__slice === 'resuming') {
    this.__slice = 'hydrated';
    hydrating = true;
    resumingSlice = this.__v ?? null;
  }
  return children as VNode;
}

/** Hydrates the waiting slices, one task each, then runs what waited for the whole page. */
function resumeSlices() {
  setTimeout(function next() {
    const resume = waitingSlices.shift();
    if (resume) {
      resume();
      setTimeout(next);
      return;
    }
    for (const callback of afterSlices.splice(0)) callback();
  });
}

/** Runs `callback` once the whole page is hydrated, every slice included. */
export function afterHydration(callback: () => void) {
  if (waitingSlices.length || hydrating) afterSlices.push(callback);
  else callback();
}

// React Router makes its router while its first component renders (about as long as rendering the
// layout's first level after it). The attempt that makes it stops there, at the next component, and
// the page is rendered from the top again in a task of its own, the router made.
/** True during the attempt that is to make the router. */
let yieldAfterRouter = false;
const routerMade = () => Boolean((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter);

const previousRender = internalOptions.__r;
internalOptions.__r = (vnode) => {
  if (yieldAfterRouter && routerMade()) {
    yieldAfterRouter = false;
    throw Promise.resolve();
  }
  previousRender?.(vnode);
};

/**
 * Hydrates the document. React Router's first render waits (throws a promise) until the loader data
 * streamed with the page is decoded; React waits for it on its own, Preact needs it done first.
 */
export function hydrateRoot(container: Element | Document, children: ComponentChild) {
  const root = container instanceof Document ? container.documentElement : container;
  for (const preload of document.head.querySelectorAll('link[rel="modulepreload"]')) preload.remove();
  const retry = () => setTimeout(attempt);
  const attempt = () => {
    hydrating = true;
    yieldAfterRouter = !routerMade();
    try {
      compat.hydrate(children as VNode, root);
      resumeSlices();
    } catch (thrown) {
      // Once the data is decoded the router is made, then the page hydrates: each in a task of its own.
      if (thrown instanceof Promise) void thrown.then(retry, retry);
      else throw thrown;
    } finally {
      hydrating = false;
      yieldAfterRouter = false;
    }
  };
  // In a task of its own, after the modules' evaluation (and the tasks those scheduled), so
  // that no one task holds the main thread for all of it.
  setTimeout(attempt);
}
