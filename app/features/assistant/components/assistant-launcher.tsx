import { type KeyboardEvent, lazy, type MouseEvent, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { BusinessCalendar } from '~/lib/business-hours';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import { useChatCopy } from './use-chat-copy';
import { ChatIcon } from '~/components/ui/icons';
import { useHydrated } from '~/components/ui/use-hydrated';
import { liveSessionId } from './chat-storage';

// The dialog, its conversation logic and its copy load on first use (or when the pointer or
// focus reaches the button), so they cost nothing on the page's first load.
const loadDialog = () => import('./chat-dialog');
const ChatDialog = lazy(loadDialog);

/** The chat page, where the launcher leads before the page has hydrated and without JavaScript. */
export const CHAT_PAGE_PATH = '/chat';

/**
 * The floating launcher on every page, rendered on the server as a link to the chat page, so a
 * tap before the scripts have run (or without them) opens a working chat. Once hydrated the
 * widget takes it over: it becomes a button that opens the chat dialog over the page. Closing
 * unmounts the dialog, which ends its conversation (SPEC: closing resets it).
 */
export function AssistantLauncher({ calendar }: { calendar: BusinessCalendar }) {
  const copy = useChatCopy();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // False in the server's markup and while hydrating it, true from the first render after.
  const hydrated = useHydrated();
  const wasOpen = useRef(false);
  const launcher = useRef<HTMLAnchorElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    // A chat with a person under way (the page was reloaded, or opened in another tab) opens again on its own.
    const timer = setTimeout(() => {
      if (liveSessionId() && window.location.pathname !== CHAT_PAGE_PATH) setOpen(true);
    }, 0);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    // Focus returns to the launcher once the modal dialog has gone and the page is no longer inert.
    if (wasOpen.current && !open) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    // The browser scrolls a focused control into view only when it is off screen, not when it
    // sits under the launcher; this lifts it above (scroll-padding-bottom keeps the room).
    const lift = (event: FocusEvent) => {
      const target = event.target;
      const own = launcher.current;
      if (!(target instanceof Element) || !own || own.contains(target)) return;
      const box = own.getBoundingClientRect();
      const focused = target.getBoundingClientRect();
      const under = focused.left < box.right && focused.right > box.left && focused.top < box.bottom && focused.bottom > box.top;
      if (under) target.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    };
    document.addEventListener('focusin', lift);
    return () => document.removeEventListener('focusin', lift);
  }, []);

  const close = useCallback(() => setOpen(false), []);
  const preload = () => void loadDialog();

  // The chat page is the conversation itself.
  if (pathname === CHAT_PAGE_PATH) return null;

  const openDialog = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      {/* Room below the footer, in its colour, so the launcher never covers the page's last links. */}
      <div aria-hidden="true" className="h-20 bg-brand-950 sm:h-24" />
      <a
        ref={launcher}
        href={linkIn(locale, CHAT_PAGE_PATH)}
        // Hydrated, it opens a dialog rather than going anywhere, so it says so (and Space works as on a button).
        role={hydrated ? 'button' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-expanded={hydrated ? open : undefined}
        onClick={hydrated ? openDialog : undefined}
        onKeyDown={hydrated ? (event) => event.key === ' ' && openDialog(event) : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        data-chat-launcher=""
        // eslint-disable-next-line local/kit-only -- the floating launcher is drawn for its corner (ringed, shadowed), not one of the kit's buttons
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-[0_8px_24px_rgba(7,28,46,0.35)] ring-2 ring-white transition-colors hover:bg-brand-800 sm:right-6 sm:bottom-6"
      >
        <ChatIcon className="size-7" />
        <span className="sr-only">{copy.launcherLabel}</span>
      </a>
      {open ? (
        <Suspense fallback={null}>
          <ChatDialog onClose={close} calendar={calendar} />
        </Suspense>
      ) : null}
    </>
  );
}
