import type { ReactNode } from 'react';
import { JsonLd } from '~/components/json-ld';
import { PageHero, SectionHeading } from '~/components/ui/section';
import type { ContactPageContent } from '~/content/contact-page';
import { ContactCards } from './contact-cards';
import { HoursCard } from './hours-card';
import { officeStatusKey, type OfficeStatus } from './open-status';
import { LocationCard } from './location-card';
import { HydrationSlice, ServerMarkup } from '~/lib/hydration-slice';

/**
 * The Contact page in either language: its words come from the page's content module and the
 * form (a feature) is passed in by the route.
 */
export function ContactPage({
  content,
  status,
  form,
  structuredData,
}: {
  content: ContactPageContent;
  status: OfficeStatus;
  form: ReactNode;
  structuredData: Record<string, unknown> | null;
}) {
  return (
    <>
      {/* Around the form, text and links kept as the server rendered them (app/lib/hydration-slice.tsx). */}
      <ServerMarkup>
        {structuredData ? <JsonLd data={structuredData} /> : null}
        <PageHero eyebrow={content.eyebrow} title={content.heading} intro={content.intro} />
      </ServerMarkup>
      <div className="bg-sand-50">
        <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
          <ServerMarkup>
            <section aria-labelledby="contact-methods-heading">
              <SectionHeading id="contact-methods-heading" title={content.methodsHeading} intro={content.methodsIntro} align="left" />
              <div className="mt-8">
                <ContactCards content={content} />
              </div>
            </section>
          </ServerMarkup>
          <section
            aria-labelledby="contact-form-heading"
            className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-brand-900">
              {content.formHeading}
            </h2>
            <p className="mt-2 text-slate-600">{content.formIntro}</p>
            {/* The form hydrates in a task of its own (app/lib/hydration-slice.tsx). */}
            <HydrationSlice>
              <div className="mt-6">{form}</div>
            </HydrationSlice>
          </section>
          <ServerMarkup contentKey={officeStatusKey(status)}>
            <div className="space-y-8">
              <HoursCard status={status} heading={content.hoursHeading} />
              <LocationCard copy={content.location} />
            </div>
          </ServerMarkup>
        </div>
      </div>
    </>
  );
}
