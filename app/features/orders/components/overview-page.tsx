import { Link } from 'react-router';
import { DashboardPanel } from '~/features/accounts/components/dashboard-panel';
import { ButtonLink } from '~/components/ui/button';
import { ArrowRightIcon, CheckCircleIcon, ClipboardIcon, ClockIcon, MailIcon } from '~/components/ui/icons';
import type { DashboardWords } from '~/content/dashboard';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import type { Order, OrderSummary } from '../orders.server';
import { CallUs, named } from './customer-orders';
import { NoOrders, OrderList } from './order-list';

/** The customer dashboard's first page (/dashboard, /es/dashboard): their orders counted, the latest few, and the next step. */
export function OverviewPage({ data, words }: { data: { summary: OrderSummary; recent: Order[]; emailVerified: boolean }; words: DashboardWords }) {
  const { summary, recent, emailVerified } = data;
  const locale = useLocale();
  const w = words.overview;
  const stats = [
    { label: w.stats.total, value: summary.total, icon: ClipboardIcon, tone: 'bg-brand-50 text-brand-700' },
    { label: w.stats.completed, value: summary.completed, icon: CheckCircleIcon, tone: 'bg-success-50 text-success-700' },
    { label: w.stats.inProgress, value: summary.inProgress, icon: ClockIcon, tone: 'bg-accent-50 text-accent-700' },
  ];
  return (
    <>
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="sr-only">
          {w.heading}
        </h2>
        <ul className="grid grid-cols-3 gap-3 sm:gap-4">
          {stats.map(({ label, value, icon: Icon, tone }) => (
            <li
              key={label}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5"
            >
              <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-12 ${tone}`}>
                <Icon className="size-5 sm:size-6" />
              </span>
              <p className="flex flex-col">
                <span className="text-2xl font-bold text-brand-900 tabular-nums sm:text-3xl">{value}</span>
                <span className="text-sm leading-tight font-medium text-slate-600">{label}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      {emailVerified ? null : (
        <div className="flex flex-col gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex gap-3 text-slate-800">
            <MailIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
            {w.confirmEmail}
          </p>
          <Link to={linkIn(locale, '/dashboard/requests')} className="shrink-0 font-semibold text-brand-800 underline underline-offset-2">
            {w.confirmEmailAction}
          </Link>
        </div>
      )}

      <DashboardPanel
        id="recent-orders-heading"
        title={w.recentOrders}
        action={
          recent.length ? (
            <Link
              to={linkIn(locale, '/dashboard/orders')}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900"
            >
              {w.viewAllOrders}
              <ArrowRightIcon className="size-4" />
            </Link>
          ) : null
        }
      >
        {recent.length ? <OrderList orders={named(recent, words)} words={words} /> : <NoOrders words={words.noOrders} />}
      </DashboardPanel>

      <section
        aria-labelledby="next-project-heading"
        className="flex flex-col gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between on-dark"
      >
        <div>
          <h2 id="next-project-heading" className="text-lg font-bold">
            {w.nextProject}
          </h2>
          <p className="mt-1 text-brand-100">
            {w.nextProjectText} <CallUs className="font-semibold text-white underline underline-offset-2" />.
          </p>
        </div>
        <ButtonLink to="/get-quote" className="shrink-0">
          {w.getQuote}
        </ButtonLink>
      </section>
    </>
  );
}
