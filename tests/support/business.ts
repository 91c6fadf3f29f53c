// Test support: the company profile's sample values, as the mail contexts and pages get them.
import { companyOf, priceTable } from '~/features/business/profile';
import { seedProfile } from '~/features/business/seed.server';

/** The company and the English price list of a new install's profile, for tests that build a mail context by hand. */
export const sampleFacts = { company: companyOf(seedProfile), prices: priceTable(seedProfile.priceList, 'en') };
