import { data, Link } from 'react-router';
import type { Route } from './+types/order-detail';
import { DashboardPanel } from '~/features/accounts/components/dashboard-panel';
import { requireUser } from '~/features/accounts/guards.server';
import { OrderStatusBadge } from '~/features/orders/components/order-status-badge';
import { formatAmount, formatOrderDate } from '~/features/orders/order-status';
import { getApproval } from '~/features/estimates/estimates.server';
import { OrderLines } from '~/features/orders/components/order-lines';
import { getOrderForCustomer } from '~/features/orders/orders.server';
import { PhotoGallery } from '~/features/leads/components/photo-gallery';
import { listQuoteRequestPhotos } from '~/features/leads/quote-requests.server';
import { ButtonLink } from '~/components/ui/button';
import { ArrowLeftIcon } from '~/components/ui/icons';
import { company } from '~/content/company';
import { estimatePage } from '~/content/estimates';
import { formatDateTime } from '~/lib/business-dates';
import { servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: loaderData ? `Order: ${loaderData.order.service}` : 'Order',
    description: 'The details of one of your orders.',
    path: '/dashboard/orders',
    site: siteData(matches),
    noindex: true,
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  // Another customer's order is answered exactly like one that does not exist.
  const { db } = context.get(servicesContext);
  const order = await getOrderForCustomer(db, user, params.orderId);
  if (!order) throw data(null, { status: 404 });
  const approval = order.estimateId ? await getApproval(db, order.estimateId) : undefined;
  const signature = approval ? { signerName: approval.signerName, signedAt: approval.signedAt, contentSha256: approval.contentSha256 } : null;
  const photos = order.quoteRequestId ? await listQuoteRequestPhotos(db, order.quoteRequestId) : [];
  return { order, signature, photos };
}

export default function OrderDetailRoute({ loaderData }: Route.ComponentProps) {
  const { order, signature, photos } = loaderData;
  const details = [
    { label: 'Order number', value: order.id.slice(-8).toUpperCase() },
    { label: 'Service date', value: formatOrderDate(order.date) },
    { label: 'Amount', value: formatAmount(order.amountCents) },
    { label: 'Placed on', value: formatDateTime(order.createdAt) },
    { label: 'Last updated', value: formatDateTime(order.updatedAt) },
  ];
  return (
    <>
      <Link to="/dashboard/orders" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
        <ArrowLeftIcon className="size-4" />
        All orders
      </Link>
      <DashboardPanel id="order-heading" title={order.service} action={<OrderStatusBadge status={order.status} />}>
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {details.map((detail) => (
            <div key={detail.label}>
              <dt className="text-sm font-medium text-slate-600">{detail.label}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{detail.value}</dd>
            </div>
          ))}
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-slate-600">Description</dt>
            <dd className="mt-1 whitespace-pre-line text-slate-800">{order.description ?? 'No description.'}</dd>
          </div>
        </dl>
        {order.lines.length ? <OrderLines lines={order.lines} totalCents={order.amountCents} /> : null}
        {photos.length ? (
          <section aria-labelledby="order-photos-heading" className="mt-8">
            <h3 id="order-photos-heading" className="mb-3 text-lg font-bold text-brand-900">
              Your photos
            </h3>
            <PhotoGallery photos={photos} label="Photos you sent with the request" />
          </section>
        ) : null}
        {signature ? (
          <section aria-labelledby="signed-estimate-heading" className="mt-8 rounded-xl border border-slate-200 bg-sand-50 p-5">
            <h3 id="signed-estimate-heading" className="text-lg font-bold text-brand-900">
              {estimatePage.signatureHeading}
            </h3>
            <p className="mt-1 text-slate-700">
              {estimatePage.signedBy} <span className="font-semibold">{signature.signerName}</span>, {formatDateTime(signature.signedAt)}
            </p>
            <p className="mt-2 text-sm text-slate-600">{estimatePage.fingerprint}</p>
            <p className="font-mono text-xs break-all text-slate-800">{signature.contentSha256}</p>
            <a
              href={`/dashboard/orders/${encodeURIComponent(order.id)}/signed-estimate.pdf`}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Download the signed estimate (PDF)
            </a>
          </section>
        ) : null}
        <div className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-600">
            Questions about this order? Call{' '}
            <a href={`tel:${company.phone.e164}`} className="font-semibold text-brand-700 underline underline-offset-2">
              {company.phone.display}
            </a>
            .
          </p>
          <ButtonLink to="/contact" variant="outline" className="shrink-0">
            Contact Us
          </ButtonLink>
        </div>
      </DashboardPanel>
    </>
  );
}
