import { Link } from 'react-router';
import { formatAmount } from '~/features/orders/order-status';
import { formatCalendarDate, formatDate } from '~/features/calendar/business-dates';
import type { EstimateSummary } from '../estimates.server';
import { optionLetter } from '../estimate-state';
import { EstimateStateBadge } from './estimate-state-badge';

/** A quote request's estimates in its dialog, each linking to its screen, and the way to write one. */
export function EstimatesPanel({ quoteRequestId, estimates }: { quoteRequestId: string; estimates: EstimateSummary[] }) {
  return (
    <div className="space-y-3 text-sm">
      {estimates.length ? (
        <ul className="space-y-2">
          {estimates.map((estimate) => (
            <li key={estimate.id} className="rounded-md border border-slate-200 p-2.5">
              <div className="flex items-center justify-between gap-2">
                <Link
                  to={`/admin/estimates/${encodeURIComponent(estimate.id)}`}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  Estimate of {formatDate(estimate.createdAt)}
                </Link>
                <EstimateStateBadge state={estimate.state} />
              </div>
              <p className="mt-1 text-xs text-slate-600">
                {estimate.optionTotals.map((total, index) => `${optionLetter(index + 1)}: ${formatAmount(total)}`).join(' · ')} · valid until{' '}
                {formatCalendarDate(estimate.validUntil)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">No estimate yet.</p>
      )}
      <Link
        to={`/admin/quote-submissions/${encodeURIComponent(quoteRequestId)}/estimates/new`}
        className="inline-flex min-h-9 w-full items-center justify-center rounded-md bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
      >
        Write an estimate
      </Link>
    </div>
  );
}
