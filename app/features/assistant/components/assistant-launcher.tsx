import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { assistantCopy } from '../assistant-copy';
import { ChatIcon } from '~/components/ui/icons';

// The dialog, its conversation logic and its copy load on first use (or when the pointer or
// focus reaches the button), so they cost nothing on the page's first load.
const loadDialog = () => import('./chat-dialog');
const ChatDialog = lazy(loadDialog);

/**
 * The floating button on every page, rendered on the server; the chat opens from it. Closing
 * unmounts the dialog, which ends its conversation (SPEC: closing resets it).
 */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Focus returns to the button once the modal dialog has gone and the page is no longer inert.
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = useCallback(() => setOpen(false), []);
  const preload = () => void loadDialog();

  return (
    <>
      {/* Room below the footer, in its colour, so the button never covers the page's last links. */}
      <div aria-hidden="true" className="h-20 bg-brand-950 sm:h-24" />
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-[0_8px_24px_rgba(7,28,46,0.35)] ring-2 ring-white transition-colors hover:bg-brand-800 sm:right-6 sm:bottom-6"
      >
        <ChatIcon className="size-7" />
        <span className="sr-only">{assistantCopy.launcherLabel}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChatDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
