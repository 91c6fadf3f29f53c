import { calendarDay, MAX_RANGE_DAYS, time } from '~/features/calendar/calendar';
import { type Company, company as sampleCompany, formatAddress, shortDescriptionOf } from '~/content/company';
import type { PriceTable, PricingTier } from '~/content/pricing';
import { serviceIds } from '~/content/service-ids';
import type { Locale } from '~/lib/locale';
import { isEmailAddress } from '~/lib/email-address';
import { z } from '~/lib/schema';

// The company profile: every fact a visitor, an email or the assistant states about the company,
// in the shape of the API (`GET`/`PATCH /api/admin/business`) and the owner's editor. One schema,
// used by the server to check each save and by the editor in the browser. Its messages are for
// staff, in English, and name the problem.

/** Drops everything but digits (and a leading +) and reads a US number: '(305) 555-0142' → '+13055550142'. */
export function toE164(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
  if (/[^\d\s().+-]/.test(value)) return null;
  return `+1${national}`;
}

/** '+13055550142' → '(305) 555-0142', the way the site writes a phone number. */
export function formatPhone(e164: string): string {
  const national = e164.replace(/^\+1/, '');
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

function text(what: string, max: number) {
  return z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Keep ${what} to ${max} characters.`);
}

/** A text in English and Spanish, both required: the site shows each language whole. */
export function bilingual(max: number) {
  return z.strictObject(
    {
      en: z.string({ error: 'Fill in the English text.' }).trim().min(1, 'Fill in the English text.').max(max, `Keep the English text to ${max} characters.`),
      es: z
        .string({ error: 'Fill in the Spanish text too.' })
        .trim()
        .min(1, 'Fill in the Spanish text too.')
        .max(max, `Keep the Spanish text to ${max} characters.`),
    },
    { error: 'Fill in the text in English and Spanish.' },
  );
}
export type Bilingual = z.output<ReturnType<typeof bilingual>>;

/** A text in both languages that may be left out (both boxes empty, or null): the site then says nothing about it. */
export function optionalBilingual(max: number) {
  return z
    .preprocess((value) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const { en, es } = value as Record<string, unknown>;
        const empty = (text: unknown) => text === undefined || text === null || (typeof text === 'string' && text.trim() === '');
        if (empty(en) && empty(es)) return undefined;
      }
      return value ?? undefined;
    }, bilingual(max).optional())
    .optional();
}

const phone = z
  .string({ error: 'Enter a 10-digit US phone number.' })
  .trim()
  .refine((value) => toE164(value) !== null, 'Enter a 10-digit US phone number.')
  .transform((value) => toE164(value)!);

const zipCode = z
  .string({ error: 'ZIP codes have five digits.' })
  .trim()
  .regex(/^\d{5}$/, 'ZIP codes have five digits.');

/** The weekdays as the API names them, Sunday first (Date#getDay's order). */
export const weekdayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayName = (typeof weekdayNames)[number];

const dayHours = z
  .strictObject({ opens: time, closes: time }, { error: 'Give the opening and closing time, or leave the day out (closed).' })
  .nullish()
  .transform((hours) => hours ?? null)
  .refine((hours) => hours === null || hours.opens < hours.closes, 'The closing time must be after the opening time.');

/** Opening hours per weekday; a day left out or null is a day the office is closed. */
const hours = z.strictObject(Object.fromEntries(weekdayNames.map((day) => [day, dayHours])) as Record<WeekdayName, typeof dayHours>, {
  error: 'Give the hours as an object with a key per weekday (monday … sunday).',
});

const closure = z
  .strictObject({
    date: calendarDay,
    endDate: calendarDay
      .nullish()
      .transform((day) => day ?? undefined)
      .optional(),
    note: bilingual(120),
  })
  .superRefine((value, context) => {
    if (value.endDate === undefined) return;
    if (value.endDate < value.date) context.addIssue({ code: 'custom', message: 'A closure cannot end before it starts.', path: ['endDate'] });
    else if ((Date.parse(value.endDate) - Date.parse(value.date)) / 86_400_000 >= MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', message: `A closure can cover at most ${MAX_RANGE_DAYS} days.`, path: ['endDate'] });
    }
  });
export type ProfileClosure = z.output<typeof closure>;

const town = z.strictObject({
  name: text('the town’s name', 60),
  zipCodes: z.array(zipCode).min(1, 'Give at least one ZIP code.').max(60, 'List at most 60 ZIP codes.'),
});

const serviceArea = z
  .strictObject({
    county: text('the county', 60),
    towns: z.array(town).min(1, 'List at least one town.').max(300, 'List at most 300 towns.'),
  })
  .superRefine((area, context) => {
    const seen = new Set<string>();
    area.towns.forEach((entry, index) => {
      const key = entry.name.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', message: `${entry.name} is listed twice.`, path: ['towns', index, 'name'] });
      seen.add(key);
    });
  });

/** What a price is for: one window, or a maintenance visit covering up to 10 windows. */
export const priceUnits = ['per window', 'per visit, up to 10 windows'] as const;
export type PriceUnit = (typeof priceUnits)[number];

const pricePackage = z.strictObject({
  name: bilingual(60),
  priceCents: z
    .number({ error: 'Enter the price in cents, as a whole number (35000 for $350).' })
    .int('Enter the price in cents, as a whole number (35000 for $350).')
    .positive('A price must be more than $0.')
    .max(10_000_000, 'A price must be at most $100,000.'),
  unit: z.enum(priceUnits, { error: `Choose the unit: ${priceUnits.map((unit) => `"${unit}"`).join(' or ')}.` }),
  visitsPerYear: z
    .number({ error: 'Enter the visits a year as a whole number.' })
    .int('Enter the visits a year as a whole number.')
    .min(1, 'Enter at least one visit a year.')
    .max(52, 'Enter at most 52 visits a year.')
    .nullish()
    .transform((visits) => visits ?? undefined)
    .optional(),
  description: bilingual(300),
  includes: z.array(bilingual(120)).max(12, 'List at most 12 things a package includes.'),
  mostPopular: z.boolean({ error: 'Say true or false: is this the most popular package?' }),
});
export type PricePackage = z.output<typeof pricePackage>;

const packages = z
  .array(pricePackage)
  .min(1, 'Give at least one package, or remove the service from the price list.')
  .max(6, 'Give at most 6 packages.')
  .superRefine((list, context) => {
    if (list.filter((entry) => entry.mostPopular).length > 1) context.addIssue({ code: 'custom', message: 'Mark at most one package as most popular.' });
    const names = new Set<string>();
    list.forEach((entry, index) => {
      if (names.has(entry.name.en)) context.addIssue({ code: 'custom', message: `Two packages are called ${entry.name.en}.`, path: [index, 'name', 'en'] });
      names.add(entry.name.en);
    });
  });

const priceList = z.partialRecord(z.enum(serviceIds, { error: `Price lists are keyed by service: ${serviceIds.join(', ')}.` }), packages);
export type PriceList = z.output<typeof priceList>;

const policies = z.strictObject({
  warranty: bilingual(1000),
  /** The financing offered, if any: the home page and the assistant state it only when it is set. */
  financing: optionalBilingual(1000),
  cancellation: bilingual(1000),
  freeEstimates: bilingual(1000),
});

/** Where a review was posted. */
export const reviewSources = ['Google', 'Yelp', 'Facebook'] as const;

const testimonial = z.strictObject({
  quote: bilingual(600),
  name: text('the reviewer’s name', 80),
  /** What they are: 'Homeowner', 'Property Manager'. */
  role: bilingual(60),
  town: text('the reviewer’s town', 60),
  rating: z
    .number({ error: 'Give a rating from 1 to 5 stars.' })
    .int('Give a rating from 1 to 5 stars.')
    .min(1, 'Give a rating from 1 to 5 stars.')
    .max(5, 'Give a rating from 1 to 5 stars.'),
  source: z.enum(reviewSources, { error: `Choose where it was posted: ${reviewSources.join(', ')}.` }),
  date: calendarDay,
  /** Shown on the site: the home page quotes the first three featured, the quote page the next three. Left out: not shown. */
  featured: z.boolean({ error: 'Say true or false: is this review featured on the site?' }).default(false),
});
export type ProfileTestimonial = z.output<typeof testimonial>;

/** How many featured reviews the site shows: three on the home page, three more on the quote page. */
export const MAX_FEATURED_TESTIMONIALS = 6;

/** The kinds of badge the site can draw: three credentials' seals, and a plain seal for any other. */
export const badgeKinds = ['energy-star', 'home-advisor', 'bbb', 'other'] as const;
export type BadgeKind = (typeof badgeKinds)[number];

const badge = z.strictObject({
  /** The credential's own name, as its issuer writes it: 'BBB A+'. */
  name: text('the credential’s name', 60),
  kind: z.enum(badgeKinds, { error: `Choose the badge's picture: ${badgeKinds.join(', ')}.` }),
  /** What it says under the name: 'BBB Accredited, A+ rating'. */
  label: bilingual(80),
  description: bilingual(300),
  /**
   * The owner's word that the company holds it: a badge names a third party, so it is shown only
   * once confirmed (the samples a new install ships with are not).
   */
  confirmed: z.boolean({ error: 'Say true or false: does the company hold this credential?' }).default(false),
});
export type ProfileBadge = z.output<typeof badge>;

/** Where the company has a page of its own. */
export const socialNetworks = ['Facebook', 'Instagram', 'X', 'LinkedIn', 'Yelp'] as const;
export type SocialNetworkName = (typeof socialNetworks)[number];

const httpsLink = (what: string) =>
  z
    .string({ error: `Enter ${what}, starting with https://.` })
    .trim()
    .max(500, `Keep ${what} to 500 characters.`)
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', `Enter ${what}, starting with https://.`);

const socialLink = z.strictObject({
  network: z.enum(socialNetworks, { error: `Choose the network: ${socialNetworks.join(', ')}.` }),
  url: httpsLink('the page’s address'),
});
export type ProfileSocialLink = z.output<typeof socialLink>;

/** What a team photo's id looks like: the UUID its upload was given. */
const TEAM_PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const NOT_A_TEAM_PHOTO = 'Upload the photo in the editor: this is not one of the team’s photos.';

const teamMember = z.strictObject({
  name: text('the name', 80),
  role: bilingual(80),
  bio: bilingual(600),
  // The id of a photo uploaded in the editor (a UUID); profile.server.ts checks that it is stored.
  photoId: z
    .string({ error: 'A photo id is text.' })
    .trim()
    .regex(TEAM_PHOTO_ID, NOT_A_TEAM_PHOTO)
    .or(z.literal(''))
    .nullish()
    .transform((id) => id || undefined)
    .optional(),
});
export type ProfileTeamMember = z.output<typeof teamMember>;

const address = z.strictObject({
  street: text('the street address', 120),
  city: text('the city', 60),
  state: z
    .string({ error: 'Enter the state as two letters, such as FL.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Enter the state as two letters, such as FL.')
    .transform((state) => state.toUpperCase()),
  zipCode,
});
export type ProfileAddress = z.output<typeof address>;

/** The whole profile, as the API returns it and as a save is checked. */
export const businessProfileSchema = z.strictObject(
  {
    name: text('the company name', 80),
    phone,
    email: z
      .string({ error: 'Enter an email address such as info@example.com.' })
      .trim()
      .refine(isEmailAddress, 'Enter an email address such as info@example.com.'),
    address,
    licenceNumber: text('the licence number', 40),
    insurance: bilingual(1000),
    hours,
    closures: z.array(closure).max(500, 'Keep at most 500 closures.'),
    serviceArea,
    priceList,
    policies,
    reviewUrl: httpsLink('the review link'),
    testimonials: z
      .array(testimonial)
      .max(50, 'Keep at most 50 testimonials.')
      .refine(
        (list) => list.filter((entry) => entry.featured).length <= MAX_FEATURED_TESTIMONIALS,
        `Feature at most ${MAX_FEATURED_TESTIMONIALS} reviews: the home page shows three and the quote page three more.`,
      ),
    team: z.array(teamMember).max(20, 'Keep at most 20 team members.'),
    /** The year the company was founded; the site says "since …" only when it is set. */
    foundedYear: z
      .number({ error: 'Enter the year the company was founded, such as 2005.' })
      .int('Enter the year the company was founded, such as 2005.')
      .min(1800, 'Enter the year the company was founded, such as 2005.')
      .max(new Date().getUTCFullYear() + 1, 'The year the company was founded cannot be in the future.')
      .nullish()
      .transform((year) => year ?? undefined)
      .optional(),
    /** The company's own promise about its work (a satisfaction guarantee); shown only when set. */
    guarantee: optionalBilingual(600),
    badges: z.array(badge).max(12, 'Keep at most 12 badges.').default([]),
    social: z
      .array(socialLink)
      .max(10, 'Keep at most 10 social links.')
      .default([])
      .superRefine((list, context) => {
        const seen = new Set<string>();
        list.forEach((entry, index) => {
          if (seen.has(entry.network)) context.addIssue({ code: 'custom', message: `${entry.network} is listed twice.`, path: [index, 'network'] });
          seen.add(entry.network);
        });
      }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.slice(0, 5).join(', ')}${issue.keys.length > 5 ? ` and ${issue.keys.length - 5} more` : ''}.`
        : 'Send the profile as a JSON object.',
  },
);

export type BusinessProfile = z.output<typeof businessProfileSchema>;
/** A profile as sent: a phone in any common format, days and optional fields left out. */
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;
export type ProfileField = keyof BusinessProfile;
export const profileFields = Object.keys(businessProfileSchema.shape) as ProfileField[];

/** Field errors keyed by the path of the field, 'priceList.window-repair.0.priceCents'. */
export type ProfileFieldErrors = Record<string, string>;

/** How many unknown fields a refusal names one by one. */
const MAX_UNKNOWN_FIELDS = 20;

export function profileFieldErrors(error: z.ZodError): ProfileFieldErrors {
  const fieldErrors: ProfileFieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      // Each unknown key is named by its own error, the first few only: a patch of 50,000 made-up
      // keys once gave each of them the message naming all the others (gigabytes of JSON).
      for (const key of issue.keys.slice(0, MAX_UNKNOWN_FIELDS)) fieldErrors[path ? `${path}.${key}` : key] ??= `Unknown field: ${key.slice(0, 100)}.`;
      const more = issue.keys.length - MAX_UNKNOWN_FIELDS;
      if (more > 0) fieldErrors[path || 'profile'] ??= `${issue.keys.length} unknown fields, ${more} of them not listed here.`;
    } else fieldErrors[path || 'profile'] ??= issue.message;
  }
  return fieldErrors;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** No field of the profile is nested deeper than a handful of levels: a patch deeper than this is refused before it is merged. */
export const MAX_PATCH_DEPTH = 20;

/** Whether `value` nests objects or arrays more than `depth` levels deep; walked without recursion, so any depth is safe. */
export function nestedDeeperThan(value: unknown, depth: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, level] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (level >= depth) return true;
    for (const child of Object.values(item)) stack.push([child, level + 1]);
  }
  return false;
}

/** RFC 7396 JSON merge patch: objects merge key by key, null removes a key, anything else (arrays too) replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

/** JSON with the keys of every object sorted, so two values compare equal whatever order their keys came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    const entries = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The top-level fields whose values differ between two profiles, in the schema's order. */
export function changedFields(before: Partial<BusinessProfile>, after: Partial<BusinessProfile>): ProfileField[] {
  return profileFields.filter((field) => canonicalJson(before[field]) !== canonicalJson(after[field]));
}

/** The company as the site's frame, pages and structured data show it: the profile's facts in the shape of app/content/company.ts. */
export function companyOf(
  profile: Pick<BusinessProfile, 'name' | 'phone' | 'email' | 'address' | 'serviceArea' | 'foundedYear' | 'social' | 'guarantee'> & {
    policies: Pick<BusinessProfile['policies'], 'financing'>;
  },
  locale: Locale = 'en',
): Company {
  const address = {
    streetAddress: profile.address.street,
    addressLocality: profile.address.city,
    addressRegion: profile.address.state,
    postalCode: profile.address.zipCode,
    addressCountry: 'US',
  };
  const sameAddress = formatAddress(address) === formatAddress(sampleCompany.address);
  return {
    ...sampleCompany,
    name: profile.name,
    legalName: profile.name,
    address,
    // The map pin is the sample office's: a moved office has none until it is given one.
    geo: sameAddress ? sampleCompany.geo : undefined,
    phone: { display: formatPhone(profile.phone), e164: profile.phone },
    email: profile.email,
    shortDescription: shortDescriptionOf(profile.serviceArea.county, profile.foundedYear),
    foundedYear: profile.foundedYear,
    guarantee: profile.guarantee?.[locale],
    financing: profile.policies.financing?.[locale],
    social: (profile.social ?? []).map((link) => ({ name: link.network, url: link.url })),
    serviceArea: profile.serviceArea.towns.map((town) => town.name),
    county: profile.serviceArea.county,
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(formatAddress(address))}`,
  };
}

/** The price list in a language, as the pages and the price range read it: each package under its English name (the value a request stores). */
export function priceTable(list: PriceList, locale: Locale): PriceTable {
  return Object.fromEntries(
    Object.entries(list).map(([service, entries]) => [
      service,
      (entries ?? []).map((entry): PricingTier => ({
        name: entry.name.en,
        priceCents: entry.priceCents,
        unit: entry.unit,
        ...(entry.visitsPerYear ? { visitsPerYear: entry.visitsPerYear } : {}),
        description: entry.description[locale],
        includes: entry.includes.map((line) => line[locale]),
        popular: entry.mostPopular,
      })),
    ]),
  );
}

/** Each package's name in `locale`, keyed by its English name. */
export function packageNamesIn(list: PriceList, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.values(list).flatMap((entries) => (entries ?? []).map((entry) => [entry.name.en, entry.name[locale]])));
}
