import { type ReactNode, useId } from 'react';

/** A titled box of the back office: a section named by its heading. */
export function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-brand-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
