import { ClockIcon } from '~/components/ui/icons';
import { useT } from '~/lib/messages';
import type { OpenStatus } from '~/lib/business-hours';
import { OpenStatusIndicator } from './open-status';

/** The weekly hours exactly as SPEC words them (in Spanish on Spanish pages), as a definition list. */
export function HoursList({ className = '' }: { className?: string }) {
  const t = useT();
  const lines = [
    { days: t('hours.weekdays'), hours: t('hours.weekdaysTime') },
    { days: t('hours.saturday'), hours: t('hours.saturdayTime') },
    { days: t('hours.sunday'), hours: t('hours.closed') },
  ];
  return (
    <dl className={`divide-y divide-slate-100 ${className}`}>
      {lines.map((line) => (
        <div key={line.days} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <dt className="font-medium text-brand-900">{line.days}</dt>
          <dd className="text-slate-700 tabular-nums">{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}

export function HoursCard({ status, heading }: { status: OpenStatus; heading: string }) {
  return (
    <section
      aria-labelledby="hours-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ClockIcon className="size-6" />
        </span>
        <h2 id="hours-heading" className="text-xl font-bold text-brand-900">
          {heading}
        </h2>
      </div>
      <div className="mt-5">
        <OpenStatusIndicator status={status} />
      </div>
      <HoursList className="mt-3" />
    </section>
  );
}
