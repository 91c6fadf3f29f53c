import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '~/components/illustrations/logo-mark';
import { ClockIcon, FacebookIcon, InstagramIcon, type IconProps, LinkedInIcon, MailIcon, MapPinIcon, PhoneIcon, XIcon, YelpIcon } from '~/components/ui/icons';
import { useCompany, useOptionalCompany } from '~/lib/site-company';
import { type FrameLink, legalLinks, mainNavigation } from '~/content/navigation';
import { serviceIds } from '~/content/service-ids';
import type { HoursLine } from '~/lib/business-hours';
import { linkIn, type Locale } from '~/lib/locale';
import type { Translate } from '~/lib/messages';

const socialIcons: Record<string, ComponentType<IconProps>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  X: XIcon,
  LinkedIn: LinkedInIcon,
  Yelp: YelpIcon,
};

const quickLinks: readonly FrameLink[] = [...mainNavigation, { to: '/get-quote', message: 'nav.getQuote' }];

const headingClass = 'text-sm font-semibold tracking-wider text-accent-400 uppercase';
// At least 24 px tall (WCAG 2.5.8), so a finger hits the link it aims at.
const linkClass = 'inline-flex min-h-6 items-center rounded-sm text-brand-100 hover:text-white hover:underline';

/** `hours`: the weekly hours as the business calendar holds them, in the page's language. */
export function SiteFooter({ appName, t, locale, hours }: { appName: string; t: Translate; locale: Locale; hours: readonly HoursLine[] }) {
  const company = useCompany();
  const licenceNumber = useOptionalCompany()?.licenceNumber;
  const year = String(new Date().getFullYear());
  const { address } = company;
  return (
    <footer className="on-dark footer-offscreen bg-brand-950 text-brand-100" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {t('footer.heading')}
      </h2>
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.4fr]">
        <div>
          <Link to={linkIn(locale, '/')} className="inline-flex items-center gap-2.5 rounded-md">
            <LogoMark className="size-10" />
            <span className="text-lg font-bold text-white">{appName}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-brand-200">{t('footer.tagline')}</p>
          {/* The company profile's social links; none, no list. */}
          {company.social.length > 0 ? (
            <ul className="mt-6 flex gap-2" aria-label={t('footer.social')}>
              {company.social.map((profile) => {
                const Icon = socialIcons[profile.name] ?? FacebookIcon;
                return (
                  <li key={profile.name}>
                    <a
                      href={profile.url}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-500 hover:text-brand-950"
                    >
                      <Icon className="size-5" />
                      <span className="sr-only">{t('footer.socialLink', { appName, network: profile.name })}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h3 id="footer-quick-links" className={headingClass}>
            {t('footer.quickLinks')}
          </h3>
          <ul className="mt-4 space-y-2.5 text-sm">
            {quickLinks.map((item) => (
              <li key={item.to}>
                <Link to={linkIn(locale, item.to)} className={linkClass}>
                  {t(item.message)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <h3 id="footer-services" className={headingClass}>
            {t('footer.services')}
          </h3>
          <ul className="mt-4 space-y-2.5 text-sm">
            {serviceIds.map((id) => (
              <li key={id}>
                <Link to={linkIn(locale, `/services/${id}`)} className={linkClass}>
                  {t(`service.${id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h3 className={headingClass}>{t('footer.contact')}</h3>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <address className="not-italic">
                {address.streetAddress}
                <br />
                {address.addressLocality}, {address.addressRegion} {address.postalCode}
              </address>
            </li>
            <li className="flex gap-3">
              <PhoneIcon className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <a href={`tel:${company.phone.e164}`} className={linkClass}>
                {company.phone.display}
              </a>
            </li>
            <li className="flex gap-3">
              <MailIcon className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <a href={`mailto:${company.email}`} className={`${linkClass} break-all`}>
                {company.email}
              </a>
            </li>
            <li className="flex gap-3">
              <ClockIcon className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {hours.map((line) => (
                  <div key={line.days} className="contents">
                    <dt className="font-medium text-white">{line.days}</dt>
                    <dd>{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p>{t('footer.rights', { year, appName })}</p>
            <p className="mt-1" data-credentials>
              {t('footer.licence', { licence: licenceNumber ?? '' })}
            </p>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((item) => (
              <li key={item.to}>
                <Link to={linkIn(locale, item.to)} className={linkClass}>
                  {t(item.message)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
