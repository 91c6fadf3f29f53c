import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/contact';
import { ContactPage } from '~/components/contact/contact-page';
import { contactPage } from '~/content/contact-page';
import { leadForms } from '~/content/lead-forms';
import { leadFormClientAction } from '~/features/leads/intake/components/lead-form-client';
import { ContactForm } from '~/features/leads/intake/components/contact-form';
import { SmsConsentCheckbox } from '~/features/messaging/consent/components/sms-consent-checkbox';
import { pageMeta, siteData, type SiteData } from '~/lib/seo';
import { businessStructuredData } from '~/lib/structured-data';
import { revalidateUnlessUnsent } from '~/lib/unsent-forms';
import { contactPageAction, contactPageLoader, leadPageHeaders } from './lead-pages.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Contact Us',
    description: contactPage.metaDescription(siteData(matches)?.company ?? { name: '', county: '' }),
    path: '/contact',
    site: siteData(matches),
  });

export const loader = contactPageLoader;
export const headers = leadPageHeaders;
export const action = contactPageAction;

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return leadFormClientAction(leadForms.contact.error, serverAction);
}

export const shouldRevalidate = revalidateUnlessUnsent;

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<SiteData>('root');
  return (
    <ContactPage
      content={contactPage}
      status={loaderData.openStatus}
      structuredData={site ? businessStructuredData(site) : null}
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
