import { CertificationBadge } from '~/components/illustrations/certification-badge';
import { SectionHeading } from '~/components/ui/section';
import type { AboutContent } from '~/content/about';
import type { Certification } from '~/content/certifications';
import { useLocale } from '~/lib/messages';

/** The badges the owner confirmed in the company profile; no section without one. */
export function CertificationsSection({ content: about, certifications }: { content: AboutContent; certifications: readonly Certification[] }) {
  const locale = useLocale();
  if (certifications.length === 0) return null;
  return (
    <section aria-labelledby="certifications-heading" className="bg-sand-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading id="certifications-heading" title={about.certifications.heading} intro={about.certifications.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {certifications.map((certification) => (
            <li key={certification.id} className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-7 text-center shadow-sm">
              <div className="aspect-square w-28 shrink-0">
                <CertificationBadge kind={certification.kind} locale={locale} className="size-full" />
              </div>
              <h3 className="mt-5 text-xl font-semibold text-brand-900">{certification.name}</h3>
              <p className="text-sm font-semibold text-brand-700">{certification.label}</p>
              <p className="mt-3 leading-relaxed text-slate-600">{certification.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
