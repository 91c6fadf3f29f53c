import type { Route } from './+types/get-quote';
import { leadFormClientAction } from '~/features/leads/components/lead-form-client';
import { revalidateUnlessUnsent } from '~/lib/unsent-forms';
import { QuoteForm } from '~/features/leads/components/quote-form';
import { handleLeadForm, leadFormLoaderData } from '~/features/leads/lead-form.server';
import { quoteFormDefaults } from '~/features/leads/quote-form-defaults';
import { getCurrentUser } from '~/features/accounts/session.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { QuickContactPanel } from '~/components/contact/quick-contact-panel';
import { QuoteReasons } from '~/components/contact/quote-reasons';
import { QuoteSteps } from '~/components/contact/quote-steps';
import { TestimonialList } from '~/components/testimonial-card';
import { buttonClasses } from '~/components/ui/button';
import { MailIcon, PhoneIcon } from '~/components/ui/icons';
import { PageHero, SectionHeading } from '~/components/ui/section';
import { company } from '~/content/company';
import { quotePage } from '~/content/quote-page';
import { quoteTestimonials } from '~/content/testimonials';
import { getOpenStatus } from '~/lib/business-hours';
import { pageMeta, siteData } from '~/lib/seo';

// Keeps the large hero buttons on one line on the narrowest phones.
const narrowButton = 'max-[359px]:px-4 max-[359px]:text-base';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Get a Free Quote',
    description: quotePage.metaDescription,
    path: '/get-quote',
    site: siteData(matches),
  });

// The open status is computed on the server so the rendered HTML and the hydrated page agree.
// The service and package come from the "Get a Quote" link; a signed-in customer's details fill in the rest.
export async function loader({ request, context }: Route.LoaderArgs) {
  const defaults = quoteFormDefaults(new URL(request.url).searchParams, await getCurrentUser(request, context));
  return { openStatus: getOpenStatus(new Date()), defaults, ...leadFormLoaderData(context.get(servicesContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm('quote-requests', request, context.get(servicesContext), context.get(clientIpContext));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return leadFormClientAction('quote-requests', serverAction);
}

export const shouldRevalidate = revalidateUnlessUnsent;

export default function GetQuoteRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={quotePage.eyebrow} title={quotePage.heading} intro={quotePage.intro}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={`tel:${company.phone.e164}`} className={buttonClasses({ size: 'lg', className: narrowButton })}>
            <PhoneIcon className="size-5" />
            {quotePage.callLabel}
          </a>
          <a href={quotePage.emailHref} className={buttonClasses({ size: 'lg', variant: 'ghost-light', className: narrowButton })}>
            <MailIcon className="size-5" />
            {quotePage.emailLabel}
          </a>
        </div>
      </PageHero>

      <div className="bg-sand-50">
        <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
          <section aria-labelledby="quote-form-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h2 id="quote-form-heading" className="text-2xl font-bold tracking-tight text-brand-900">
              {quotePage.formHeading}
            </h2>
            <p className="mt-2 text-slate-600">{quotePage.formIntro}</p>
            <div className="mt-6">
              <QuoteForm formToken={loaderData.formToken} defaults={loaderData.defaults} />
            </div>
          </section>
          <div>
            <div className="lg:sticky lg:top-28">
              <QuickContactPanel status={loaderData.openStatus} />
            </div>
          </div>
        </div>
      </div>

      <div className="container-page grid gap-14 py-16 sm:py-20 lg:grid-cols-2">
        <QuoteSteps />
        <QuoteReasons />
      </div>

      <section aria-labelledby="quote-testimonials-heading" className="bg-sand-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading id="quote-testimonials-heading" title={quotePage.testimonialsHeading} />
          <TestimonialList testimonials={quoteTestimonials} />
        </div>
      </section>
    </>
  );
}
