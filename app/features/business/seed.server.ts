import { company } from '~/content/company';
import { credentials as credentialsEs, policies as policiesEs } from '~/content/es/policies';
import { packageNames as packageNamesEs } from '~/content/es/package-names';
import { pricing as pricingEs } from '~/content/es/pricing';
import { teamMembers as teamEs } from '~/content/es/team';
import { homeTestimonials as homeEs, quoteTestimonials as quoteEs } from '~/content/es/testimonials';
import { credentials, policies } from '~/content/policies';
import { pricing } from '~/content/pricing';
import { serviceAreaZipCodes, serviceCounty } from '~/content/service-area';
import { serviceIds } from '~/content/service-ids';
import { teamMembers } from '~/content/team';
import { testimonials } from '~/content/testimonials';
import { type BusinessProfile, defaultPaymentSettings, type PriceList, type ProfileField } from './profile';

// The sample values a new install starts from: the facts app/content held before the profile was
// data. They are written once, as the profile's first version, and kept here to tell the owner
// which facts are still samples (sampleFields).

/** The profile without hours and closures, which the calendar keeps. */
export type ProfileDocument = Omit<BusinessProfile, 'hours' | 'closures'>;

/** A review the Spanish pages did not show until now, translated for the profile. */
const extraSpanish: Readonly<Record<string, { quote: string; role: string }>> = {
  'laura-fernandez': {
    quote:
      'Una tormenta rajó la vidriera de nuestra tienda en la Miracle Mile. Aseguraron la abertura esa misma tarde y en menos de una semana ya tenían puesto el vidrio laminado.',
    role: 'Dueña de negocio, Coral Gables',
  },
};

function splitRole(role: string): { role: string; town: string } {
  const comma = role.indexOf(', ');
  return { role: role.slice(0, comma), town: role.slice(comma + 2) };
}

const seedPriceList: PriceList = Object.fromEntries(
  serviceIds.map((id) => [
    id,
    pricing[id].map((tier, index) => {
      const es = pricingEs[id][index]!;
      return {
        name: { en: tier.name, es: packageNamesEs[tier.name] ?? tier.name },
        priceCents: tier.priceCents,
        unit: tier.unit,
        ...(tier.visitsPerYear ? { visitsPerYear: tier.visitsPerYear } : {}),
        description: { en: tier.description, es: es.description },
        includes: tier.includes.map((line, line_) => ({ en: line, es: es.includes[line_]! })),
        mostPopular: tier.popular,
      };
    }),
  ]),
);

const spanishReviews = [...homeEs, ...quoteEs];

export const seedProfile: ProfileDocument = {
  name: company.name,
  phone: company.phone.e164,
  email: company.email,
  address: {
    street: company.address.streetAddress,
    city: company.address.addressLocality,
    state: company.address.addressRegion,
    zipCode: company.address.postalCode,
  },
  licenceNumber: credentials.licenceNumber,
  insurance: { en: credentials.insuranceStatement, es: credentialsEs.insuranceStatement },
  serviceArea: { county: serviceCounty, towns: Object.entries(serviceAreaZipCodes).map(([name, zipCodes]) => ({ name, zipCodes: [...zipCodes] })) },
  priceList: seedPriceList,
  policies: {
    warranty: { en: policies.warranty, es: policiesEs.warranty },
    financing: { en: policies.financing, es: policiesEs.financing },
    cancellation: { en: policies.cancellation, es: policiesEs.cancellation },
    freeEstimates: { en: policies.freeEstimates, es: policiesEs.freeEstimates },
  },
  // A placeholder until the owner pastes the Google Business Profile's "ask for reviews" link.
  reviewUrl: company.reviewUrl,
  testimonials: testimonials.map((entry) => {
    const es = spanishReviews.find((review) => review.id === entry.id) ?? extraSpanish[entry.id]!;
    const { role, town } = splitRole(entry.role);
    return {
      quote: { en: entry.quote, es: es.quote },
      name: entry.author,
      role: { en: role, es: splitRole(es.role).role },
      town,
      rating: entry.rating,
      source: entry.source,
      date: entry.date,
    };
  }),
  team: teamMembers.map((member) => {
    const es = teamEs.find((entry) => entry.id === member.id)!;
    return { name: member.name, role: { en: member.role, es: es.role }, bio: { en: member.description, es: es.description } };
  }),
  payments: defaultPaymentSettings,
};

/** The facts a new install shows as samples until the owner confirms them, in the checklist's order. */
export const sampleFactFields = ['licenceNumber', 'insurance', 'policies.financing', 'policies.warranty', 'serviceArea', 'testimonials', 'reviewUrl'] as const;
export type SampleFact = (typeof sampleFactFields)[number];

export function factValue(profile: Pick<BusinessProfile, Exclude<ProfileField, 'hours' | 'closures'>>, fact: SampleFact): unknown {
  if (fact === 'policies.financing') return profile.policies.financing;
  if (fact === 'policies.warranty') return profile.policies.warranty;
  return profile[fact];
}
