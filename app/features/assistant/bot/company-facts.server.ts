import { type Company, formatAddress } from '~/content/company';
import { outsideServiceArea } from '~/content/service-area';
import { type Credentials, policies } from '~/content/policies';
import { formatDollars, type PriceTable, type PricingTier, tiersOf } from '~/content/pricing';
import { type BusinessProfile, companyOf, packageNamesIn, priceTable } from '~/features/business/profile';
import { credentialsIn } from '~/features/business/profile.server';
import type { Locale } from '~/lib/locale';
import { type Service, serviceDetailPage, services } from '~/content/services';
import {
  type BusinessCalendar,
  type Closure,
  clockOf,
  clockTime,
  closureOn,
  type DailyHours,
  formatDayName,
  getOpenStatus,
  hoursOn,
  hoursText,
  localTime,
  type OpenStatus,
  shiftDay,
  weekdayNames,
  weekdayOf,
} from '~/lib/business-hours';

// The sentences both the local assistant and the remote models' instructions are built from.
// The company's facts (name, phone, email, address, service area and ZIP codes, prices, licence,
// insurance, policies) come from the business profile, read once per turn and passed down as
// `CompanyFacts`; the words from app/content.

/** The profile's facts as the assistant's answers use them. */
export interface CompanyFacts {
  company: Company;
  county: string;
  /** Each town of the service area with its ZIP codes, in the profile's order. */
  zipCodes: Readonly<Record<string, readonly string[]>>;
  prices: Readonly<Record<Locale, PriceTable>>;
  /** Each package's Spanish name, keyed by its English name. */
  packageNamesEs: Readonly<Record<string, string>>;
  /** Warranty, financing, cancellation and free estimates, in English and Spanish. */
  policies: BusinessProfile['policies'];
  /** The licence number and its sentence, and the insurance statement, in English and Spanish. */
  credentials: Readonly<Record<Locale, Credentials>>;
  /** The company's guarantee in both languages, when the profile gives one (the founding year is `company.foundedYear`). */
  guarantee?: BusinessProfile['guarantee'];
}

/** What the assistant says about financing, in each language: the profile's text, or a call when it states none. */
export function financingSentence(facts: CompanyFacts, locale: Locale): string {
  const stated = facts.policies.financing?.[locale];
  if (stated) return stated;
  return locale === 'es'
    ? `Para hablar de cómo pagar su proyecto, llámenos al ${facts.company.phone.display}.`
    : `To talk about how to pay for your project, call us at ${facts.company.phone.display}.`;
}

/** What the assistant says about the company's history: the founding year and the guarantee only when the profile gives them. */
export function aboutCompanySentence(facts: CompanyFacts, locale: Locale): string {
  const { name, foundedYear } = facts.company;
  const guarantee = facts.guarantee?.[locale];
  const history =
    locale === 'es'
      ? foundedYear
        ? `${name} atiende el sur de la Florida desde ${foundedYear}.`
        : `${name} es una empresa de ventanas de Coral Gables que atiende todo ${facts.county}.`
      : foundedYear
        ? `${name} has served South Florida since ${foundedYear}.`
        : `${name} is a Coral Gables window company serving all of ${facts.county}.`;
  return guarantee ? `${history} ${guarantee}` : history;
}

type FactsProfile = Pick<
  BusinessProfile,
  'name' | 'phone' | 'email' | 'address' | 'serviceArea' | 'priceList' | 'policies' | 'licenceNumber' | 'insurance' | 'foundedYear' | 'guarantee' | 'social'
>;
const factsCache = new WeakMap<FactsProfile, CompanyFacts>();

/** The assistant's facts from a profile (remembered per profile object, so a cached profile is turned into facts once). */
export function companyFactsOf(profile: FactsProfile): CompanyFacts {
  let facts = factsCache.get(profile);
  if (!facts) {
    facts = {
      company: companyOf(profile),
      county: profile.serviceArea.county,
      zipCodes: Object.fromEntries(profile.serviceArea.towns.map((town) => [town.name, town.zipCodes])),
      prices: { en: priceTable(profile.priceList, 'en'), es: priceTable(profile.priceList, 'es') },
      packageNamesEs: packageNamesIn(profile.priceList, 'es'),
      policies: profile.policies,
      credentials: { en: credentialsIn(profile, 'en'), es: credentialsIn(profile, 'es') },
      guarantee: profile.guarantee,
    };
    factsCache.set(profile, facts);
  }
  return facts;
}

const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

export function joinList(items: readonly string[]): string {
  return list.format(items);
}

/** A service's packages in the profile's price list. */
export function tiersFor(facts: CompanyFacts, service: Service, locale: Locale = 'en'): readonly PricingTier[] {
  return tiersOf(facts.prices[locale], service.id);
}

/** "Standard: $350 per window. Quality vinyl single-hung…" for each package of a service. */
export function pricingLines(facts: CompanyFacts, service: Service): string[] {
  return tiersFor(facts, service).map(
    (tier) => `${tier.name}: ${formatDollars(tier.priceCents)} ${tier.unit}${tier.popular ? ' (most popular)' : ''}. ${tier.description}`,
  );
}

/** "$350 to $750 per window" (maintenance: "per visit, up to 10 windows"). */
export function priceRange(facts: CompanyFacts, service: Service): string {
  const tiers = tiersFor(facts, service);
  if (tiers.length === 0) return 'priced at the free estimate';
  const cents = tiers.map((tier) => tier.priceCents);
  const unit = tiers[0]?.unit ?? 'per window';
  return `${formatDollars(Math.min(...cents))} to ${formatDollars(Math.max(...cents))} ${unit}`;
}

/** A moment and the business calendar it is judged by: every answer about the hours needs both. */
export interface OfficeClock {
  now: Date;
  calendar: BusinessCalendar;
}

/** The weekly hours as the calendar holds them and the site shows them. */
export function hoursSummary(calendar: BusinessCalendar): string {
  return `${hoursText(calendar.weekly, 'en')} (Eastern Time)`;
}

/** "opens at 8:45 AM tomorrow", or on a closure "closed for Thanksgiving; opens at 8:45 AM Friday". */
export function statusInSentence(status: OpenStatus): string {
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  return status.note ? `${lower(status.note)}; ${lower(status.detail)}` : lower(status.detail);
}

/** "We're open right now (closes at 6:00 PM today)." or "We're closed right now (closed for Thanksgiving; opens at 8:45 AM Friday)." */
export function openNowSentence({ now, calendar }: OfficeClock): string {
  const status = getOpenStatus(now, calendar);
  return `We're ${status.isOpen ? 'open' : 'closed'} right now (${statusInSentence(status)}).`;
}

export function isOpenNow({ now, calendar }: OfficeClock): boolean {
  return getOpenStatus(now, calendar).isOpen;
}

export function contactSentence({ company }: CompanyFacts): string {
  return `You can call us at ${company.phone.display} or email ${company.email}. Our office is at ${formatAddress(company.address)}.`;
}

/** The whole county, with every community named. */
export function serviceAreaSentence({ company, county }: CompanyFacts): string {
  return `We serve homes and businesses in all of ${county} County: ${joinList(company.serviceArea)}.`;
}

export const pricingNote = serviceDetailPage.pricing.intro;

/** Every ZIP code we serve, in order. */
export function servedZipCodes({ zipCodes }: CompanyFacts): string[] {
  return [...new Set(Object.values(zipCodes).flat())].sort();
}

/** "Coral Gables (33134, 33143, 33146); Miami (…)": the area with its ZIP codes, for the models' facts. */
export function serviceAreaWithZipCodes({ company, zipCodes }: CompanyFacts): string {
  return company.serviceArea.map((town) => `${town} (${(zipCodes[town] ?? []).join(', ')})`).join('; ');
}

export type AreaAnswer = { kind: 'town'; town: string; served: boolean } | { kind: 'zip'; zip: string; served: boolean; towns: string[] };

function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

function knownTowns({ company }: CompanyFacts): { town: string; served: boolean }[] {
  const served = company.serviceArea.map((town) => ({ town, served: true }));
  const outside = outsideServiceArea.filter((town) => !company.serviceArea.includes(town)).map((town) => ({ town, served: false }));
  // "North Miami Beach" before "Miami Beach" before "Miami".
  return [...served, ...outside].sort((a, b) => b.town.length - a.town.length);
}

/** Whether we serve the town or ZIP code a message names; undefined when it names neither. */
export function serviceAreaAnswer(text: string, facts: CompanyFacts): AreaAnswer | undefined {
  // Florida ZIP codes only, so "$10000" or an order number is not taken for one.
  const zip = /(?<![\d$,.])(3[234]\d{3})(?:-\d{4})?(?!,?\d)/.exec(text)?.[1];
  if (zip) {
    const towns = facts.company.serviceArea.filter((town) => facts.zipCodes[town]?.includes(zip));
    return { kind: 'zip', zip, served: towns.length > 0, towns };
  }
  const message = fold(text);
  for (const { town, served } of knownTowns(facts)) {
    if (new RegExp(`\\b${fold(town)}\\b`).test(message)) return { kind: 'town', town, served };
  }
  return undefined;
}

/** The whole answer to "do you serve Hialeah?" or "…33156?": yes or no, and the county we serve. */
export function serviceAreaReply(answer: AreaAnswer | undefined, facts: CompanyFacts): string {
  if (!answer) return `${serviceAreaSentence(facts)} Tell me your town or ZIP code and I'll check.`;
  const callUs = `If you're close to it, call us at ${facts.company.phone.display} and we'll see what we can do.`;
  const wholeCounty = `we serve all of ${facts.county} County`;
  if (answer.kind === 'zip') {
    // As /book says of it: a ZIP code the owner's list leaves out is outside the area booked online, whatever its county.
    return answer.served
      ? `Yes, we serve ${answer.zip} (${joinList(answer.towns)}).`
      : `ZIP code ${answer.zip} is outside the area we book online, so I can't book a visit there. Call us at ${facts.company.phone.display} and we will tell you whether we can come.`;
  }
  return answer.served ? `Yes, we work in ${answer.town}: ${wholeCounty}.` : `Sorry, ${answer.town} is outside our service area: ${wholeCounty}. ${callUs}`;
}

/** The town a served answer names ("Hialeah", or the first town of a ZIP code), for answers that name it. */
export function servedTown(answer: AreaAnswer | undefined): string | null {
  if (!answer?.served) return null;
  return answer.kind === 'town' ? answer.town : (answer.towns[0] ?? null);
}

/** "Gables Window Care is a licensed Florida certified general contractor, licence number …" and the insurance statement. */
export function licenceAndInsuranceSentence(facts: CompanyFacts, locale: Locale = 'en'): string {
  const { licenceStatement, insuranceStatement } = facts.credentials[locale];
  return `${licenceStatement} ${insuranceStatement}`;
}

/** Every impact package of the price list, with its service. */
export function impactTiers(facts: CompanyFacts, locale: Locale = 'en'): { service: Service; tier: PricingTier }[] {
  return services.flatMap((service) =>
    tiersFor(facts, service, locale)
      .filter((tier) => /impact/i.test(tier.name))
      .map((tier) => ({ service, tier })),
  );
}

/** The impact-window answer with the impact packages' prices from the price list. */
export function impactWindowsSentence(facts: CompanyFacts): string {
  const tiers = impactTiers(facts).map(({ service, tier }) => `${service.title}, ${tier.name}: ${formatDollars(tier.priceCents)} ${tier.unit}`);
  return tiers.length > 0 ? `${policies.impactWindows} Prices: ${tiers.join('; ')}.` : policies.impactWindows;
}

/** "How much for an impact window?": the prices first, then what the windows are. */
export function impactPriceAnswer(facts: CompanyFacts): string {
  const prices = impactTiers(facts).map(({ service, tier }) => `${formatDollars(tier.priceCents)} ${tier.unit} with ${service.title} (${tier.name})`);
  return `An impact window costs ${joinList(prices)}.\n\n${policies.impactWindowDetails} ${pricingNote}`;
}

/** What the calendar says of one business day: its closure (with why), a weekday we keep closed, or its hours; and the next opening after a closed one. */
export interface DayOnCalendar {
  day: string;
  closure: Closure | undefined;
  hours: DailyHours | null;
  /** The next day with hours after a closed day, within two months. */
  reopens: { day: string; opens: string } | null;
}

export function dayOnCalendar(calendar: BusinessCalendar, day: string): DayOnCalendar {
  const hours = hoursOn(calendar, day);
  let reopens: DayOnCalendar['reopens'] = null;
  if (!hours) {
    for (let ahead = 1; ahead <= 62 && !reopens; ahead += 1) {
      const next = shiftDay(day, ahead);
      const nextHours = hoursOn(calendar, next);
      if (nextHours) reopens = { day: next, opens: nextHours.opens };
    }
  }
  return { day, closure: closureOn(calendar, day), hours, reopens };
}

/** "No, we're closed on Thursday, December 31 (Closed for New Year's Eve). We open again on Friday, January 1 at 8:00 AM." or the day's hours. */
export function dateAnswer({ day, closure, hours, reopens }: DayOnCalendar, facts: CompanyFacts): string {
  const named = formatDayName(day, 'en');
  if (hours) return `Yes, we're open on ${named}, from ${clockTime(hours.opens, 'en')} to ${clockTime(hours.closes, 'en')} (Eastern Time).`;
  const why = closure ? ` (${closure.note.en})` : ` (we're closed on ${weekdayNames.en[weekdayOf(day)]}s)`;
  const again = reopens ? ` We open again on ${formatDayName(reopens.day, 'en')} at ${clockTime(reopens.opens, 'en')}.` : '';
  return `No, we're closed on ${named}${why}.${again} For a broken window that can't wait, call ${facts.company.phone.display}: our emergency crew answers day and night.`;
}

/** "9:40 PM" on the business calendar's clock. */
export function timeNow({ now, calendar }: OfficeClock, locale: Locale): string {
  const { minutes } = localTime(now, calendar.timeZone);
  return clockTime(clockOf(minutes), locale);
}

/** Door packages of the price list (a package or its description naming a door), with their service. */
export function doorTiers(facts: CompanyFacts, locale: Locale = 'en'): { service: Service; tier: PricingTier }[] {
  const door = locale === 'es' ? /\bpuertas?\b/i : /\bdoors?\b/i;
  return services.flatMap((service) =>
    tiersFor(facts, service, locale)
      .filter((tier) => door.test(tier.name) || door.test(tier.description))
      .map((tier) => ({ service, tier })),
  );
}

/** "How much for a sliding door?": the price list's door packages, or, when it has none, that a door is priced at the free estimate. */
export function doorPriceAnswer(facts: CompanyFacts): string {
  const tiers = doorTiers(facts).map(({ service, tier }) => `- ${service.title}, ${tier.name}: ${formatDollars(tier.priceCents)} ${tier.unit}`);
  if (tiers.length > 0) return `Our door prices:\n${tiers.join('\n')}\n\n${pricingNote}`;
  return `Doors, sliding glass doors included, have no set price on our price list: we price each one at the free estimate, once we have seen it. Call ${facts.company.phone.display} or ask me to book the visit.`;
}
