import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  /** An id for the heading, where a page names it (the not-found and error pages). */
  titleId?: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The dark banner that opens every inner page, holding its one h1. */
export function PageHero({ eyebrow, title, titleId, intro, children }: PageHeroProps) {
  return (
    <section className="on-dark relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(43,138,198,0.45),transparent_60%)]"
      />
      <div className="container-page relative py-14 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{eyebrow}</p> : null}
        <h1 id={titleId} className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {intro ? <div className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
}

/** An h2 with its eyebrow and intro; `id` is for the section's aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'center', tone = 'light' }: SectionHeadingProps) {
  const centered = align === 'center';
  const dark = tone === 'dark';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? <p className={`text-sm font-semibold tracking-wider uppercase ${dark ? 'text-accent-400' : 'text-brand-600'}`}>{eyebrow}</p> : null}
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-brand-900'}`}>
        {title}
      </h2>
      {intro ? <p className={`mt-4 text-lg leading-relaxed ${dark ? 'text-brand-100' : 'text-slate-600'}`}>{intro}</p> : null}
    </div>
  );
}
