import { ButtonLink } from '~/components/ui/button';
import type { AboutContent } from '~/content/about';

export function AboutCta({ content: about }: { content: AboutContent }) {
  const { cta } = about;
  return (
    <section aria-labelledby="about-cta-heading" className="on-dark bg-brand-900 py-16 text-white sm:py-20">
      <div className="container-page text-center">
        <h2 id="about-cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {cta.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{cta.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={cta.primaryCta.href} size="lg">
            {cta.primaryCta.label}
          </ButtonLink>
          <ButtonLink to={cta.secondaryCta.href} size="lg" variant="ghost-light">
            {cta.secondaryCta.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
