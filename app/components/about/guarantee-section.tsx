import { ShieldCheckIcon } from '~/components/ui/icons';
import type { AboutContent } from '~/content/about';
import { useCompany } from '~/lib/site-company';
import { FeatureCallout } from './feature-callout';

/** The company profile's guarantee, in its own words; nothing when the owner has not given one. */
export function GuaranteeSection({ content: about }: { content: AboutContent }) {
  const { guarantee } = useCompany();
  if (!guarantee) return null;
  return (
    <FeatureCallout
      id="guarantee-heading"
      heading={about.guarantee.heading}
      icon={<ShieldCheckIcon className="size-9" />}
      tone="accent"
      className="py-16 sm:py-24"
    >
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{guarantee}</p>
    </FeatureCallout>
  );
}
