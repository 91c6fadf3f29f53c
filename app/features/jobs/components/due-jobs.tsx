import { Link } from 'react-router';
import { Panel } from '~/components/back-office/panel';
import { Badge } from '~/components/ui/badge';
import { formatCalendarDate } from '~/features/calendar/business-dates';
import type { DueFlag } from '../job-details.server';

const which = { permitApplyBy: 'Apply for permits by', workStartBy: 'Start work by' } as const;

/** The dashboard's jobs near a Florida §489.126 date; nothing when none is. */
export function DueJobs({ flags }: { flags: readonly DueFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <Panel title="Florida deadlines">
      <ul className="space-y-2 text-sm">
        {flags.map((flag) => (
          <li key={`${flag.jobId}-${flag.which}`} className="flex flex-wrap items-center gap-2">
            <Link to={`/admin/orders/${flag.orderId}`} className="font-semibold text-brand-800 underline underline-offset-2">
              {flag.customerName ?? 'A job'}
            </Link>
            <span className="text-slate-800">
              {which[flag.which]} {formatCalendarDate(flag.due)}
            </span>
            <Badge tone={flag.daysLeft < 0 ? 'danger' : 'accent'}>
              {flag.daysLeft < 0 ? `${-flag.daysLeft} days late` : flag.daysLeft === 0 ? 'today' : `in ${flag.daysLeft} days`}
            </Badge>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
