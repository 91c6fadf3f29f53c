import { useRouteLoaderData } from 'react-router';
import { leadFormClientAction } from '~/features/leads/components/lead-form-client';
import { revalidateUnlessUnsent } from '~/lib/unsent-forms';
import type { Route } from './+types/contact';
import { ContactForm } from '~/features/leads/components/contact-form';
import { handleLeadForm, leadFormLoaderData } from '~/features/leads/lead-form.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { ContactCards } from '~/components/contact/contact-cards';
import { HoursCard } from '~/components/contact/hours-card';
import { LocationCard } from '~/components/contact/location-card';
import { JsonLd } from '~/components/json-ld';
import { PageHero, SectionHeading } from '~/components/ui/section';
import { contactPage } from '~/content/contact-page';
import { getOpenStatus } from '~/lib/business-hours';
import { pageMeta, siteData, type SiteData } from '~/lib/seo';
import { businessStructuredData } from '~/lib/structured-data';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Contact Us',
    description: contactPage.metaDescription,
    path: '/contact',
    site: siteData(matches),
  });

// The open status is computed on the server so the rendered HTML and the hydrated page agree.
export function loader({ context }: Route.LoaderArgs) {
  return { openStatus: getOpenStatus(new Date()), ...leadFormLoaderData(context.get(servicesContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm('contact-messages', request, context.get(servicesContext), context.get(clientIpContext));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return leadFormClientAction('contact-messages', serverAction);
}

export const shouldRevalidate = revalidateUnlessUnsent;

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<SiteData>('root');
  return (
    <>
      {site ? <JsonLd data={businessStructuredData(site.appName, site.publicUrl)} /> : null}
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.heading} intro={contactPage.intro} />
      <div className="bg-sand-50">
        <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
          <section aria-labelledby="contact-methods-heading">
            <SectionHeading
              id="contact-methods-heading"
              title={contactPage.methodsHeading}
              intro={contactPage.methodsIntro}
              align="left"
            />
            <div className="mt-8">
              <ContactCards />
            </div>
          </section>
          <section
            aria-labelledby="contact-form-heading"
            className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-brand-900">
              {contactPage.formHeading}
            </h2>
            <p className="mt-2 text-slate-600">{contactPage.formIntro}</p>
            <div className="mt-6">
              <ContactForm formToken={loaderData.formToken} />
            </div>
          </section>
          <div className="space-y-8">
            <HoursCard status={loaderData.openStatus} />
            <LocationCard />
          </div>
        </div>
      </div>
    </>
  );
}
