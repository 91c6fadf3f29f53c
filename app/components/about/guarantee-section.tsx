import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import { Link } from 'react-router';
import { ArrowRightIcon, ShieldCheckIcon } from '~/components/ui/icons';
import type { AboutContent } from '~/content/about';
import { FeatureCallout } from './feature-callout';

export function GuaranteeSection({ content: about }: { content: AboutContent }) {
  const locale = useLocale();
  return (
    <FeatureCallout
      id="guarantee-heading"
      heading={about.guarantee.heading}
      icon={<ShieldCheckIcon className="size-9" />}
      tone="accent"
      className="py-16 sm:py-24"
    >
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{about.guarantee.text}</p>
      <Link
        to={linkIn(locale, '/terms-of-service#satisfaction-guarantee')}
        className="mt-5 inline-flex min-h-6 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {about.guarantee.termsLinkLabel}
        <ArrowRightIcon className="size-4" />
      </Link>
    </FeatureCallout>
  );
}
