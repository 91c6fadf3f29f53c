import { Form, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { OrderStatusBadge } from '~/features/orders/components/order-status-badge';
import { formatAmount, type OrderStatus } from '~/features/orders/order-status';
import { formatCalendarDate, formatDateTime } from '~/features/calendar/business-dates';
import type { EstimateDocument } from '../estimate-document';
import { RESEND_INTENT } from '../estimate-form';
import type { ApprovalRecord, EstimateRecord } from '../estimates.server';
import { type EstimateState, optionLetter } from '../estimate-state';

interface ProgressProps {
  estimate: EstimateRecord;
  state: EstimateState;
  document: EstimateDocument;
  approval: ApprovalRecord | undefined;
  order: { id: string; status: OrderStatus } | null;
}

function Moment({ label, at }: { label: string; at: string | null }) {
  return (
    <div className="contents">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{at ? <time dateTime={at}>{formatDateTime(at)}</time> : '—'}</dd>
    </div>
  );
}

/**
 * Where the estimate stands, as staff need it: each step's time, the customer's answer (the
 * signature with its fingerprint and the signed PDF, or the reason for declining), the order,
 * and a new link by email while the customer has not answered.
 */
export function EstimateProgress({ estimate, state, document, approval, order }: ProgressProps) {
  const chosen = approval ? document.options.find((option) => option.position === approval.optionPosition) : undefined;
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5">
        <Moment label="Written" at={estimate.createdAt} />
        <Moment label="Sent" at={estimate.sentAt} />
        <Moment label="Viewed" at={estimate.viewedAt} />
        <Moment label={state === 'declined' ? 'Declined' : state === 'approved' ? 'Approved' : 'Answered'} at={estimate.decidedAt} />
        <div className="contents">
          <dt className="text-slate-600">Valid until</dt>
          <dd className="font-medium text-slate-900">
            {formatCalendarDate(estimate.validUntil)}
            {state === 'expired' ? ' (expired)' : ''}
          </dd>
        </div>
      </dl>
      {state === 'declined' ? (
        <div>
          <p className="text-slate-600">Their reason</p>
          <p className="mt-1 rounded bg-slate-50 px-2 py-1.5 whitespace-pre-line text-slate-800">{estimate.declineReason ?? 'No reason given.'}</p>
        </div>
      ) : null}
      {approval && chosen ? (
        <div className="space-y-2 rounded-md border border-success-700/30 bg-success-50 p-3">
          <p className="font-semibold text-success-700">
            Option {optionLetter(chosen.position)} ({chosen.title}), {formatAmount(chosen.totalCents)}
          </p>
          <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-slate-600">Signed by</dt>
            <dd className="font-medium break-words text-slate-900">{approval.signerName}</dd>
            <dt className="text-slate-600">Signed at</dt>
            <dd className="font-medium text-slate-900">
              <time dateTime={approval.signedAt}>{formatDateTime(approval.signedAt)}</time>
            </dd>
            <dt className="text-slate-600">IP address</dt>
            <dd className="font-medium break-all text-slate-900">{approval.ipAddress}</dd>
            <dt className="text-slate-600">Browser</dt>
            <dd className="font-medium break-words text-slate-900">{approval.userAgent}</dd>
            <dt className="text-slate-600">SHA-256</dt>
            <dd className="font-mono text-xs break-all text-slate-900">{approval.contentSha256}</dd>
          </dl>
          <a
            href={`/admin/estimates/${encodeURIComponent(estimate.id)}/signed.pdf`}
            className="inline-block font-semibold text-brand-700 underline underline-offset-2"
          >
            Signed PDF
          </a>
        </div>
      ) : null}
      {order ? (
        <p className="flex flex-wrap items-center gap-2">
          Order: <OrderStatusBadge status={order.status} />
          <Link to="/admin/orders" className="font-semibold text-brand-700 underline underline-offset-2">
            Open the order list
          </Link>
        </p>
      ) : null}
      {state === 'sent' || state === 'viewed' ? (
        <Form method="post">
          <input type="hidden" name="intent" value={RESEND_INTENT} />
          <Button type="submit" variant="outline" size="compact" fullWidth>
            Send a new link
          </Button>
          <p className="mt-1 text-xs text-slate-600">The customer gets a new email; the earlier link stops working.</p>
        </Form>
      ) : null}
    </div>
  );
}
