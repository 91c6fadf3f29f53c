import type { ServiceId } from './service-ids';

// The sample price list a new install starts from (the company profile's first version,
// app/features/business): each service's three packages. The pages, the quote form and the
// instant price range read the profile's list, passed to the helpers below as a PriceTable.

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

export const pricing: Readonly<Record<ServiceId, readonly PricingTier[]>> = {
  'window-installation': [
    {
      name: 'Standard',
      priceCents: 35000,
      unit: 'per window',
      description: 'Quality vinyl single-hung or sliding windows for standard openings.',
      includes: ['Measurement and consultation', 'Double-pane insulated glass', 'Installation, sealing and clean-up', 'Removal of packaging and debris'],
      popular: false,
    },
    {
      name: 'Energy Efficient',
      priceCents: 55000,
      unit: 'per window',
      description: 'Low-E insulated glass and upgraded frames that keep heat and glare out.',
      includes: ['Everything in Standard', 'Low-E coated insulated glass', 'Upgraded frame and hardware finishes', 'ENERGY STAR certified product options'],
      popular: true,
    },
    {
      name: 'Hurricane Impact',
      priceCents: 75000,
      unit: 'per window',
      description: 'Impact-rated laminated glass and reinforced frames for storm protection.',
      includes: ['Everything in Energy Efficient', 'Impact-rated laminated glass', 'Products with Miami-Dade approval', 'Permit and inspection coordination'],
      popular: false,
    },
  ],
  'window-repair': [
    {
      name: 'Basic Repair',
      priceCents: 15000,
      unit: 'per window',
      description: 'Hardware fixes for windows that stick, rattle or will not latch.',
      includes: ['Diagnosis and adjustment', 'Lock, latch or handle repair', 'Track cleaning and lubrication', 'Operation test'],
      popular: false,
    },
    {
      name: 'Standard Repair',
      priceCents: 27500,
      unit: 'per window',
      description: 'Mechanism and seal repairs that stop drafts, leaks and sticking sashes.',
      includes: ['Everything in Basic Repair', 'Balance, roller or operator replacement', 'Seal and weatherstrip renewal', 'Water test after the repair'],
      popular: true,
    },
    {
      name: 'Complete Restoration',
      priceCents: 40000,
      unit: 'per window',
      description: 'Full restoration for windows with frame, sill or water damage.',
      includes: ['Everything in Standard Repair', 'Frame and sill repair', 'Sash realignment or rebuild', 'Interior trim touch-up around the opening'],
      popular: false,
    },
  ],
  'window-maintenance': [
    {
      name: 'Basic Care',
      priceCents: 9900,
      unit: 'per visit, up to 10 windows',
      visitsPerYear: 1,
      description: 'An annual check-up visit covering up to 10 windows.',
      includes: ['Covers up to 10 windows', 'Track and weep hole cleaning', 'Lubrication of moving parts', 'Operation and lock check'],
      popular: false,
    },
    {
      name: 'Standard Care',
      priceCents: 19900,
      unit: 'per visit, up to 10 windows',
      visitsPerYear: 2,
      description: 'Twice-yearly visits covering up to 10 windows, timed around hurricane season.',
      includes: ['Covers up to 10 windows', 'Everything in Basic Care', 'Seal, caulk and weatherstrip inspection', 'Written condition report'],
      popular: true,
    },
    {
      name: 'Premium Care',
      priceCents: 29900,
      unit: 'per visit, up to 10 windows',
      visitsPerYear: 4,
      description: 'Quarterly care covering up to 10 windows, with priority scheduling.',
      includes: ['Covers up to 10 windows', 'Everything in Standard Care', 'Interior and exterior glass cleaning', 'Priority scheduling for repairs'],
      popular: false,
    },
  ],
  'window-replacement': [
    {
      name: 'Standard Replacement',
      priceCents: 45000,
      unit: 'per window',
      description: 'Remove and replace with a quality double-pane window in the same opening.',
      includes: ['Removal and disposal of the old window', 'Double-pane insulated glass', 'Installation and sealing', 'Site clean-up'],
      popular: false,
    },
    {
      name: 'Energy Efficient Replacement',
      priceCents: 65000,
      unit: 'per window',
      description: 'Low-E glass and upgraded frames to cut heat gain and glare.',
      includes: [
        'Everything in Standard Replacement',
        'Low-E coated insulated glass',
        'Opening inspection and minor repair',
        'ENERGY STAR certified product options',
      ],
      popular: true,
    },
    {
      name: 'Impact Replacement',
      priceCents: 90000,
      unit: 'per window',
      description: 'Impact-rated windows for full hurricane protection of the opening.',
      includes: [
        'Everything in Energy Efficient Replacement',
        'Impact-rated laminated glass',
        'Products with Miami-Dade approval',
        'Permit and HOA documentation',
      ],
      popular: false,
    },
  ],
  'glass-replacement': [
    {
      name: 'Single Pane',
      priceCents: 12000,
      unit: 'per window',
      description: 'Clear or tinted single-pane glass replaced in an existing frame.',
      includes: ['On-site measurement', 'Clear or tinted annealed glass', 'New glazing seals', 'Removal of broken glass'],
      popular: false,
    },
    {
      name: 'Insulated Glass',
      priceCents: 22000,
      unit: 'per window',
      description: 'Double-pane insulated glass unit to cure fogging and restore efficiency.',
      includes: ['Everything in Single Pane', 'Sealed double-pane glass unit', 'Low-E coating option', 'Tempered glass where required'],
      popular: true,
    },
    {
      name: 'Laminated Impact Glass',
      priceCents: 34000,
      unit: 'per window',
      description: 'Laminated glass made to the original specification of impact windows.',
      includes: ['Everything in Insulated Glass', 'Laminated impact-rated glass', 'Matched to the tested product', 'Glazing bead and seal renewal'],
      popular: false,
    },
  ],
  weatherproofing: [
    {
      name: 'Seal',
      priceCents: 4500,
      unit: 'per window',
      description: 'Exterior caulking to close cracks and gaps around the frame.',
      includes: ['Removal of failed exterior caulk', 'UV-stable exterior sealant', 'Visual inspection of the opening'],
      popular: false,
    },
    {
      name: 'Seal and Strip',
      priceCents: 8500,
      unit: 'per window',
      description: 'Interior and exterior sealing plus new weatherstripping.',
      includes: ['Everything in Seal', 'Interior caulking', 'Weatherstrip replacement', 'Weep hole clearing'],
      popular: true,
    },
    {
      name: 'Storm Ready',
      priceCents: 14000,
      unit: 'per window',
      description: 'Complete weatherproofing with drainage correction and a water test.',
      includes: ['Everything in Seal and Strip', 'Sill drainage correction', 'Flashing and stucco joint repair', 'Hose test of the finished opening'],
      popular: false,
    },
  ],
};

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
