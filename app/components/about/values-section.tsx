import type { ComponentType } from 'react';
import { AwardIcon, CheckCircleIcon, type IconProps, ShieldCheckIcon } from '~/components/ui/icons';
import { SectionHeading } from '~/components/ui/section';
import type { AboutContent, ValueStatement } from '~/content/about';

const valueIcons: Record<ValueStatement['key'], ComponentType<IconProps>> = {
  Quality: AwardIcon,
  Integrity: ShieldCheckIcon,
  'Customer Satisfaction': CheckCircleIcon,
};

export function ValuesSection({ content: about }: { content: AboutContent }) {
  return (
    <section aria-labelledby="values-heading" className="bg-sand-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading id="values-heading" title={about.values.heading} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {about.values.items.map((value) => {
            const Icon = valueIcons[value.key];
            return (
              <li key={value.key} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-500 text-brand-950">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-brand-900">{value.title}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{value.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
