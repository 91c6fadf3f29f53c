import { company } from '~/content/company';
import type { Service } from '~/content/services';
import { openingHoursSpecification } from '~/lib/business-hours';
import type { SiteData } from '~/lib/seo';
import { type Locale, pathIn } from '~/lib/locale';

/** The company as search engines read it, with the hours the calendar holds; in Spanish, its description and home page are the Spanish ones. */
export function businessStructuredData({ appName, publicUrl, office }: SiteData, spanish?: { description: string }) {
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
    foundingDate: String(company.foundedYear),
    priceRange: company.priceRange,
    address: { '@type': 'PostalAddress', ...company.address },
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHoursSpecification: openingHoursSpecification(office.calendar.weekly),
    areaServed: company.serviceArea.map((name) => ({ '@type': 'City', name })),
    sameAs: company.social.map((profile) => profile.url),
  };
}

/** A service as search engines read it, on its page in `locale` (the Spanish page names itself and its language). */
export function serviceStructuredData(service: Service, publicUrl: string, locale: Locale = 'en') {
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
