import { ClockIcon } from '~/components/ui/icons';
import type { HoursLine } from '~/lib/business-hours';
import { type OfficeStatus, OpenStatusIndicator } from './open-status';

/** The weekly hours as the business calendar holds them (in Spanish on Spanish pages), as a definition list. */
export function HoursList({ lines, className = '' }: { lines: readonly HoursLine[]; className?: string }) {
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

export function HoursCard({ status, heading }: { status: OfficeStatus; heading: string }) {
  return (
    <section aria-labelledby="hours-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
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
      <HoursList lines={status.hours} className="mt-3" />
    </section>
  );
}
