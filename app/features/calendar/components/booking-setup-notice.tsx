import { Link } from 'react-router';

// The dashboard's line about online booking when nobody has working hours: /book then gives only
// the phone, and no quote confirmation offers booking, until someone is set to visit.

export const WORKING_HOURS_PATH = '/admin/calendar/hours';

export function BookingSetupNotice({ canBook }: { canBook: boolean }) {
  if (canBook) return null;
  return (
    <section aria-labelledby="booking-setup-heading" className="rounded-lg border border-accent-500/60 bg-accent-50 p-4 shadow-sm sm:p-5" data-booking-setup="">
      <h2 id="booking-setup-heading" className="text-base font-semibold text-brand-900">
        Online booking is off: no estimator
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Nobody has working hours, so the booking page gives visitors the phone number instead of times, and quote confirmations do not offer a visit. Set who
        visits, and when, in the working hours.
      </p>
      <Link
        to={WORKING_HOURS_PATH}
        className="mt-3 inline-flex min-h-9 items-center rounded-md px-2 text-sm font-medium text-brand-800 underline underline-offset-4 hover:bg-white"
      >
        Set working hours
      </Link>
    </section>
  );
}
