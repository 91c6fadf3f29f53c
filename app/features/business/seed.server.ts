import { certifications } from '~/content/certifications';
import { company, sampleGuarantee } from '~/content/company';
import { certifications as certificationsEs } from '~/content/es/certifications';
import { sampleGuaranteeEs } from '~/content/es/company';
import { credentials as credentialsEs, policies as policiesEs } from '~/content/es/policies';
import { packageNames as packageNamesEs } from '~/content/es/package-names';
import { pricing as pricingEs } from '~/content/es/pricing';
import { teamMembers as teamEs } from '~/content/es/team';
import { homeTestimonials as homeEs, quoteTestimonials as quoteEs } from '~/content/es/testimonials';
import { credentials, policies } from '~/content/policies';
import { pricing } from '~/content/price-list';
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
  // The first six are featured (the home page's three and the quote page's three); the seventh shows the owner a review the site does not quote.
  testimonials: testimonials.map((entry, index) => {
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
      featured: index < 6,
    };
  }),
  team: teamMembers.map((member) => {
    const es = teamEs.find((entry) => entry.id === member.id)!;
    return { name: member.name, role: { en: member.role, es: es.role }, bio: { en: member.description, es: es.description } };
  }),
  payments: defaultPaymentSettings,
  foundedYear: company.foundedYear,
  guarantee: { en: sampleGuarantee, es: sampleGuaranteeEs },
  // Badges name third parties: the samples wait, unshown, for the owner to confirm the company holds them.
  badges: certifications.map((entry, index) => {
    const es = certificationsEs[index]!;
    return {
      name: entry.name,
      kind: entry.id,
      label: { en: entry.label, es: es.label },
      description: { en: entry.description, es: es.description },
      confirmed: false,
    };
  }),
  social: [],
};

/** The single facts a new install shows as samples until the owner sets them, in the checklist's order. */
export const sampleValueFields = [
  'licenceNumber',
  'insurance',
  'foundedYear',
  'guarantee',
  'policies.financing',
  'policies.warranty',
  'serviceArea',
  'reviewUrl',
] as const;
/** What the owner's checklist names: a single fact, or a list with sample items still on the public pages. */
export const sampleFactFields = [...sampleValueFields, 'testimonials', 'team'] as const;
export type SampleFact = (typeof sampleFactFields)[number];

type DocumentFields = Pick<BusinessProfile, Exclude<ProfileField, 'hours' | 'closures'>>;

export function factValue(profile: DocumentFields, fact: (typeof sampleValueFields)[number]): unknown {
  if (fact === 'policies.financing') return profile.policies.financing;
  if (fact === 'policies.warranty') return profile.policies.warranty;
  return profile[fact];
}

/** A sample review, team member or badge is known by what it says: one the owner rewrote is theirs. */
const sampleTestimonials = new Set(seedProfile.testimonials.map((entry) => `${entry.name}\n${entry.quote.en}`));
const sampleMembers = new Set(seedProfile.team.map((member) => `${member.name}\n${member.bio.en}`));
const sampleBadges = new Set(seedProfile.badges.map((entry) => `${entry.name}\n${entry.label.en}`));

export const isSampleTestimonial = (entry: BusinessProfile['testimonials'][number]) => sampleTestimonials.has(`${entry.name}\n${entry.quote.en}`);
export const isSampleMember = (member: BusinessProfile['team'][number]) => sampleMembers.has(`${member.name}\n${member.bio.en}`);
/** A badge the owner has not confirmed is the sample's until they do (and is not shown). */
export const isSampleBadge = (entry: BusinessProfile['badges'][number]) => !entry.confirmed && sampleBadges.has(`${entry.name}\n${entry.label.en}`);
