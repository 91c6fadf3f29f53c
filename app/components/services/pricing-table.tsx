import { ButtonLink } from '~/components/ui/button';
import { CheckIcon } from '~/components/ui/icons';
import { formatDollars, type PricingTier, quoteHref } from '~/content/pricing';
import type { ServiceDetailPageContent, ServiceId } from '~/content/services';

interface PricingTableProps {
  serviceId: ServiceId;
  tiers: readonly PricingTier[];
  labels: ServiceDetailPageContent['pricing'];
}

export function PricingTable({ serviceId, tiers, labels }: PricingTableProps) {
  return (
    <ul className="grid gap-8 md:grid-cols-3 md:items-stretch md:gap-6">
      {tiers.map((tier) => (
        <li
          key={tier.name}
          className={`relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8 ${
            tier.popular ? 'border-2 border-brand-700 shadow-lg md:-my-3 md:py-11' : 'border-slate-200 shadow-sm'
          }`}
        >
          {tier.popular ? (
            <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-500 px-4 py-1 text-sm font-bold whitespace-nowrap text-brand-950 shadow-sm">
              {labels.popularLabel}
            </p>
          ) : null}
          <h3 className="text-lg font-semibold text-brand-900">{labels.packageNames[tier.name] ?? tier.name}</h3>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-4xl font-bold tracking-tight text-brand-900">{formatDollars(tier.priceCents)}</span>
            <span className="font-medium text-slate-600">{labels.units[tier.unit]}</span>
          </p>
          <p className="mt-4 leading-relaxed text-slate-600">{tier.description}</p>
          <ul className="mt-6 flex-1 space-y-3 border-t border-slate-100 pt-6">
            {tier.includes.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-palm-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <ButtonLink to={quoteHref(serviceId, tier.name)} variant={tier.popular ? 'primary' : 'outline'} fullWidth className="mt-8">
            {labels.quoteLabel}
            <span className="sr-only"> {labels.forPackage(labels.packageNames[tier.name] ?? tier.name)}</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
