import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { requireAdmin } from '~/features/accounts/guards.server';
import { SampleContentChecklist } from '~/features/business/components/sample-content-checklist';
import { BookingSetupNotice } from '~/features/calendar/components/booking-setup-notice';
import { MailSetupNotice } from '~/features/mail/components/mail-setup-notice';
import { mailConnection } from '~/features/mail/transport.server';
import { hasEstimator } from '~/features/calendar/calendar.server';
import { getBusinessProfile, sampleFields } from '~/features/business/profile.server';
import { Panel } from '~/components/back-office/panel';
import { RecentActivity, ReferralBreakdown, StatCards, WeeklyChart } from '~/features/leads/reporting/components/dashboard-panels';
import { ArrivedAfterHours, OldestUnanswered, ResponseTimes, SuspectedSpam } from '~/features/leads/reporting/components/speed-to-lead-panels';
import { CallTasks, FollowThroughTable } from '~/features/followups/components/follow-through-panels';
import { FollowUpNoticeText } from '~/features/followups/components/follow-up-list';
import { loadFollowThrough } from '~/features/followups/figures.server';
import { loadDashboard } from '~/features/leads/reporting/dashboard.server';
import { adminMeta } from '~/components/back-office/meta';
import { DueJobs } from '~/features/jobs/components/due-jobs';
import { loadDueJobs } from '~/features/jobs/job-details.server';
import { servicesContext } from '~/lib/request-context';
import { MoneyFigure } from '~/features/payments/back-office/components/money-figure';
import { moneyFigures } from '~/features/payments/back-office/invoice-office.server';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Dashboard', '/admin/dashboard', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const services = context.get(servicesContext);
  const { db, env } = services;
  const isSuperAdmin = user.role === 'superAdmin';
  // The facts still at their sample values: for the owner, who is the one who can set them.
  const [dashboard, followThrough, sampleFacts, canBook, money, dueJobs] = await Promise.all([
    loadDashboard(db),
    loadFollowThrough(db),
    isSuperAdmin ? getBusinessProfile(db).then(sampleFields) : [],
    hasEstimator(db),
    moneyFigures(db),
    loadDueJobs(services),
  ]);
  return { ...dashboard, followThrough, isSuperAdmin, sampleFacts, canBook, money, dueJobs, mail: mailConnection(env) };
}

const linkClass = 'flex min-h-9 items-center rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-900';

export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  const { stats, weeks, referrals, responseWeeks, unanswered, afterHours, spam, followThrough, isSuperAdmin, sampleFacts, canBook, money } = loaderData;
  const quickLinks = [
    { to: '/admin/quote-submissions?status=new', label: 'Review new quote requests' },
    { to: '/admin/contact-submissions?status=new', label: 'Review new contact submissions' },
    { to: '/admin/chatbot-contacts?status=new', label: 'Review new chatbot contacts' },
    ...(isSuperAdmin
      ? [
          { to: '/admin/settings/business', label: 'Company profile: facts, prices and team' },
          { to: '/admin/settings', label: 'Settings and user management' },
        ]
      : []),
  ];
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900">Dashboard</h1>
      <MailSetupNotice mail={loaderData.mail} />
      <SampleContentChecklist sampleFacts={sampleFacts} />
      <BookingSetupNotice canBook={canBook} />
      <DueJobs flags={loaderData.dueJobs} />
      <StatCards stats={stats} />
      <MoneyFigure figures={money} />
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Recent activity">
          <RecentActivity stats={stats} />
        </Panel>
        <Panel title="Suspected spam">
          <SuspectedSpam counts={spam.counts} days={spam.days} />
        </Panel>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Arrived after hours">
          <ArrivedAfterHours group={afterHours} />
        </Panel>
        <Panel title="Oldest unanswered leads">
          <OldestUnanswered leads={unanswered} />
        </Panel>
      </div>
      <Panel title="Follow-through per week">
        <FollowThroughTable weeks={followThrough.weeks} />
      </Panel>
      <div className="grid grid-cols-[minmax(0,1fr)]">
        <Panel title="Calls to make">
          <div id="follow-ups">
            <FollowUpNoticeText />
            <CallTasks calls={followThrough.calls} />
          </div>
        </Panel>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title="First response">
          <ResponseTimes weeks={responseWeeks} />
        </Panel>
        <Panel title="Quick links">
          <ul className="grid gap-0.5">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
      <div className="grid gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title="Leads per week">
          <WeeklyChart weeks={weeks} />
        </Panel>
        <Panel title="How quote requesters heard about us">
          <ReferralBreakdown referrals={referrals} />
        </Panel>
      </div>
    </div>
  );
}
