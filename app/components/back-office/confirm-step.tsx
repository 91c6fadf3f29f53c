import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The question asked before a change that cannot simply be taken back (restoring a profile,
 * replacing a feed address): it takes the focus when it appears, also on a page loaded without
 * JavaScript, so a keyboard or screen reader user lands on it. Key it by what it asks about to
 * focus it again when that changes.
 */
export function ConfirmStep({ labelledBy, className = '', children }: { labelledBy: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="region"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- asked for by the link or button just pressed, also when that loaded a new page (no JavaScript)
      autoFocus
      aria-labelledby={labelledBy}
      className={`rounded-lg border border-accent-500 bg-accent-50 p-4 focus:ring-4 focus:ring-accent-500/30 focus:outline-none ${className}`}
    >
      {children}
    </div>
  );
}
