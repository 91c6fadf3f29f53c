import type { AboutContent } from '~/content/about';
import { useCompany } from '~/lib/site-company';

/** Key facts under the page title, the company profile's; the figure leads visually but the label stays the term. */
export function AboutHighlights({ content: about }: { content: AboutContent }) {
  const company = useCompany();
  return (
    <dl className="mt-8 grid max-w-3xl grid-cols-1 gap-3 min-[480px]:mt-10 min-[480px]:grid-cols-2 min-[480px]:gap-4">
      {about.highlights(company).map((highlight) => (
        <div
          key={highlight.label}
          className="flex flex-row-reverse items-center justify-end gap-4 rounded-2xl border border-white/15 bg-white/5 px-5 py-3 min-[480px]:flex-col-reverse min-[480px]:items-start min-[480px]:gap-1 min-[480px]:py-4"
        >
          <dt className="text-sm text-brand-100">{highlight.label}</dt>
          <dd className="w-20 shrink-0 text-2xl font-bold tracking-tight text-white min-[480px]:w-auto min-[480px]:text-3xl">{highlight.value}</dd>
        </div>
      ))}
    </dl>
  );
}
