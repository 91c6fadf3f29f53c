import { data, type RouterContextProvider } from 'react-router';
import { requireUser } from '~/features/accounts/guards.server';
import { resendVerificationEmail, handleProfileSettings } from '~/features/accounts/profile/profile.server';
import { isAdminRole } from '~/features/accounts/roles/roles';
import { toPublicUser } from '~/features/accounts/session.server';
import { orderLinesIn } from '~/features/estimates/customer-lines.server';
import { getApproval, signedNotices } from '~/features/estimates/estimates.server';
import { getPriceItems } from '~/features/estimates/profile-facts.server';
import { getBusinessProfile } from '~/features/business/profile.server';
import { customerJobProgress, customerJobStages } from '~/features/jobs/job-progress.server';
import { localeOfPath } from '~/lib/locale';
import { bookedVisitsFor } from '~/features/bookings/visits.server';
import { visitTime } from '~/features/bookings/booking';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import type { RequestVisit } from '~/features/leads/my-requests/components/requests-page';
import { listCustomerRequests } from '~/features/leads/my-requests/customer-requests.server';
import { requestConfirmationToken } from '~/features/leads/my-requests/request-confirmation.server';
import { listQuoteRequestPhotos } from '~/features/leads/intake/quote-requests.server';
import { readOrderLink } from '~/features/orders/order-links.server';
import { getOrder, getOrderForCustomer, listOrdersForCustomer, type Order, type OrderDetail, summarizeOrders } from '~/features/orders/orders.server';
import { type AppServices, clientIpContext, servicesContext } from '~/lib/request-context';

// The loaders and actions of the customer dashboard, shared by its English (/dashboard) and
// Spanish (/es/dashboard) route modules. Every one checks the session itself: a parent layout's
// check does not protect a child's data request.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** SPEC section 9: the overview shows this many orders. */
const RECENT_ORDERS = 3;

export async function dashboardLayoutLoader({ request, context }: Args) {
  const user = await requireUser(request, context);
  return { user: toPublicUser(user), isAdmin: isAdminRole(user.role) };
}

/** The orders with the stage of each one's job in the page's language: one query for the list. */
async function withStages(db: AppServices['db'], orders: readonly Order[], request: Request) {
  const stages = await customerJobStages(
    db,
    orders.map((order) => order.id),
    localeOfPath(new URL(request.url).pathname),
  );
  return orders.map((order) => ({ ...order, stage: stages.get(order.id) ?? null }));
}

export async function overviewLoader({ request, context }: Args) {
  const user = await requireUser(request, context);
  const { db } = context.get(servicesContext);
  const [summary, recent] = await Promise.all([summarizeOrders(db, user), listOrdersForCustomer(db, user, RECENT_ORDERS)]);
  return { summary, recent: await withStages(db, recent, request), emailVerified: user.emailVerified };
}

export async function ordersLoader({ request, context }: Args) {
  const user = await requireUser(request, context);
  const { db } = context.get(servicesContext);
  return { orders: await withStages(db, await listOrdersForCustomer(db, user), request) };
}

export async function orderLoader({ request, params, context }: Args & { params: { orderId: string } }) {
  const user = await requireUser(request, context);
  // Another customer's order is answered exactly like one that does not exist.
  const { db } = context.get(servicesContext);
  const order = await getOrderForCustomer(db, user, params.orderId);
  return orderPageData(db, order, order && { pdfHref: `/dashboard/orders/${encodeURIComponent(order.id)}/signed-estimate.pdf`, signedLink: false }, request);
}

/**
 * The one order an approval email's signed link opens, without signing in: whoever holds the
 * link holds the email it came in. An altered or expired link is answered like a missing order.
 */
export async function orderLinkLoader({ request, params, context }: Args & { params: { token: string } }) {
  const { db, secret } = context.get(servicesContext);
  const orderId = readOrderLink(params.token, secret);
  // The PDF is the link's own: no account is needed for the document the customer signed.
  return orderPageData(
    db,
    orderId ? await getOrder(db, orderId) : undefined,
    { pdfHref: `/orders/${encodeURIComponent(params.token)}/signed-estimate.pdf`, signedLink: true },
    request,
  );
}

/** Where the order page's signed PDF is downloaded from, and whether it was opened by the email's link (no account, no dashboard around it). */
interface OrderPageAccess {
  pdfHref: string;
  signedLink: boolean;
}

/** The order as its page shows it, its lines from the price list in the page's language (a Spanish page names them in Spanish). */
async function orderPageData(db: AppServices['db'], found: OrderDetail | undefined, access: OrderPageAccess | undefined, request: Request) {
  if (!found || !access) throw data(null, { status: 404 });
  const locale = localeOfPath(new URL(request.url).pathname);
  const order = locale === 'en' ? found : { ...found, lines: orderLinesIn(found.lines, locale, await getPriceItems(db)) };
  const approval = order.estimateId ? await getApproval(db, order.estimateId) : undefined;
  const signature = approval ? { signerName: approval.signerName, signedAt: approval.signedAt, contentSha256: approval.contentSha256 } : null;
  const [photos, notices, { licenceNumber }] = await Promise.all([
    order.quoteRequestId ? listQuoteRequestPhotos(db, order.quoteRequestId) : [],
    // The contract's Florida notices, as the customer signed them (above the signature, as on the estimate).
    approval && order.estimateId ? signedNotices(db, order.estimateId) : [],
    getBusinessProfile(db),
  ]);
  // The job after the signature, in the page's language; its first install visit is the service date.
  const job = await customerJobProgress(db, order.id, locale);
  return { order, signature, photos, notices, licenceNumber: licenceNumber.trim() || null, ...access, job: job ?? null, serviceDate: job?.serviceDate };
}

export async function requestsLoader({ request, context }: Args) {
  const user = await requireUser(request, context);
  const services = context.get(servicesContext);
  // Anyone can type any address into a form: only a confirmed address shows what was sent from it.
  const requests = user.emailVerified ? await listCustomerRequests(services.db, user.email) : null;
  if (!requests) return { email: user.email, requests };
  return { email: user.email, requests, visits: await requestVisits(services, requests.quoteRequests) };
}

/**
 * Each quote request's free estimate visit: when it is booked, or the /book link that books it
 * for the request (the signed reference its confirmation carries, so the details are prefilled).
 */
async function requestVisits(services: AppServices, quoteRequests: readonly { id: string }[]): Promise<Record<string, RequestVisit>> {
  const [booked, { timeZone }] = await Promise.all([
    bookedVisitsFor(
      services.db,
      quoteRequests.map((quote) => quote.id),
    ),
    getBusinessCalendar(services.db),
  ]);
  return Object.fromEntries(
    quoteRequests.map((quote) => {
      const visit = booked.get(quote.id);
      return [
        quote.id,
        visit
          ? { booked: { en: visitTime(Date.parse(visit.startsAt), 'en', timeZone), es: visitTime(Date.parse(visit.startsAt), 'es', timeZone) } }
          : { bookQuery: `?${new URLSearchParams({ request: requestConfirmationToken(services.secret, 'quote-requests', quote.id) })}` },
      ];
    }),
  );
}

export async function requestsAction({ request, context }: Args) {
  const user = await requireUser(request, context);
  return resendVerificationEmail(request, context.get(servicesContext), context.get(clientIpContext), user);
}

export async function profileLoader({ request, context }: Args) {
  const user = await requireUser(request, context);
  return { profile: { name: user.name, email: user.email, phone: user.phone, address: user.address } };
}

export async function profileAction({ request, context }: Args) {
  const user = await requireUser(request, context);
  return handleProfileSettings(request, context.get(servicesContext), context.get(clientIpContext), user);
}
