// What an estimate takes from the company profile (app/features/business): the price list its lines
// are picked from, the company's name, address, phone and email on the page, the PDF and the emails,
// and the warranty its terms end with.

import type { Kysely } from 'kysely';
import { unitNames } from '~/content/es/pricing';
import { services as spanishServices } from '~/content/es/services';
import { services } from '~/content/services';
import { formatAddress } from '~/content/company';
import type { Bilingual, BusinessProfile, PriceList } from '~/features/business/profile';
import { getBusinessProfile, getCompany } from '~/features/business/profile.server';
import type { Database } from '~/lib/db-schema';
import type { EstimateCompany } from './estimate-document';
import { type PriceItem, priceItemId } from './estimate-state';

const spanishTitles: Readonly<Record<string, string>> = Object.fromEntries(spanishServices.map((service) => [service.id, service.title]));

/**
 * The price list staff pick an estimate's lines from: the company profile's packages
 * (app/features/business), in the services' order, each priced as the owner last saved it, with
 * its words in Spanish for a customer who wrote in Spanish.
 */
export function priceItemsOf(list: PriceList): PriceItem[] {
  return services.flatMap((service) =>
    (Object.hasOwn(list, service.id) ? (list[service.id] ?? []) : []).map((entry) => ({
      id: priceItemId(service.id, entry.name.en),
      serviceId: service.id,
      label: `${service.title}, ${entry.name.en} (${entry.unit})`,
      spanishLabel: `${spanishTitles[service.id] ?? service.title}, ${entry.name.es} (${unitNames[entry.unit]})`,
      unitPriceCents: entry.priceCents,
    })),
  );
}

const byProfile = new WeakMap<BusinessProfile, PriceItem[]>();

/** The price list as the profile has it now (from memory; made again only when the profile changes). */
export async function getPriceItems(db: Kysely<Database>): Promise<PriceItem[]> {
  const profile = await getBusinessProfile(db);
  let items = byProfile.get(profile);
  if (!items) byProfile.set(profile, (items = priceItemsOf(profile.priceList)));
  return items;
}

/** What an estimate shows of the company and prices from: read before a transaction, from memory. */
export interface DocumentFacts {
  company: EstimateCompany;
  priceItems: readonly PriceItem[];
  /** The profile's warranty policy: the last of the terms, in the customer's language. */
  warranty: Bilingual;
}

/** The company, the price list and the warranty as the profile has them now. */
export async function documentFacts(db: Kysely<Database>): Promise<DocumentFacts> {
  const [company, priceItems, profile] = await Promise.all([getCompany(db), getPriceItems(db), getBusinessProfile(db)]);
  return {
    company: {
      name: company.name,
      address: formatAddress(company.address),
      phone: company.phone.display,
      email: company.email,
      // Shown only when the owner has one: nothing stands in for a licence number.
      ...(profile.licenceNumber.trim() ? { licenceNumber: profile.licenceNumber.trim() } : {}),
    },
    priceItems,
    warranty: profile.policies.warranty,
  };
}
