import type { ComponentType } from 'react';
import { CertificationBadge } from '~/components/illustrations/certification-badge';
import { AwardIcon, CalendarIcon, type IconProps, ShieldCheckIcon } from '~/components/ui/icons';
import { SectionHeading } from '~/components/ui/section';
import { useWithLicence } from '~/lib/site-company';
import type { Certification } from '~/content/certifications';
import type { HomeContent, TrustHighlight } from '~/content/home';
import { useLocale } from '~/lib/messages';

/** As many columns on a wide screen as there are cards (the founding year and the guarantee are the owner's, shown only when set). */
const columns: Record<number, string> = { 1: 'mx-auto max-w-2xl', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3' };

interface TrustSignalsProps {
  content: HomeContent['trust'];
  certifications: readonly Certification[];
}

function Highlight({ highlight, icon: Icon }: { highlight: TrustHighlight; icon: ComponentType<IconProps> }) {
  const withLicence = useWithLicence();
  return (
    <li className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-7" />
      </span>
      <div>
        <h3 className="text-xl font-semibold text-brand-900">{highlight.title}</h3>
        <p className="mt-2 leading-relaxed text-slate-600">{withLicence(highlight.text)}</p>
      </div>
    </li>
  );
}

export function TrustSignals({ content, certifications }: TrustSignalsProps) {
  const locale = useLocale();
  const highlights: [TrustHighlight, ComponentType<IconProps>][] = [
    ...(content.founded ? [[content.founded, CalendarIcon] as [TrustHighlight, ComponentType<IconProps>]] : []),
    [content.licensed, AwardIcon],
    ...(content.guarantee ? [[content.guarantee, ShieldCheckIcon] as [TrustHighlight, ComponentType<IconProps>]] : []),
  ];
  return (
    <section aria-labelledby="trust-title" className="bg-sand-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading id="trust-title" eyebrow={content.eyebrow} title={content.heading} intro={content.intro} />
        <ul className={`mt-12 grid gap-6 ${columns[highlights.length]}`}>
          {highlights.map(([highlight, icon]) => (
            <Highlight key={highlight.title} highlight={highlight} icon={icon} />
          ))}
        </ul>
        {/* The badges the owner confirmed in the company profile; none, no heading. */}
        {certifications.length > 0 ? (
          <>
            <h3 className="mt-14 text-center text-sm font-semibold tracking-wider text-brand-700 uppercase">{content.certificationsHeading}</h3>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              {certifications.map((certification) => (
                <li key={certification.id} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <CertificationBadge kind={certification.kind} locale={locale} className="size-16 shrink-0" />
                  <div>
                    <p className="font-semibold text-brand-900">{certification.name}</p>
                    <p className="text-sm text-slate-600">{certification.label}</p>
                  </div>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
