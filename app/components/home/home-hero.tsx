import { Link } from 'react-router';
import { HeroIllustration } from '~/components/illustrations/hero-illustration';
import { ButtonLink } from '~/components/ui/button';
import { PhoneIcon, ShieldCheckIcon } from '~/components/ui/icons';
import { useCompany, useWithLicence } from '~/lib/site-company';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import type { HomeContent } from '~/content/home';

export function HomeHero({ hero }: { hero: HomeContent['hero'] }) {
  const company = useCompany();
  const withLicence = useWithLicence();
  const locale = useLocale();
  return (
    <section aria-labelledby="home-hero-title" className="on-dark relative overflow-hidden bg-brand-900 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_85%_35%,rgba(43,138,198,0.4),transparent_55%)]" />
      {/* The site header is fixed and transparent over this section, so the top padding clears it. */}
      <div className="hero-below-header container-page relative grid items-center gap-10 pt-28 pb-16 sm:pt-32 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12 lg:pt-40 lg:pb-24">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{hero.eyebrow}</p>
          <h1 id="home-hero-title" className="mt-4 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100 sm:text-xl">{hero.subheading}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={hero.primaryCta.href} size="lg">
              {hero.primaryCta.label}
            </ButtonLink>
            <ButtonLink to={hero.secondaryCta.href} size="lg" variant="ghost-light">
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-1">
            <a href={`tel:${company.phone.e164}`} className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-100 hover:text-white">
              <PhoneIcon className="size-5 text-accent-400" />
              {company.phone.display}
            </a>
            <Link
              to={linkIn(locale, hero.bookCta.href)}
              className="inline-flex min-h-11 items-center rounded-md font-semibold text-white underline decoration-accent-400 decoration-2 underline-offset-4"
              data-book-link=""
            >
              {hero.bookCta.label}
            </Link>
          </div>
          <p className="mt-2 flex items-center gap-2 text-sm font-medium text-brand-100" data-credentials>
            <ShieldCheckIcon className="size-5 shrink-0 text-accent-400" />
            {withLicence(hero.credentials)}
          </p>
        </div>
        <div className="mx-auto aspect-[4/3] w-full max-w-xl lg:max-w-none">
          <HeroIllustration className="size-full" />
        </div>
      </div>
    </section>
  );
}
