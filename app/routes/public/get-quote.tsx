import type { Route } from './+types/get-quote';
import { QuotePage } from '~/components/contact/quote-page';
import { contactPage } from '~/content/contact-page';
import { leadForms } from '~/content/lead-forms';
import { quotePage } from '~/content/quote-page';
import { leadFormClientAction } from '~/features/leads/intake/components/lead-form-client';
import { QuoteForm } from '~/features/leads/intake/components/quote-form';
import { SmsConsentCheckbox } from '~/features/messaging/consent/components/sms-consent-checkbox';
import { pageMeta, siteData } from '~/lib/seo';
import { revalidateUnlessUnsent } from '~/lib/unsent-forms';
import { leadPageHeaders, quotePageAction, quotePageLoader } from './lead-pages.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Get a Free Quote', description: quotePage.metaDescription, path: '/get-quote', site: siteData(matches) });

export const loader = quotePageLoader;
export const headers = leadPageHeaders;
export const action = quotePageAction;

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return leadFormClientAction(leadForms.quote.error, serverAction);
}

export const shouldRevalidate = revalidateUnlessUnsent;

export default function GetQuoteRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QuotePage
      content={quotePage}
      hoursHeading={contactPage.hoursHeading}
      status={loaderData.openStatus}
      testimonials={loaderData.testimonials}
      form={
        <QuoteForm
          formToken={loaderData.formToken}
          constraint={loaderData.constraint}
          defaults={loaderData.defaults}
          prices={loaderData.prices}
          packageNames={loaderData.packageNames}
          words={leadForms}
          consent={<SmsConsentCheckbox offer={loaderData.smsConsent} />}
        />
      }
    />
  );
}
