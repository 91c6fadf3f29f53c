import { Link } from 'react-router';
import { formatDay } from '~/features/calendar/business-dates';
import type { FollowThroughWeek } from '../figures.server';
import type { FollowUpItem } from '../follow-ups.server';
import { FollowUpList } from './follow-up-list';

const columns: readonly [keyof Omit<FollowThroughWeek, 'week'>, string][] = [
  ['estimatesSent', 'Estimates sent'],
  ['approvedWithin14Days', 'Approved within 14 days'],
  ['followUpsSent', 'Follow-ups sent'],
  ['approvalsAfterFollowUp', 'Approvals after a follow-up'],
  ['reviewRequestsSent', 'Review requests sent'],
  ['reviewRequestsClicked', 'Review requests clicked'],
];

/** Estimates, follow-ups and review requests week by week, the latest first. */
export function FollowThroughTable({ weeks }: { weeks: FollowThroughWeek[] }) {
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
    <div
      className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-brand-600"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Follow-through, week by week"
    >
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Estimates, follow-ups and review requests, week by week over the last {weeks.length} weeks</caption>
        <thead className="text-left text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="pb-1 font-semibold">
              Week of
            </th>
            {columns.map(([key, label]) => (
              <th key={key} scope="col" className="pb-1 pl-2 text-right font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {[...weeks].reverse().map((week) => (
            <tr key={week.week}>
              <th scope="row" className="py-1 pr-2 text-left font-medium whitespace-nowrap text-slate-800">
                {formatDay(week.week)}
              </th>
              {columns.map(([key]) => (
                <td key={key} className="py-1 text-right text-slate-700">
                  {week[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The calls to make: customers whose estimate went unanswered after the last follow-up. */
export function CallTasks({ calls }: { calls: FollowUpItem[] }) {
  if (calls.length === 0) return <p className="text-sm text-slate-600">No calls to make: every estimate followed up to the end has been called.</p>;
  return (
    <div className="space-y-2">
      <FollowUpList items={calls} returnTo="/admin/dashboard" />
      <p className="text-sm text-slate-700">
        Their numbers are on their quote requests:{' '}
        {calls
          .filter((call) => call.quoteRequestId)
          .map((call, index) => (
            <span key={call.id}>
              {index > 0 ? ', ' : ''}
              <Link
                to={`/admin/quote-submissions/${encodeURIComponent(call.quoteRequestId!)}`}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {call.name}
              </Link>
            </span>
          ))}
      </p>
    </div>
  );
}
