import type { ServiceId } from './service-ids';

// Prices: what a package is, and the helpers the pages, the quote form and the instant price range
// use on the company profile's list, passed to them as a PriceTable. The sample list a new install
// starts from is in ./price-list.ts (./es/pricing.ts in Spanish), apart from these helpers, so a
// page that only needs them does not load it.

export interface PricingTier {
  readonly name: string;
  /** Integer cents, like every amount of money in the application. */
  readonly priceCents: number;
  /** What the price is for: one window, or a maintenance visit covering up to 10 windows. */
  readonly unit: 'per window' | 'per visit, up to 10 windows';
  /** Maintenance packages only: how many visits a year the package includes. */
  readonly visitsPerYear?: number;
  readonly description: string;
  readonly includes: readonly string[];
  readonly popular: boolean;
}

/** A price list keyed by service id, in one language: the profile's (app/features/business/profile.ts priceTable). */
export type PriceTable = Readonly<Partial<Record<string, readonly PricingTier[]>>>;

/** A service's packages on `table`, none for a service without a price list. */
export function tiersOf(table: PriceTable, serviceId: string): readonly PricingTier[] {
  return Object.hasOwn(table, serviceId) ? (table[serviceId] ?? []) : [];
}

/** The package names of a service, for the quote form's choice. */
export function packageNames(serviceId: string, table: PriceTable): readonly string[] {
  return tiersOf(table, serviceId).map((tier) => tier.name);
}

/** The link that opens the quote form with a service (and one of its packages) chosen. */
export function quoteHref(service: ServiceId, servicePackage?: string): string {
  const params = new URLSearchParams({ service });
  if (servicePackage) params.set('package', servicePackage);
  return `/get-quote?${params}`;
}

/** A maintenance visit's price covers this many windows; more windows are priced as more visits' worth. */
export const WINDOWS_PER_MAINTENANCE_VISIT = 10;
/** The most windows the quote form takes; larger jobs are described in words. */
export const MAX_WINDOW_COUNT = 500;

/** The instant price range for a number of windows: lowest package to highest, or the chosen package. */
export interface PriceEstimate {
  readonly lowCents: number;
  readonly highCents: number;
  readonly windows: number;
  /** True when the prices are per maintenance visit rather than per window. */
  readonly perVisit: boolean;
  /** A chosen maintenance package's visits a year (absent for a range or a price per window). */
  readonly visitsPerYear?: number;
}

/**
 * What `windows` windows of a service cost on the price list: the count times the lowest
 * package's price to the count times the highest, or the chosen package's price alone. A
 * maintenance package is priced per visit of up to 10 windows, so 12 windows cost two visits'
 * worth. Null when the service has no price list or the count is not a whole number from 1 to 500.
 */
export function estimatePrice(table: PriceTable, serviceId: string, windows: number, packageName?: string | null): PriceEstimate | null {
  const tiers = tiersOf(table, serviceId);
  if (tiers.length === 0 || !Number.isInteger(windows) || windows < 1 || windows > MAX_WINDOW_COUNT) return null;
  const chosen = packageName ? tiers.filter((tier) => tier.name === packageName) : [];
  const priced = chosen.length > 0 ? chosen : tiers;
  const perVisit = priced[0]!.unit !== 'per window';
  const multiplier = perVisit ? Math.ceil(windows / WINDOWS_PER_MAINTENANCE_VISIT) : windows;
  const cents = priced.map((tier) => tier.priceCents * multiplier);
  const visitsPerYear = chosen.length > 0 ? chosen[0]!.visitsPerYear : undefined;
  return { lowCents: Math.min(...cents), highCents: Math.max(...cents), windows, perVisit, ...(visitsPerYear ? { visitsPerYear } : {}) };
}

/**
 * $350, $1,250.50: the site's way of writing a price (cents only when there are some), for whole
 * cents of zero or more. Written out rather than by `Intl.NumberFormat`: the first `Intl`
 * formatter a page makes loads the browser's locale data, 30–45 ms of a phone's main thread while
 * the page hydrates, and a price list needs no more than thousands separators.
 */
export function formatDollars(cents: number): string {
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = cents % 100;
  return rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, '0')}`;
}

/** "$300–$800", or "$550" when the range is one price. */
export function formatPriceRange(estimate: Pick<PriceEstimate, 'lowCents' | 'highCents'>): string {
  return estimate.lowCents === estimate.highCents
    ? formatDollars(estimate.lowCents)
    : `${formatDollars(estimate.lowCents)}–${formatDollars(estimate.highCents)}`;
}

/** A maintenance visit's price in parts, so a sentence can say what the total is made of. */
export interface VisitPrice {
  /** How many lots of up to 10 windows the visit covers (12 windows: 2). */
  readonly lots: number;
  /** One lot's price or range, "$199" or "$99–$299". */
  readonly lotPrice: string;
  /** A chosen package's visits a year and their total, "$796". */
  readonly year?: { readonly visits: number; readonly total: string };
}

/** How a price range is put into words, in a language (app/content/lead-forms.ts and its Spanish twin). */
export interface PriceWords {
  readonly estimated: (range: string) => string;
  /** "2 windows", "1 window". */
  readonly windows: (count: number) => string;
  /**
   * "$300–$800 for 2 windows"; a maintenance visit says what it is made of:
   * "$398 per visit for 12 windows (2 × $199, each for up to 10 windows), 2 visits a year: $796 a year".
   */
  readonly describe: (range: string, windows: string, visit: VisitPrice | null) => string;
  /** What every price range says beside it: a range is not a quote. */
  readonly note: string;
}

export const priceWords: PriceWords = {
  estimated: (range) => `Estimated price: ${range}`,
  windows: (count) => `${count} ${count === 1 ? 'window' : 'windows'}`,
  describe: (range, windows, visit) => {
    if (!visit) return `${range} for ${windows}`;
    const lots = visit.lots > 1 ? ` (${visit.lots} × ${visit.lotPrice}, each for up to ${WINDOWS_PER_MAINTENANCE_VISIT} windows)` : '';
    const year = visit.year ? `, ${visit.year.visits} ${visit.year.visits === 1 ? 'visit' : 'visits'} a year: ${visit.year.total} a year` : '';
    return `${range} per visit for ${windows}${lots}${year}`;
  },
  note: 'This is an estimate from our price list, not a quote. Your written quote follows a free visit to measure and look at your windows.',
};

/** "$300–$800 for 2 windows", "$398 per visit for 12 windows (2 × $199, …)" (prices are written alike in both languages). */
export function describePriceEstimate(estimate: PriceEstimate, words: PriceWords = priceWords): string {
  const lots = Math.ceil(estimate.windows / WINDOWS_PER_MAINTENANCE_VISIT);
  const visit: VisitPrice | null = estimate.perVisit
    ? {
        lots,
        lotPrice: formatPriceRange({ lowCents: Math.round(estimate.lowCents / lots), highCents: Math.round(estimate.highCents / lots) }),
        ...(estimate.visitsPerYear ? { year: { visits: estimate.visitsPerYear, total: formatDollars(estimate.lowCents * estimate.visitsPerYear) } } : {}),
      }
    : null;
  return words.describe(formatPriceRange(estimate), words.windows(estimate.windows), visit);
}
