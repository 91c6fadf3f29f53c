import type { ReactNode } from 'react';

/** A highlighted statement on the About page: an icon tile beside a heading and its text. */
export function FeatureCallout({
  id,
  heading,
  icon,
  tone,
  className,
  children,
}: {
  id: string;
  heading: string;
  icon: ReactNode;
  tone: 'accent' | 'plain';
  className: string;
  children: ReactNode;
}) {
  const box = tone === 'accent' ? 'border-accent-200 bg-accent-50' : 'border-slate-200 bg-white';
  const tile = tone === 'accent' ? 'bg-accent-500 text-brand-950' : 'bg-brand-700 text-white';
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page">
        <div className={`mx-auto flex max-w-4xl flex-col gap-6 rounded-2xl border p-6 shadow-sm sm:flex-row sm:items-start sm:gap-8 sm:p-10 ${box}`}>
          <span className={`inline-flex size-16 shrink-0 items-center justify-center rounded-2xl ${tile}`}>{icon}</span>
          <div>
            <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
              {heading}
            </h2>
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
