import { ServiceIllustration } from '~/components/illustrations/service-illustration';
import type { ServiceSummary } from '~/content/services';
import { LearnMoreLink } from './learn-more-link';
import type { ReactNode } from 'react';

interface ServiceCardProps {
  service: ServiceSummary;
  linkLabel: string;
  /** A photo of the service's work; its drawing when there is none. */
  image?: ReactNode;
}

export function ServiceCard({ service, linkLabel, image }: ServiceCardProps) {
  return (
    <article
      aria-labelledby={`service-card-${service.id}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="aspect-[16/10] border-b border-slate-100">{image ?? <ServiceIllustration serviceId={service.id} className="size-full" />}</div>
      <div className="flex flex-1 flex-col p-6">
        <h3 id={`service-card-${service.id}`} className="text-xl font-semibold text-brand-900">
          {service.title}
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-slate-600">{service.description}</p>
        <LearnMoreLink service={service} label={linkLabel} className="mt-4 self-start" />
      </div>
    </article>
  );
}
