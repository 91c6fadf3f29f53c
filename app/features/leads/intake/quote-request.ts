import { z } from '~/lib/schema';
import {
  describePriceEstimate,
  estimatePrice,
  MAX_WINDOW_COUNT,
  packageNames,
  type PriceEstimate,
  type PriceTable,
  type PriceWords,
  tiersOf,
  WINDOWS_PER_MAINTENANCE_VISIT,
} from '~/content/pricing';
import type { LeadValidationWords } from '~/content/lead-forms';
import { budgets, projectTypes, referralSources, stateChoices, timeframes } from '../choices';
import { emailField, optionalChoice, optionalText, optionalWholeNumber, requiredChoice, requiredText } from './lead-fields';

const PHONE_DIGITS = /^(?=(?:\D*\d){7,15}\D*$)[\d\s().+\-x]+$/i;

/**
 * The quote form's one schema, used by the browser, the form action and the JSON API, with its
 * messages in the form's language (app/content/lead-forms.ts and its Spanish twin). The server
 * passes the price list, to refuse a package the service does not have; the browser leaves that to it.
 */
export function quoteRequestSchemaIn(v: LeadValidationWords, prices: PriceTable | null = null) {
  const names = v.names;
  return z
    .object({
      firstName: requiredText(v, v.required.firstName, names.firstName, 100),
      lastName: requiredText(v, v.required.lastName, names.lastName, 100),
      email: emailField(v),
      phone: requiredText(v, v.required.phone, names.phone, 30).regex(PHONE_DIGITS, v.invalidPhone),
      address: requiredText(v, v.required.address, names.address, 200),
      city: requiredText(v, v.required.city, names.city, 100),
      state: requiredChoice(stateChoices, v.required.state, v.invalidChoice.state),
      zipCode: requiredText(v, v.required.zipCode, names.zipCode, 10).regex(/^\d{5}(-\d{4})?$/, v.invalidZip),
      projectType: requiredChoice(projectTypes, v.required.projectType, v.invalidChoice.projectType),
      projectDescription: requiredText(v, v.required.projectDescription, names.projectDescription, 5000),
      budget: optionalChoice(budgets, v.invalidChoice.budget),
      timeframe: optionalChoice(timeframes, v.invalidChoice.timeframe),
      howDidYouHear: optionalChoice(referralSources, v.invalidChoice.howDidYouHear),
      /** The package chosen on the service's pricing card (app/content/pricing.ts), if any. */
      servicePackage: optionalText(v, names.servicePackage, 100),
      /** How many windows the job covers, for the instant price range (app/content/pricing.ts). */
      windowCount: optionalWholeNumber(v.windowCount(MAX_WINDOW_COUNT), 1, MAX_WINDOW_COUNT),
    })
    .superRefine((value, ctx) => {
      if (prices && value.servicePackage && !packageNames(value.projectType, prices).includes(value.servicePackage)) {
        ctx.addIssue({ code: 'custom', path: ['servicePackage'], message: v.packageMismatch });
      }
    });
}

/** The instant price range of a request as sent: its windows, its service and its package, if any. */
export function quotePriceEstimate(input: Pick<QuoteRequestInput, 'projectType' | 'windowCount' | 'servicePackage'>, prices: PriceTable): PriceEstimate | null {
  return input.windowCount ? estimatePrice(prices, input.projectType, input.windowCount, input.servicePackage) : null;
}

/**
 * The price range a stored quote request was shown, in words: "$300–$800 for 2 windows" (null:
 * none), in `words`' language. The amounts are the ones stored with the request; `prices`, the
 * company profile's price table (getPriceTable), says whether they are per visit and how many visits a year.
 */
export function storedPriceRange(
  lead: {
    projectType: string;
    windowCount: number | null;
    priceLowCents: number | null;
    priceHighCents: number | null;
  },
  words: PriceWords | undefined,
  prices: PriceTable,
): string | null {
  if (lead.windowCount === null || lead.priceLowCents === null || lead.priceHighCents === null) return null;
  const tiers = tiersOf(prices, lead.projectType);
  const perVisit = tiers[0]?.unit === 'per visit, up to 10 windows';
  // One price is one package's: the package whose price for these windows it is tells its visits a year.
  const lots = Math.ceil(lead.windowCount / WINDOWS_PER_MAINTENANCE_VISIT);
  const chosen = perVisit && lead.priceLowCents === lead.priceHighCents ? tiers.find((tier) => tier.priceCents * lots === lead.priceLowCents) : undefined;
  return describePriceEstimate(
    {
      lowCents: lead.priceLowCents,
      highCents: lead.priceHighCents,
      windows: lead.windowCount,
      perVisit,
      ...(chosen?.visitsPerYear ? { visitsPerYear: chosen.visitsPerYear } : {}),
    },
    words,
  );
}

export type QuoteRequestInput = z.infer<ReturnType<typeof quoteRequestSchemaIn>>;
