import { QuoteIcon } from '~/components/ui/icons';
import type { AboutContent } from '~/content/about';
import { useCompany } from '~/lib/site-company';

export function StorySection({ content: about }: { content: AboutContent }) {
  const { name, foundedYear } = useCompany();
  return (
    <div className="container-page grid gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
      <section aria-labelledby="story-heading">
        <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {about.story.heading}
        </h2>
        <div className="mt-6 max-w-prose space-y-5 text-lg leading-relaxed text-slate-700">
          {about.story.paragraphs(name, foundedYear).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section aria-labelledby="mission-heading" className="self-start rounded-2xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-10 lg:sticky lg:top-28">
        <QuoteIcon className="size-10 text-brand-300" />
        <h2 id="mission-heading" className="mt-4 text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {about.mission.heading}
        </h2>
        <p className="mt-3 text-xl leading-relaxed font-medium text-brand-900">{about.mission.text}</p>
      </section>
    </div>
  );
}
