import { Link } from 'react-router';
import { ArrowRightIcon, ChatIcon, ClipboardIcon, InboxIcon } from '~/components/ui/icons';
import { choiceLabel, referralSources } from '../../choices';
import type { AdminStats, ReferralCount, WeekCounts } from '../dashboard.server';
import { formatDay } from '~/features/calendar/business-dates';

const count = new Intl.NumberFormat('en-US');

const cards = [
  { title: 'Quote Requests', to: '/admin/quote-submissions', total: 'totalQuotes', fresh: 'newQuotes', icon: ClipboardIcon },
  { title: 'Contact Submissions', to: '/admin/contact-submissions', total: 'totalContacts', fresh: 'newContacts', icon: InboxIcon },
  { title: 'Chatbot Inquiries', to: '/admin/chatbot-contacts', total: 'totalChatbots', fresh: 'newChatbots', icon: ChatIcon },
] as const;

/** SPEC: the six counts, total and new for each kind of lead (suspected spam left out). */
export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ title, to, total, fresh, icon: Icon }) => (
        <li key={title} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-700">
            <Icon className="size-4 text-brand-600" />
            {title}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div>
              <dt className="text-xs font-medium text-slate-600 uppercase">Total</dt>
              <dd className="text-2xl font-bold text-brand-900 tabular-nums">
                <Link to={to} className="hover:underline">
                  {count.format(stats[total])}
                  <span className="sr-only"> {title.toLowerCase()} in all</span>
                </Link>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-600 uppercase">New</dt>
              <dd className="text-2xl font-bold text-accent-700 tabular-nums">
                <Link to={`${to}?status=new`} className="hover:underline">
                  {count.format(stats[fresh])}
                  <span className="sr-only"> new {title.toLowerCase()}</span>
                </Link>
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** SPEC: 'N new quote request(s) to review' lines, or 'No new activity to display'. */
export function RecentActivity({ stats }: { stats: AdminStats }) {
  const lines = [
    { n: stats.newQuotes, text: 'new quote request(s) to review', to: '/admin/quote-submissions?status=new' },
    { n: stats.newContacts, text: 'new contact submission(s) to review', to: '/admin/contact-submissions?status=new' },
    { n: stats.newChatbots, text: 'new chatbot inquiry(ies) to review', to: '/admin/chatbot-contacts?status=new' },
  ].filter((line) => line.n > 0);
  if (lines.length === 0) return <p className="text-sm text-slate-600">No new activity to display</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {lines.map((line) => (
        <li key={line.to}>
          <Link to={line.to} className="group flex items-center justify-between gap-3 py-2 text-sm text-slate-800 hover:text-brand-800">
            <span>
              <span className="mr-1.5 inline-block size-2 rounded-full bg-accent-500" aria-hidden="true" />
              {count.format(line.n)} {line.text}
            </span>
            <ArrowRightIcon className="size-4 text-slate-500 group-hover:text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

const series = [
  { key: 'quotes', label: 'Quote requests', fill: 'fill-brand-700', swatch: 'bg-brand-700' },
  { key: 'contacts', label: 'Contact submissions', fill: 'fill-accent-500', swatch: 'bg-accent-500' },
  { key: 'chatbots', label: 'Chatbot contacts', fill: 'fill-palm-500', swatch: 'bg-palm-500' },
] as const;

/** A round number at or above `value`, for the top of the scale. */
function niceMax(value: number): number {
  if (value <= 5) return 5;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value)!;
  return step * magnitude;
}

/**
 * Leads per week, stacked by kind, drawn as inline SVG. The drawing is hidden from assistive
 * technology; the same numbers are in a table for screen readers and in a one-line summary.
 */
export function WeeklyChart({ weeks }: { weeks: WeekCounts[] }) {
  const totals = weeks.map((week) => week.quotes + week.contacts + week.chatbots);
  const sum = totals.reduce((a, b) => a + b, 0);
  const top = niceMax(Math.max(0, ...totals));
  const busiest = weeks[totals.indexOf(Math.max(...totals))];
  return (
    <div>
      <p className="text-sm text-slate-700">
        {count.format(sum)} leads in the last {weeks.length} weeks
        {sum > 0 && busiest ? `; the busiest week began ${formatDay(busiest.week)} (${count.format(Math.max(...totals))}).` : '.'}
      </p>
      <div aria-hidden="true" className="mt-3">
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          {series.map((item) => (
            <li key={item.key} className="flex items-center gap-1.5">
              <span className={`inline-block size-2.5 rounded-sm ${item.swatch}`} />
              {item.label}
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <div className="flex h-40 flex-col justify-between text-right text-[0.65rem] text-slate-500 tabular-nums">
            <span>{count.format(top)}</span>
            <span>{count.format(top / 2)}</span>
            <span>0</span>
          </div>
          <div className="relative flex-1">
            <div className="absolute inset-x-0 top-0 h-40 border-y border-dashed border-slate-200">
              <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-slate-200" />
            </div>
            <div className="relative grid grid-cols-12 gap-1 sm:gap-2">
              {weeks.map((week, index) => {
                let y = 100;
                return (
                  <div key={week.week} className="flex min-w-0 flex-col items-center">
                    <svg viewBox="0 0 10 100" preserveAspectRatio="none" className="h-40 w-full max-w-8">
                      {series.map((item) => {
                        const height = (week[item.key] / top) * 100;
                        y -= height;
                        return height > 0 ? <rect key={item.key} x="0" y={y} width="10" height={height} className={item.fill} /> : null;
                      })}
                    </svg>
                    <span className={`mt-1 truncate text-[0.65rem] text-slate-600 ${index % 2 ? 'max-sm:invisible' : ''}`}>{formatDay(week.week)}</span>
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      </div>
      <div className="sr-only">
        <table>
          <caption>Leads per week, last {weeks.length} weeks, suspected spam left out</caption>
          <thead>
            <tr>
              <th scope="col">Week beginning</th>
              {series.map((item) => (
                <th key={item.key} scope="col">
                  {item.label}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week.week}>
                <th scope="row">{formatDay(week.week)}</th>
                <td>{week.quotes}</td>
                <td>{week.contacts}</td>
                <td>{week.chatbots}</td>
                <td>{totals[index]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** How quote requesters heard about the company: a table whose bars only repeat its numbers. */
export function ReferralBreakdown({ referrals }: { referrals: ReferralCount[] }) {
  const total = referrals.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return <p className="text-sm text-slate-600">No quote requests yet.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">How quote requesters heard about us, all time</caption>
      <thead className="text-left text-xs text-slate-600 uppercase">
        <tr>
          <th scope="col" className="pb-1 font-semibold">
            Source
          </th>
          <th scope="col" className="pb-1 text-right font-semibold">
            Requests
          </th>
          <th scope="col" className="w-2/5 pb-1 pl-3 font-semibold">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {referrals.map((row) => {
          const share = Math.round((row.count / total) * 100);
          return (
            <tr key={row.source ?? 'none'}>
              <th scope="row" className="py-1 pr-2 text-left font-medium text-slate-800">
                {row.source ? (choiceLabel(referralSources, row.source) ?? row.source) : 'Not specified'}
              </th>
              <td className="py-1 text-right text-slate-700 tabular-nums">{count.format(row.count)}</td>
              <td className="py-1 pl-3">
                <div className="flex items-center gap-2">
                  <svg viewBox="0 0 100 2" preserveAspectRatio="none" aria-hidden="true" className="h-2 w-full min-w-0 flex-1 rounded-full">
                    <rect width="100" height="2" className="fill-slate-100" />
                    <rect width={share} height="2" className="fill-brand-600" />
                  </svg>
                  <span className="w-9 text-right text-xs text-slate-600 tabular-nums">{share}%</span>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
