import { describePriceEstimate, estimatePrice, type PriceTable, type PriceWords, tiersOf } from '~/content/pricing';

/**
 * The instant price range under "How many windows?": the count times the lowest and highest
 * package of the chosen service (or the chosen package), worked out as the visitor types and
 * read out by screen readers when it changes. Without JavaScript it shows on the confirmation.
 */
export function PriceRange({
  projectType,
  windows,
  servicePackage,
  prices,
  words,
}: {
  projectType: string | undefined;
  windows: unknown;
  servicePackage: unknown;
  /** The company profile's price list, from the page's loader. */
  prices: PriceTable;
  words: PriceWords;
}) {
  const priced = projectType !== undefined && tiersOf(prices, projectType).length > 0;
  const count = typeof windows === 'string' && /^\s*\d+\s*$/.test(windows) ? Number(windows) : Number.NaN;
  const estimate = priced ? estimatePrice(prices, projectType, count, typeof servicePackage === 'string' ? servicePackage : null) : null;
  return (
    <div className="sm:col-span-2" aria-live="polite" data-price-range="">
      {estimate ? (
        <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900">
          <p className="font-semibold">{words.estimated(describePriceEstimate(estimate, words))}</p>
          <p className="mt-1 text-sm text-slate-700">{words.note}</p>
        </div>
      ) : null}
    </div>
  );
}
