import type { ReactNode } from 'react';

interface DashboardPanelProps {
  id: string;
  title: string;
  /** The heading level: h2 for a tab's main panel, h3 inside one. */
  level?: 'h2' | 'h3';
  intro?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** A white card on the dashboard with its heading, labelling the section it opens. */
export function DashboardPanel({ id, title, level = 'h2', intro, action, children }: DashboardPanelProps) {
  const Heading = level;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id={id} className={`font-bold tracking-tight text-brand-900 ${level === 'h2' ? 'text-xl sm:text-2xl' : 'text-lg'}`}>
            {title}
          </Heading>
          {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
