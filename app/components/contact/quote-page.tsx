import type { ReactNode } from 'react';
import { TestimonialList } from '~/components/testimonial-card';
import { buttonClasses } from '~/components/ui/button';
import { MailIcon, PhoneIcon } from '~/components/ui/icons';
import { PageHero, SectionHeading } from '~/components/ui/section';
import { useCompany } from '~/lib/site-company';
import type { ContactPageContent } from '~/content/contact-page';
import type { QuotePageContent } from '~/content/quote-page';
import type { Testimonial } from '~/content/testimonials';
import { QuickContactPanel } from './quick-contact-panel';
import { officeStatusKey, type OfficeStatus } from './open-status';
import { QuoteReasons } from './quote-reasons';
import { QuoteSteps } from './quote-steps';
import { HydrationSlice, ServerMarkup } from '~/lib/hydration-slice';

// Keeps the large hero buttons on one line on the narrowest phones.
const narrowButton = 'max-[359px]:px-4 max-[359px]:text-base';

/**
 * The Get a Quote page in either language: its words come from the page's content module and
 * the form (a feature) is passed in by the route.
 */
export function QuotePage({
  content,
  hoursHeading,
  status,
  testimonials,
  form,
}: {
  content: QuotePageContent;
  hoursHeading: ContactPageContent['hoursHeading'];
  status: OfficeStatus;
  testimonials: readonly Testimonial[];
  form: ReactNode;
}) {
  const company = useCompany();
  return (
    <>
      {/* Around the form, text and links kept as the server rendered them (app/lib/hydration-slice.tsx). */}
      <ServerMarkup>
        <PageHero eyebrow={content.eyebrow} title={content.heading} intro={content.intro}>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={`tel:${company.phone.e164}`} className={buttonClasses({ size: 'lg', className: narrowButton })}>
              <PhoneIcon className="size-5" />
              {content.callLabel(company.phone.display)}
            </a>
            <a href={content.emailHref(company.email)} className={buttonClasses({ size: 'lg', variant: 'ghost-light', className: narrowButton })}>
              <MailIcon className="size-5" />
              {content.emailLabel}
            </a>
          </div>
        </PageHero>
      </ServerMarkup>

      <div className="bg-sand-50">
        <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
          <section aria-labelledby="quote-form-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h2 id="quote-form-heading" className="text-2xl font-bold tracking-tight text-brand-900">
              {content.formHeading}
            </h2>
            <p className="mt-2 text-slate-600">{content.formIntro}</p>
            {/* The form hydrates in a task of its own (app/lib/hydration-slice.tsx). */}
            <HydrationSlice>
              <div className="mt-6">{form}</div>
            </HydrationSlice>
          </section>
          <ServerMarkup contentKey={officeStatusKey(status)}>
            <div>
              <div className="lg:sticky lg:top-28">
                <QuickContactPanel status={status} heading={content.contactHeading} intro={content.contactIntro} hoursHeading={hoursHeading} />
              </div>
            </div>
          </ServerMarkup>
        </div>
      </div>

      <ServerMarkup>
        <div className="container-page grid gap-14 py-16 sm:py-20 lg:grid-cols-2">
          <QuoteSteps content={content} />
          <QuoteReasons content={content} />
        </div>
        {/* Three reviews in one column are taller than the page blocks' usual placeholder (app.css, page-blocks). */}
        <section aria-labelledby="quote-testimonials-heading" className="bg-sand-50 py-16 [--block-height:90rem] sm:py-24 md:[--block-height:60rem]">
          <div className="container-page">
            <SectionHeading id="quote-testimonials-heading" title={content.testimonialsHeading} />
            <TestimonialList testimonials={testimonials} />
          </div>
        </section>
      </ServerMarkup>
    </>
  );
}
