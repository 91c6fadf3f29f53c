import { ServiceIllustration } from '~/components/illustrations/service-illustration';
import { quoteHref } from '~/content/pricing';
import { ButtonLink } from '~/components/ui/button';
import { ArrowRightIcon } from '~/components/ui/icons';
import type { Service } from '~/content/services';
import { useT } from '~/lib/messages';
import { CheckList } from './check-list';

interface ServiceSummaryProps {
  service: Service;
  /** Alternates the band colour and the image side so the long page has a rhythm. */
  reversed: boolean;
  labels: { featuresHeading: string; learnMore: string; quote: string };
}

/*
 * Two columns on wide screens: text with its actions, and image with features. On narrow screens
 * the column wrappers dissolve (`contents`) so the order becomes image, text, features, actions.
 */
export function ServiceSummary({ service, reversed, labels }: ServiceSummaryProps) {
  const t = useT();
  const headingId = `service-${service.id}-title`;
  return (
    <article
      id={service.id}
      aria-labelledby={headingId}
      className={`scroll-mt-16 py-16 sm:py-20 lg:scroll-mt-[4.5rem] ${reversed ? 'bg-sand-50' : 'bg-white'}`}
    >
      <div className="container-page grid gap-8 lg:grid-cols-2 lg:items-start lg:gap-14">
        <div className={`contents lg:row-start-1 lg:block ${reversed ? 'lg:col-start-1' : 'lg:col-start-2'}`}>
          <div>
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
              {service.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed font-medium text-brand-800">{service.description}</p>
            <div className="mt-5 space-y-4 leading-relaxed text-slate-700">
              {service.longDescription.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="order-last flex flex-col gap-3 sm:flex-row lg:mt-8">
            <ButtonLink to={`/services/${service.id}`} variant="outline">
              {labels.learnMore}
              <span className="sr-only"> {t('card.about', { service: service.title })}</span>
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
            <ButtonLink to={quoteHref(service.id)}>
              {labels.quote}
              <span className="sr-only"> {t('card.quoteFor', { service: service.title })}</span>
            </ButtonLink>
          </div>
        </div>
        <div className={`contents lg:row-start-1 lg:block ${reversed ? 'lg:col-start-2' : 'lg:col-start-1'}`}>
          <div className="order-first aspect-[16/10] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <ServiceIllustration serviceId={service.id} className="size-full" />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:mt-8">
            <h3 className="text-lg font-semibold text-brand-900">{labels.featuresHeading}</h3>
            <CheckList items={service.features} className="mt-4" />
          </div>
        </div>
      </div>
    </article>
  );
}
