import type { Company } from '~/content/company';
import type { Service } from '~/content/services';
import { type Closure, openingHoursSpecification } from '~/lib/business-hours';
import type { SiteData } from '~/lib/seo';
import { type Locale, pathIn } from '~/lib/locale';

/** The company as search engines read it, with the hours the calendar holds and only the claims the profile makes; in Spanish, its description and home page are the Spanish ones. */
export function businessStructuredData({ appName, publicUrl, office, company }: SiteData, spanish?: { description: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${publicUrl}/#business`,
    name: appName,
    description: spanish?.description ?? company.shortDescription,
    url: spanish ? `${publicUrl}/es` : `${publicUrl}/`,
    ...(spanish ? { inLanguage: 'es' } : {}),
    logo: `${publicUrl}/icon-512.png`,
    image: `${publicUrl}/icon-512.png`,
    telephone: company.phone.e164,
    email: company.email,
    // Only what the company profile says: no founding year or social pages it has not been given.
    ...(company.foundedYear ? { foundingDate: String(company.foundedYear) } : {}),
    priceRange: company.priceRange,
    address: { '@type': 'PostalAddress', ...company.address },
    ...(company.geo ? { geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude } } : {}),
    openingHoursSpecification: openingHoursSpecification(office.calendar.weekly),
    ...(office.calendar.closures.length > 0 ? { specialOpeningHoursSpecification: closedDays(office.calendar.closures) } : {}),
    areaServed: company.serviceArea.map((name) => ({ '@type': 'City', name })),
    ...(company.social.length > 0 ? { sameAs: company.social.map((profile) => profile.url) } : {}),
  };
}

/** Closures as schema.org reads them: the office opens and closes at midnight, from the first day to the last. */
function closedDays(closures: readonly Closure[]) {
  return closures.map((closure) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: closure.startsOn,
    validThrough: closure.endsOn,
    opens: '00:00',
    closes: '00:00',
  }));
}

/** A service as search engines read it, on its page in `locale` (the Spanish page names itself and its language). */
export function serviceStructuredData(service: Service, publicUrl: string, company: Pick<Company, 'serviceArea'>, locale: Locale = 'en') {
  const prices = service.pricing.map((tier) => tier.priceCents / 100);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url: `${publicUrl}${pathIn(locale, `/services/${service.id}`)}`,
    ...(locale === 'es' ? { inLanguage: 'es' } : {}),
    serviceType: service.title,
    provider: { '@id': `${publicUrl}/#business` },
    areaServed: company.serviceArea.map((name) => ({ '@type': 'City', name })),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
    },
  };
}

export function faqStructuredData(service: Service) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: service.faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
