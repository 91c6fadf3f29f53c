import { ClockIcon, MailIcon, PhoneIcon } from '~/components/ui/icons';
import { useCompany } from '~/lib/site-company';
import { BreakableEmail } from './breakable-email';
import { HoursList } from './hours-card';
import { type OfficeStatus, OpenStatusIndicator } from './open-status';

const rowLinkClass = 'flex min-h-12 items-center gap-3 rounded-xl px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50';

/** Phone, email and hours in one card, for pages where contacting us is the side option. */
export function QuickContactPanel({ status, heading, intro, hoursHeading }: { status: OfficeStatus; heading: string; intro: string; hoursHeading: string }) {
  const company = useCompany();
  return (
    <section aria-labelledby="quick-contact-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="quick-contact-heading" className="text-2xl font-bold tracking-tight text-brand-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-600">{intro}</p>
      <ul className="-mx-3 mt-5 space-y-1">
        <li>
          <a href={`tel:${company.phone.e164}`} className={`${rowLinkClass} text-lg`}>
            <PhoneIcon className="size-5 shrink-0 text-brand-700" />
            {company.phone.display}
          </a>
        </li>
        <li>
          <a href={`mailto:${company.email}`} className={rowLinkClass}>
            <MailIcon className="size-5 shrink-0 text-brand-700" />
            <span>
              <BreakableEmail email={company.email} />
            </span>
          </a>
        </li>
      </ul>
      <div className="mt-6 border-t border-slate-100 pt-6">
        <h3 className="flex items-center gap-2 font-semibold text-brand-900">
          <ClockIcon className="size-5 text-brand-700" />
          {hoursHeading}
        </h3>
        <div className="mt-3">
          <OpenStatusIndicator status={status} />
        </div>
        <HoursList lines={status.hours} className="mt-2" />
      </div>
    </section>
  );
}
