import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';

interface ConfirmDialogProps {
  /** The question, as a heading: it names the dialog. */
  title: ReactNode;
  /** What confirming does, then the actions: a form with the confirming button, and a way back. */
  children: ReactNode;
  /**
   * Where Escape leads: the page without the question (the address of its Cancel link). The
   * question is asked by an address (`?restore=3`, `?feed=new`) the server renders it open for,
   * so it is asked the same way without JavaScript.
   */
  closeTo?: string;
  /** Instead of `closeTo`, for a dialog the page opens and closes itself (with JavaScript only). */
  onClose?: () => void;
  /** The element to focus when the dialog goes and the one that opened it is no longer on the page. */
  returnFocusId?: string;
  tone?: 'neutral' | 'danger';
  className?: string;
}

/**
 * A confirmation asked before a change that cannot simply be taken back. The server renders it
 * open, over the page, with the focus on it, so it reads and works without JavaScript; in the
 * browser it becomes a true modal (`showModal`: focus kept inside, the page behind inert), Escape
 * closes it, and the focus goes back to the button or link that opened it. It is labelled by its
 * title.
 */
export function ConfirmDialog({ title, children, closeTo, onClose, returnFocusId, tone = 'neutral', className = '' }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `d${useId().replace(/[^\w-]/g, '')}`;
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement && !dialog.contains(document.activeElement) ? document.activeElement : null;
    if (!dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
    dialog.focus();
    return () => {
      // After the page has re-rendered without the dialog; only when nothing else took the focus.
      requestAnimationFrame(() => {
        if (dialog.isConnected) return;
        if (document.activeElement && document.activeElement !== document.body) return;
        const target = opener?.isConnected ? opener : returnFocusId ? document.getElementById(returnFocusId) : null;
        target?.focus();
      });
    };
  }, [returnFocusId]);

  const close = () => {
    if (onClose) onClose();
    else if (closeTo !== undefined) void navigate(closeTo, { preventScrollReset: true });
  };

  const frame = tone === 'danger' ? 'border-t-4 border-danger-700' : 'border-t-4 border-accent-500';
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- its Escape key (below), as the browser gives a modal dialog
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- asked for by the link or button just pressed, also when that loaded a new page (no JavaScript)
      autoFocus
      // Escape closes it from its first paint: the browser's own Escape (the cancel event) works only
      // once the effect above has made it modal, and a key pressed before that would do nothing.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className={`fixed inset-0 z-50 m-auto h-fit max-h-[min(90vh,40rem)] w-[min(32rem,calc(100%-2rem))] overflow-y-auto rounded-xl bg-white p-5 text-slate-800 shadow-2xl backdrop:bg-slate-900/50 focus:outline-none [&:not(:modal)]:shadow-[0_0_0_100vmax_rgba(15,23,42,0.5)] ${frame} ${className}`}
    >
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
    </dialog>
  );
}
