import type { ComponentType } from 'react';
import { type IconProps, ShieldCheckIcon, SparklesIcon, WrenchIcon } from '~/components/ui/icons';
import { SectionHeading } from '~/components/ui/section';
import type { HomeContent, TrustHighlight } from '~/content/home';

function Card({ item, icon: Icon }: { item: TrustHighlight; icon: ComponentType<IconProps> }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-brand-900">{item.title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{item.text}</p>
    </li>
  );
}

/** Financing, emergency glass service and the wind-mitigation discount, on the home page. */
export function HomeHelp({ content }: { content: HomeContent['help'] }) {
  return (
    <section aria-labelledby="help-title" className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="help-title" title={content.heading} intro={content.intro} />
        <ul className={`mt-10 grid gap-6 ${content.financing ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
          {/* Financing is the company profile's: no card when it offers none. */}
          {content.financing ? <Card item={content.financing} icon={SparklesIcon} /> : null}
          <Card item={content.emergency} icon={WrenchIcon} />
          <Card item={content.windMitigation} icon={ShieldCheckIcon} />
        </ul>
      </div>
    </section>
  );
}
