import { Form, Link, Outlet, useNavigation } from 'react-router';
import type { AccountActionData } from '~/features/accounts/account-action';
import type { SignInMessages } from '~/features/accounts/account-fields';
import { VERIFY_EMAIL_INTENT } from '~/features/accounts/account-intents';
import { ChangePasswordForm } from '~/features/accounts/components/change-password-form';
import { DashboardPanel } from '~/features/accounts/components/dashboard-panel';
import { DashboardSidebar } from '~/features/accounts/components/dashboard-sidebar';
import { FormMessages } from '~/features/accounts/components/form-banners';
import { ProfileForm } from '~/features/accounts/components/profile-form';
import { PhotoGallery } from '~/features/leads/photos/components/photo-gallery';
import { customerStatusLabel } from '~/features/leads/my-requests/customer-status';
import type { PhotoSummary } from '~/features/leads/intake/quote-requests.server';
import { OrderLines } from '~/features/orders/components/order-lines';
import { NoOrders, OrderList } from '~/features/orders/components/order-list';
import { OrderStatusBadge } from '~/features/orders/components/order-status-badge';
import { formatAmount, formatOrderDate } from '~/features/orders/order-status';
import { Button, ButtonLink } from '~/components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon, CalendarIcon, CheckCircleIcon, ClipboardIcon, ClockIcon, MailIcon } from '~/components/ui/icons';
import { company } from '~/content/company';
import type { DashboardWords } from '~/content/dashboard';
import { serviceNamed } from '~/content/lead-choices';
import { formatDate, formatDateTime } from '~/lib/business-dates';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import type { dashboardLayoutLoader, orderLoader, ordersLoader, overviewLoader, profileLoader, requestsLoader } from './dashboard-pages.server';

// The customer dashboard's pages in either language: each route module (English under
// /dashboard, Spanish under /es/dashboard) passes its loader's data and its language's words.

type DataOf<Loader extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Loader>>;

const textLink = 'font-semibold text-brand-700 underline underline-offset-2';

/** An order's service (kept by its English name) in the page's language, when it is one of ours. */
export function serviceName(service: string, words: DashboardWords): string {
  return serviceNamed(service, words.requests.projectTypes);
}

/** Orders with their services named in the page's language. */
function named<Order extends { service: string }>(orders: readonly Order[], words: DashboardWords): Order[] {
  return orders.map((order) => ({ ...order, service: serviceName(order.service, words) }));
}

function CallUs({ className }: { className: string }) {
  return (
    <a href={`tel:${company.phone.e164}`} className={className}>
      {company.phone.display}
    </a>
  );
}

export function DashboardLayoutPage({ data, words }: { data: DataOf<typeof dashboardLayoutLoader>; words: DashboardWords }) {
  const { user, isAdmin } = data;
  const firstName = user.name.trim().split(/\s+/)[0];
  return (
    <>
      <section className="on-dark relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(43,138,198,0.45),transparent_60%)]"
        />
        <div className="container-page relative py-8 sm:py-12">
          <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{words.layout.eyebrow}</p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-4xl">{firstName ? words.layout.welcome(firstName) : words.layout.welcomeNoName}</h1>
        </div>
      </section>
      <div className="bg-sand-50">
        <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8 lg:py-12">
          <DashboardSidebar user={user} isAdmin={isAdmin} words={words.sidebar} />
          <div className="min-w-0 space-y-6">
            <Outlet />
          </div>
        </div>
      </div>
    </>
  );
}

export function OverviewPage({ data, words }: { data: DataOf<typeof overviewLoader>; words: DashboardWords }) {
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

export function OrdersPage({ data, words }: { data: DataOf<typeof ordersLoader>; words: DashboardWords }) {
  const { orders } = data;
  return (
    <DashboardPanel id="orders-heading" title={words.orders.heading} intro={orders.length ? words.orders.count(orders.length) : undefined}>
      {orders.length ? <OrderList orders={named(orders, words)} words={words} /> : <NoOrders words={words.noOrders} />}
    </DashboardPanel>
  );
}

export function OrderPage({ data, words }: { data: DataOf<typeof orderLoader>; words: DashboardWords }) {
  const { order, signature, photos } = data;
  const locale = useLocale();
  const w = words.order;
  const details = [
    { label: w.number, value: order.id.slice(-8).toUpperCase() },
    { label: w.serviceDate, value: formatOrderDate(order.date, locale) },
    { label: w.amount, value: formatAmount(order.amountCents) },
    { label: w.placedOn, value: formatDateTime(order.createdAt, locale) },
    { label: w.lastUpdated, value: formatDateTime(order.updatedAt, locale) },
  ];
  return (
    <>
      <Link to={linkIn(locale, '/dashboard/orders')} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
        <ArrowLeftIcon className="size-4" />
        {w.allOrders}
      </Link>
      <DashboardPanel
        id="order-heading"
        title={serviceName(order.service, words)}
        action={<OrderStatusBadge status={order.status} names={words.orderStatuses} />}
      >
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {details.map((detail) => (
            <div key={detail.label}>
              <dt className="text-sm font-medium text-slate-600">{detail.label}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{detail.value}</dd>
            </div>
          ))}
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-slate-600">{w.description}</dt>
            <dd className="mt-1 whitespace-pre-line text-slate-800">{order.description ?? w.noDescription}</dd>
          </div>
        </dl>
        {order.lines.length ? <OrderLines lines={order.lines} totalCents={order.amountCents} words={words.orderLines} /> : null}
        {photos.length ? (
          <section aria-labelledby="order-photos-heading" className="mt-8">
            <h3 id="order-photos-heading" className="mb-3 text-lg font-bold text-brand-900">
              {w.photos}
            </h3>
            <PhotoGallery photos={photos} label={w.photosLabel} describe={words.photo.describe} />
          </section>
        ) : null}
        {signature ? (
          <section aria-labelledby="signed-estimate-heading" className="mt-8 rounded-xl border border-slate-200 bg-sand-50 p-5">
            <h3 id="signed-estimate-heading" className="text-lg font-bold text-brand-900">
              {w.signatureHeading}
            </h3>
            <p className="mt-1 text-slate-700">
              {w.signedBy} <span className="font-semibold">{signature.signerName}</span>, {formatDateTime(signature.signedAt, locale)}
            </p>
            <p className="mt-2 text-sm text-slate-600">{w.fingerprint}</p>
            <p className="font-mono text-xs break-all text-slate-800">{signature.contentSha256}</p>
            <a
              href={`/dashboard/orders/${encodeURIComponent(order.id)}/signed-estimate.pdf`}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {w.downloadPdf}
            </a>
          </section>
        ) : null}
        <div className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-600">
            {w.questions} <CallUs className={textLink} />.
          </p>
          <ButtonLink to="/contact" variant="outline" className="shrink-0">
            {w.contactUs}
          </ButtonLink>
        </div>
      </DashboardPanel>
    </>
  );
}

interface RequestRow {
  id: string;
  title: string;
  detail?: string;
  status: string;
  createdAt: string;
  photos?: PhotoSummary[];
}

interface RequestsPanelProps {
  id: string;
  title: string;
  intro: string;
  rows: RequestRow[];
  statuses: Readonly<Record<string, string>>;
  /** What an empty list says, and where it invites the customer to go. */
  empty: { text: string; link: string; to: string };
  words: DashboardWords;
}

/** One kind of lead the customer sent (quote requests or messages), newest first, with its status. */
function RequestsPanel({ id, title, intro, rows, statuses, empty, words }: RequestsPanelProps) {
  const locale = useLocale();
  return (
    <DashboardPanel id={id} title={title} intro={intro}>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-sand-50 px-5 py-6 text-slate-600">
          {empty.text}{' '}
          <Link to={linkIn(locale, empty.to)} className={textLink}>
            {empty.link}
          </Link>
        </p>
      ) : (
        <RequestList rows={rows} statuses={statuses} words={words} />
      )}
    </DashboardPanel>
  );
}

function RequestList({ rows, statuses, words }: { rows: RequestRow[]; statuses: Readonly<Record<string, string>>; words: DashboardWords }) {
  const locale = useLocale();
  return (
    <ul className="divide-y divide-slate-200">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-brand-900">
              {row.title}
              {row.detail ? <span className="font-normal text-slate-600"> · {row.detail}</span> : null}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <CalendarIcon className="size-4 shrink-0" />
              {words.requests.sent(formatDate(row.createdAt, locale))}
            </p>
          </div>
          <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
            {customerStatusLabel(row.status, statuses)}
          </span>
          {row.photos?.length ? (
            <div className="w-full">
              <PhotoGallery photos={row.photos} label={words.requests.photosLabel(row.title)} describe={words.photo.describe} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A stored choice by its name in the page's language, or as stored when the list no longer has it. */
function nameOf(names: Readonly<Record<string, string>>, value: string): string {
  return names[value] ?? value;
}

export function RequestsPage({
  data,
  actionData,
  words,
}: {
  data: DataOf<typeof requestsLoader>;
  actionData: AccountActionData | undefined;
  words: DashboardWords;
}) {
  const { email, requests } = data;
  const navigation = useNavigation();
  const w = words.requests;
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === VERIFY_EMAIL_INTENT;

  if (!requests) {
    return (
      <DashboardPanel id="requests-heading" title={w.heading} intro={w.confirmIntro(email)}>
        <Form method="post" className="space-y-5">
          <FormMessages notice={actionData?.notice} error={actionData?.formError} />
          <input type="hidden" name="intent" value={VERIFY_EMAIL_INTENT} />
          <p className="text-slate-700">{w.confirmText}</p>
          <Button type="submit" variant="secondary" disabled={sending}>
            {sending ? w.sendingConfirmation : w.sendConfirmation}
          </Button>
        </Form>
      </DashboardPanel>
    );
  }

  const quoteRows = requests.quoteRequests.map((quote) => ({
    id: quote.id,
    title: nameOf(w.projectTypes, quote.projectType),
    detail: quote.city,
    status: quote.status,
    createdAt: quote.createdAt,
    photos: quote.photos,
  }));
  const messageRows = requests.messages.map((message) => ({
    id: message.id,
    title: nameOf(w.subjects, message.subject),
    status: message.status,
    createdAt: message.createdAt,
  }));
  return (
    <>
      <RequestsPanel
        id="quote-requests-heading"
        title={w.quoteRequests}
        intro={w.quoteRequestsIntro(email)}
        rows={quoteRows}
        statuses={w.statuses}
        empty={{ text: w.noQuoteRequests, link: w.requestQuote, to: '/get-quote' }}
        words={words}
      />
      <RequestsPanel
        id="messages-heading"
        title={w.messages}
        intro={w.messagesIntro(email)}
        rows={messageRows}
        statuses={w.messageStatuses}
        empty={{ text: w.noMessages, link: w.sendMessage, to: '/contact' }}
        words={words}
      />
    </>
  );
}

export function ProfilePage({ data, words, signInMessages }: { data: DataOf<typeof profileLoader>; words: DashboardWords; signInMessages: SignInMessages }) {
  return (
    <>
      <DashboardPanel id="profile-heading" title={words.profile.heading} intro={words.profile.intro}>
        <ProfileForm profile={data.profile} words={words} />
      </DashboardPanel>
      <DashboardPanel id="password-heading" title={words.profile.passwordHeading} intro={words.profile.passwordIntro}>
        <ChangePasswordForm words={words} signInMessages={signInMessages} />
      </DashboardPanel>
    </>
  );
}
