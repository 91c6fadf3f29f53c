// The Contact page in Spanish (/es/contact): the same page and form with the Spanish words only.
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/contact';
import { ContactPage } from '~/components/contact/contact-page';
import { contactPage } from '~/content/es/contact-page';
import { leadForms } from '~/content/es/lead-forms';
import { leadFormClientAction } from '~/features/leads/intake/components/lead-form-client';
import { ContactForm } from '~/features/leads/intake/components/contact-form';
import { SmsConsentCheckbox } from '~/features/messaging/consent/components/sms-consent-checkbox';
import { pageMeta, siteData, type SiteData } from '~/lib/seo';
import { businessStructuredData } from '~/lib/structured-data';
import { revalidateUnlessUnsent } from '~/lib/unsent-forms';
import { contactPageAction, contactPageLoader, leadPageHeaders } from '../lead-pages.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: contactPage.eyebrow,
    description: contactPage.metaDescription(siteData(matches)?.company ?? { name: '', county: '' }),
    path: '/es/contact',
    site: siteData(matches),
  });

export const loader = contactPageLoader;
export const headers = leadPageHeaders;
export const action = contactPageAction;

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return leadFormClientAction(leadForms.contact.error, serverAction);
}

export const shouldRevalidate = revalidateUnlessUnsent;

export default function SpanishContactRoute({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<SiteData>('root');
  return (
    <ContactPage
      content={contactPage}
      status={loaderData.openStatus}
      structuredData={site ? businessStructuredData(site, { description: site.company.shortDescription }) : null}
      form={
        <ContactForm
          formToken={loaderData.formToken}
          constraint={loaderData.constraint}
          words={leadForms}
          consent={<SmsConsentCheckbox offer={loaderData.smsConsent} />}
        />
      }
    />
  );
}
