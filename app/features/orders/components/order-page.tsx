import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DashboardPanel } from '~/features/accounts/components/dashboard-panel';
import { ButtonLink } from '~/components/ui/button';
import { ArrowLeftIcon } from '~/components/ui/icons';
import { FloridaNotices } from '~/components/ui/florida-notices';
import { type GalleryPhoto, PhotoGallery } from '~/components/ui/photo-gallery';
import type { ShownFloridaNotice } from '~/content/florida-notices';
import type { DashboardWords } from '~/content/dashboard';
import { formatDateTime } from '~/features/calendar/business-dates';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import type { OrderDetail } from '../orders.server';
import { formatAmount, formatOrderDate } from '../order-status';
import { CallUs, serviceName } from './customer-orders';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';

const textLink = 'font-semibold text-brand-700 underline underline-offset-2';

/** Who signed the estimate the order came from, and the fingerprint of what they signed. */
export interface OrderSignature {
  signerName: string;
  signedAt: string;
  contentSha256: string;
}

/** One order (/dashboard/orders/:id, or an approval email's signed link): its details, lines, photos and signed estimate. */
export function OrderPage({
  data,
  words,
  children,
}: {
  data: {
    order: OrderDetail;
    signature: OrderSignature | null;
    photos: readonly GalleryPhoto[];
    /** Florida's notices of the signed estimate (a contract over $2,500); none otherwise. */
    notices?: readonly ShownFloridaNotice[];
    /** The company profile's contractor licence number, or null when it has none. */
    licenceNumber?: string | null;
    /** Where this page's signed PDF is downloaded from: the dashboard's, or the signed link's own. */
    pdfHref: string;
    /** Opened from an email's link: no account is assumed, so no link into one. */
    signedLink: boolean;
    /** The day the work is done, when a later feature knows it better than the order (the job's first install visit). */
    serviceDate?: string;
  };
  words: DashboardWords;
  /** What later features show of the order, under its lines (the job's progress). */
  children?: ReactNode;
}) {
  const { order, signature, photos, notices, licenceNumber, pdfHref, signedLink } = data;
  const locale = useLocale();
  const w = words.order;
  const details = [
    { label: w.number, value: order.id.slice(-8).toUpperCase() },
    { label: w.serviceDate, value: data.serviceDate ?? formatOrderDate(order.date, locale) },
    { label: w.amount, value: formatAmount(order.amountCents) },
    { label: w.placedOn, value: formatDateTime(order.createdAt, locale) },
    { label: w.lastUpdated, value: formatDateTime(order.updatedAt, locale) },
    // Nothing stands in for a licence the profile does not have.
    ...(licenceNumber ? [{ label: w.licence, value: licenceNumber }] : []),
  ];
  return (
    <>
      {signedLink ? null : (
        <Link to={linkIn(locale, '/dashboard/orders')} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
          <ArrowLeftIcon className="size-4" />
          {w.allOrders}
        </Link>
      )}
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
        {children}
        {photos.length ? (
          <section aria-labelledby="order-photos-heading" className="mt-8">
            <h3 id="order-photos-heading" className="mb-3 text-lg font-bold text-brand-900">
              {w.photos}
            </h3>
            <PhotoGallery photos={photos} label={w.photosLabel} describe={words.photo.describe} />
          </section>
        ) : null}
        {signature && notices?.length ? (
          <div className="mt-8">
            <FloridaNotices notices={notices} headingLevel="h3" />
          </div>
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
            <a href={pdfHref} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {w.downloadPdf}
            </a>
          </section>
        ) : null}
        <div className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-600">
            {w.questions} <CallUs className={textLink} />.
          </p>
          <ButtonLink to={linkIn(locale, '/contact')} variant="outline" className="shrink-0">
            {w.contactUs}
          </ButtonLink>
        </div>
      </DashboardPanel>
    </>
  );
}
