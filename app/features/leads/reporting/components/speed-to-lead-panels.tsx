import { Link } from 'react-router';
import { formatDateTime, formatDay, formatTime } from '~/features/calendar/business-dates';
import type { AfterHoursGroup, DashboardLead, ResponseWeek, SpamCount } from '../dashboard.server';
import { leadKinds } from '../../lead-kinds';
import { formatWait, minutesToFirstResponse } from '../response-time';
import { StatusBadge } from '../../inbox/components/status-badge';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

function share(value: number | null): string {
  return value === null ? '–' : percent.format(value);
}

/**
 * Speed to lead, week by week: how many leads arrived, how many staff have answered, the median
 * wait for an answer, and the shares answered within 5 minutes and within the hour.
 */
export function ResponseTimes({ weeks }: { weeks: ResponseWeek[] }) {
  const latest = [...weeks].reverse().find((week) => week.leads > 0);
  return (
    <div>
      <p className="text-sm text-slate-700">
        {latest
          ? `Week of ${formatDay(latest.week)}: ${share(latest.within1Hour)} of leads answered within an hour${latest.medianMinutes === null ? '' : `, median ${formatWait(latest.medianMinutes)}`}.`
          : `No leads in the last ${weeks.length} weeks.`}
      </p>
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <div
        className="mt-3 overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-brand-600"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label="First response per week"
      >
        <table className="w-full min-w-[30rem] text-sm">
          <caption className="sr-only">Time to first response, week by week over the last {weeks.length} weeks (suspected spam left out)</caption>
          <thead className="text-left text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="pb-1 font-semibold">
                Week of
              </th>
              <th scope="col" className="pb-1 text-right font-semibold">
                Leads
              </th>
              <th scope="col" className="pb-1 text-right font-semibold">
                Answered
              </th>
              <th scope="col" className="pb-1 text-right font-semibold">
                Median wait
              </th>
              <th scope="col" className="pb-1 text-right font-semibold">
                Within 5 min
              </th>
              <th scope="col" className="pb-1 text-right font-semibold">
                Within 1 hour
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {[...weeks].reverse().map((week) => (
              <tr key={week.week}>
                <th scope="row" className="py-1 pr-2 text-left font-medium text-slate-800">
                  {formatDay(week.week)}
                </th>
                <td className="py-1 text-right text-slate-700">{week.leads}</td>
                <td className="py-1 text-right text-slate-700">{week.answered}</td>
                <td className="py-1 text-right text-slate-700">{week.medianMinutes === null ? '–' : formatWait(week.medianMinutes)}</td>
                <td className="py-1 text-right text-slate-700">{share(week.within5Minutes)}</td>
                <td className="py-1 text-right text-slate-700">{share(week.within1Hour)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function leadHref(lead: DashboardLead): string {
  return `/admin/${leadKinds[lead.kind].screen}/${encodeURIComponent(lead.id)}`;
}

function LeadLines({ leads, detail }: { leads: DashboardLead[]; detail: (lead: DashboardLead) => string }) {
  return (
    <ul className="divide-y divide-slate-100">
      {leads.map((lead) => (
        <li key={`${lead.kind}:${lead.id}`}>
          <Link to={leadHref(lead)} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm text-slate-800 hover:text-brand-800">
            <span className="min-w-0">
              <span className="font-medium break-words">{lead.name}</span>
              <span className="text-slate-600"> · {leadKinds[lead.kind].noun}</span>
            </span>
            <span className="flex items-center gap-2 text-xs text-slate-600">
              {detail(lead)}
              <StatusBadge kind={lead.kind} status={lead.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The leads nobody has acted on yet, the longest waiting at the top. */
export function OldestUnanswered({ leads }: { leads: DashboardLead[] }) {
  if (leads.length === 0) return <p className="text-sm text-slate-600">Every lead has been answered.</p>;
  return <LeadLines leads={leads} detail={(lead) => `Arrived ${formatDateTime(lead.createdAt)}`} />;
}

/** The leads that arrived while the office was last closed, each with whether it has been answered. */
export function ArrivedAfterHours({ group }: { group: AfterHoursGroup }) {
  const waiting = group.leads.filter((lead) => lead.firstResponseAt === null).length;
  return (
    <div>
      <p className="text-sm text-slate-700">
        From {formatDateTime(group.from)} to {formatDateTime(group.until)}:{' '}
        {group.leads.length === 0 ? 'no leads arrived.' : `${group.leads.length} arrived, ${waiting} not answered yet.`}
      </p>
      {group.leads.length > 0 ? (
        <LeadLines
          leads={group.leads}
          detail={(lead) => {
            const minutes = minutesToFirstResponse(lead);
            return minutes === null ? `Arrived ${formatTime(lead.createdAt)}, waiting` : `Answered in ${formatWait(minutes)}`;
          }}
        />
      ) : null}
    </div>
  );
}

/** What the spam score set aside this week, per list, each a link to that list's spam view. */
export function SuspectedSpam({ counts, days }: { counts: SpamCount[]; days: number }) {
  const total = counts.reduce((sum, item) => sum + item.count, 0);
  return (
    <div>
      <p className="text-sm text-slate-700">
        {total === 0
          ? `Nothing was flagged as suspected spam in the last ${days} days.`
          : `${total} flagged as suspected spam in the last ${days} days. Nobody was emailed or alerted about them: check for real customers.`}
      </p>
      {total > 0 ? (
        <ul className="mt-2 grid gap-0.5">
          {counts
            .filter((item) => item.count > 0)
            .map((item) => (
              <li key={item.kind}>
                <Link
                  to={`/admin/${leadKinds[item.kind].screen}?view=spam`}
                  className="flex min-h-9 items-center rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-900"
                >
                  {item.count} in {leadKinds[item.kind].title}
                </Link>
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}
