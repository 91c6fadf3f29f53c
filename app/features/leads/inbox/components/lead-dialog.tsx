import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { CloseIcon } from '~/components/ui/icons';

interface LeadDialogProps {
  title: string;
  subtitle?: ReactNode;
  /** The list URL the dialog closes to. */
  closeTo: string;
  /** The element to give focus back to when the dialog closes (the row's View Details link). */
  returnFocusId: string;
  children: ReactNode;
}

/**
 * A lead's own URL shown as a modal over its list. The server renders it open, so it reads
 * without JavaScript; in the browser it becomes a true modal (focus kept inside, the page behind
 * inert), Escape or Close goes back to the list, and focus returns to the row it came from. When
 * it moves on to the next lead, it opens at that lead's top with focus on its name.
 */
export function LeadDialog({ title, subtitle, closeTo, returnFocusId, children }: LeadDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
    // Another lead in the same dialog ("Save and next"): start at its top, at its name.
    dialog.scrollTop = 0;
    headingRef.current?.focus();
    return () => {
      // After the list has re-rendered without the dialog; not when the dialog stays for the next lead.
      requestAnimationFrame(() => {
        if (dialog.isConnected) return;
        const target = document.getElementById(returnFocusId) ?? document.querySelector<HTMLElement>('main h1');
        target?.focus({ preventScroll: false });
      });
    };
  }, [returnFocusId]);

  const close = () => void navigate(closeTo, { preventScrollReset: true });

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="fixed inset-0 z-50 m-auto h-fit max-h-[min(92vh,60rem)] w-[min(64rem,calc(100%-1rem))] overflow-y-auto rounded-xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50 [&:not(:modal)]:shadow-[0_0_0_100vmax_rgba(15,23,42,0.5)]"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-brand-900 focus:outline-none">
            {title}
          </h2>
          {subtitle ? <div className="mt-0.5 text-sm text-slate-600">{subtitle}</div> : null}
        </div>
        <Link
          to={closeTo}
          preventScrollReset
          className="-m-1 shrink-0 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close"
        >
          <CloseIcon className="size-5" />
        </Link>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
