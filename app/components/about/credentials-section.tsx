import { AwardIcon } from '~/components/ui/icons';
import type { AboutContent } from '~/content/about';
import type { Credentials } from '~/content/policies';
import { FeatureCallout } from './feature-callout';

/** The Florida contractor licence and the insurance we carry, stated as the assistant states them. */
export function CredentialsSection({ content: about, credentials }: { content: AboutContent; credentials: Credentials }) {
  return (
    <FeatureCallout
      id="credentials-heading"
      heading={about.credentials.heading}
      icon={<AwardIcon className="size-9" />}
      tone="plain"
      className="pt-16 sm:pt-24"
    >
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{about.credentials.licenceLabel}</p>
      <p className="mt-1 font-mono text-xl font-semibold text-brand-900">{credentials.licenceNumber}</p>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{credentials.licenceStatement}</p>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">{credentials.insuranceStatement}</p>
    </FeatureCallout>
  );
}
