import { z } from '~/lib/schema';
import { usStates } from '~/content/us-states';
import { describePriceEstimate, estimatePrice, MAX_WINDOW_COUNT, packageNames, type PriceEstimate, pricing } from '~/content/pricing';
import { type Choice, emailField, optionalChoice, optionalText, optionalWholeNumber, requiredChoice, requiredText } from './lead-fields';

export const projectTypes = [
  { value: 'window-installation', label: 'Window Installation' },
  { value: 'window-replacement', label: 'Window Replacement' },
  { value: 'window-repair', label: 'Window Repair' },
  { value: 'window-maintenance', label: 'Window Maintenance' },
  { value: 'glass-replacement', label: 'Glass Replacement' },
  { value: 'weatherproofing', label: 'Weatherproofing' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice[];

export const budgets = [
  { value: 'under-1000', label: 'Under $1,000' },
  { value: '1000-5000', label: '$1,000 - $5,000' },
  { value: '5000-10000', label: '$5,000 - $10,000' },
  { value: '10000-20000', label: '$10,000 - $20,000' },
  { value: 'over-20000', label: 'Over $20,000' },
] as const satisfies readonly Choice[];

export const timeframes = [
  { value: 'immediately', label: 'Immediately' },
  { value: '1-2-weeks', label: 'Within 1-2 weeks' },
  { value: '1-month', label: 'Within a month' },
  { value: '2-3-months', label: 'In 2-3 months' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Choice[];

export const referralSources = [
  { value: 'google', label: 'Google search' },
  { value: 'social-media', label: 'Social media' },
  { value: 'friend', label: 'Friend or neighbor' },
  { value: 'advertisement', label: 'Advertisement' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice[];

export const stateChoices: readonly Choice[] = usStates.map((state) => ({ value: state.code, label: state.name }));

const PHONE_DIGITS = /^(?=(?:\D*\d){7,15}\D*$)[\d\s().+\-x]+$/i;

/** The quote form's one schema, used by the browser, the form action and the JSON API. */
export const quoteRequestSchema = z.object({
  firstName: requiredText('First name is required', 'First name', 100),
  lastName: requiredText('Last name is required', 'Last name', 100),
  email: emailField('Email is required'),
  phone: requiredText('Phone number is required', 'Phone number', 30).regex(PHONE_DIGITS, 'Enter a valid phone number'),
  address: requiredText('Address is required', 'Address', 200),
  city: requiredText('City is required', 'City', 100),
  state: requiredChoice(stateChoices, 'State is required', 'state'),
  zipCode: requiredText('ZIP code is required', 'ZIP code', 10).regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  projectType: requiredChoice(projectTypes, 'Project type is required', 'project type'),
  projectDescription: requiredText('Project description is required', 'Project description', 5000),
  budget: optionalChoice(budgets, 'budget'),
  timeframe: optionalChoice(timeframes, 'timeframe'),
  howDidYouHear: optionalChoice(referralSources, 'option'),
  /** The package chosen on the service's pricing card (app/content/pricing.ts), if any. */
  servicePackage: optionalText('Package', 100),
  /** How many windows the job covers, for the instant price range (app/content/pricing.ts). */
  windowCount: optionalWholeNumber(`Enter the number of windows as a whole number from 1 to ${MAX_WINDOW_COUNT}`, 1, MAX_WINDOW_COUNT),
}).superRefine((value, ctx) => {
  if (value.servicePackage && !packageNames(value.projectType).includes(value.servicePackage)) {
    ctx.addIssue({ code: 'custom', path: ['servicePackage'], message: 'Choose one of the packages of the selected project type, or none' });
  }
});

/** The packages the quote form offers for a project type: its pricing cards' names. */
export function packageChoices(projectType: string | undefined): Choice[] {
  return packageNames(projectType ?? '').map((name) => ({ value: name, label: name }));
}

/** The instant price range of a request as sent: its windows, its service and its package, if any. */
export function quotePriceEstimate(input: Pick<QuoteRequestInput, 'projectType' | 'windowCount' | 'servicePackage'>): PriceEstimate | null {
  return input.windowCount ? estimatePrice(input.projectType, input.windowCount, input.servicePackage) : null;
}

/** The price range a stored quote request was shown, in words: "$300–$800 for 2 windows" (null: none). */
export function storedPriceRange(lead: {
  projectType: string;
  windowCount: number | null;
  priceLowCents: number | null;
  priceHighCents: number | null;
}): string | null {
  if (lead.windowCount === null || lead.priceLowCents === null || lead.priceHighCents === null) return null;
  const tiers = Object.hasOwn(pricing, lead.projectType) ? pricing[lead.projectType as keyof typeof pricing] : [];
  return describePriceEstimate({
    lowCents: lead.priceLowCents,
    highCents: lead.priceHighCents,
    windows: lead.windowCount,
    perVisit: tiers[0]?.unit === 'per visit, up to 10 windows',
  });
}

export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;

export const QUOTE_SUCCESS_MESSAGE = 'Thank you for your quote request! We will contact you shortly to discuss your project.';
export const QUOTE_ERROR_MESSAGE = 'There was an error submitting your quote request. Please try again.';
/** SPEC section 4: the success message shows for 5 seconds. */
export const QUOTE_SUCCESS_VISIBLE_MS = 5000;
