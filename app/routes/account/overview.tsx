import { Link } from 'react-router';
import type { Route } from './+types/overview';
import { DashboardPanel } from '~/features/accounts/components/dashboard-panel';
import { requireUser } from '~/features/accounts/guards.server';
import { NoOrders, OrderList } from '~/features/orders/components/order-list';
import { listOrdersForCustomer, summarizeOrders } from '~/features/orders/orders.server';
import { ButtonLink } from '~/components/ui/button';
import { ArrowRightIcon, CheckCircleIcon, ClipboardIcon, ClockIcon, MailIcon } from '~/components/ui/icons';
import { accountPages } from '~/content/accounts';
import { company } from '~/content/company';
import { servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

/** SPEC section 9: the overview shows this many orders. */
const RECENT_ORDERS = 3;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Dashboard', description: 'Your orders and account.', path: '/dashboard', site: siteData(matches), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = context.get(servicesContext);
  const [summary, recent] = await Promise.all([summarizeOrders(db, user), listOrdersForCustomer(db, user, RECENT_ORDERS)]);
  return { summary, recent, emailVerified: user.emailVerified };
}

export default function OverviewRoute({ loaderData }: Route.ComponentProps) {
  const { summary, recent, emailVerified } = loaderData;
  const stats = [
    { label: 'Total Orders', value: summary.total, icon: ClipboardIcon, tone: 'bg-brand-50 text-brand-700' },
    { label: 'Completed', value: summary.completed, icon: CheckCircleIcon, tone: 'bg-success-50 text-success-700' },
    { label: 'In Progress', value: summary.inProgress, icon: ClockIcon, tone: 'bg-accent-50 text-accent-700' },
  ];
  return (
    <>
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="sr-only">
          Overview
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
            Confirm your email address to also see the quote requests and messages you have sent us.
          </p>
          <Link to="/dashboard/requests" className="shrink-0 font-semibold text-brand-800 underline underline-offset-2">
            Confirm my email
          </Link>
        </div>
      )}

      <DashboardPanel
        id="recent-orders-heading"
        title="Recent Orders"
        action={
          recent.length ? (
            <Link to="/dashboard/orders" className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900">
              View All Orders
              <ArrowRightIcon className="size-4" />
            </Link>
          ) : null
        }
      >
        {recent.length ? (
          <OrderList orders={recent} />
        ) : (
          <NoOrders message={accountPages.dashboard.emptyOrders} hint={accountPages.dashboard.emptyOrdersHint} />
        )}
      </DashboardPanel>

      <section
        aria-labelledby="next-project-heading"
        className="flex flex-col gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between on-dark"
      >
        <div>
          <h2 id="next-project-heading" className="text-lg font-bold">
            Planning your next project?
          </h2>
          <p className="mt-1 text-brand-100">
            Ask for a free quote, or call us at{' '}
            <a href={`tel:${company.phone.e164}`} className="font-semibold text-white underline underline-offset-2">
              {company.phone.display}
            </a>
            .
          </p>
        </div>
        <ButtonLink to="/get-quote" className="shrink-0">
          Get a Quote
        </ButtonLink>
      </section>
    </>
  );
}
