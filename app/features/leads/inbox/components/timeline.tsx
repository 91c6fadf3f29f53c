import { formatAmount, orderStatusLabels, toOrderStatus } from '~/features/orders/order-status';
import { formatDateTime } from '~/features/calendar/business-dates';
import { type LeadKind, spamReasonLabel, statusLabel } from '../../lead-kinds';
import type { TimelineEvent } from '~/lib/audit-log.server';

/**
 * The steps of a quote request's estimates and of the order one became (written by the
 * estimates and orders domains); the customer's own steps are logged with the actor `customer`.
 */
function describeEstimateStep(event: TimelineEvent): { text: string; note?: string } | undefined {
  const { resent, option, totalCents, signerName, reason, from, to } = event.detail;
  switch (event.action) {
    case 'estimate.created':
      return { text: 'Estimate written (draft)' };
    case 'estimate.updated':
      return { text: 'Estimate draft saved' };
    case 'estimate.sent':
      return { text: resent ? 'Estimate sent again with a new link' : 'Estimate sent to the customer' };
    case 'estimate.viewed':
      return { text: 'Customer opened the estimate' };
    case 'estimate.approved':
      return { text: `Customer approved option ${String(option)} (${formatAmount(Number(totalCents))}), signed “${String(signerName)}”; order created` };
    case 'estimate.declined':
      return typeof reason === 'string' && reason ? { text: 'Customer declined the estimate', note: reason } : { text: 'Customer declined the estimate' };
    case 'order.status':
      return { text: `Order moved from ${orderStatusLabels[toOrderStatus(String(from))]} to ${orderStatusLabels[toOrderStatus(String(to))]}` };
    default:
      return undefined;
  }
}

/** The estimate visit's steps (written by bookings), in words with the visit's time: "Visit booked for Wed, Dec 2, 9:00 AM". */
function describeVisitStep(event: TimelineEvent): string | undefined {
  const startsAt = event.detail.startsAt;
  const when = typeof startsAt === 'string' ? formatDateTime(startsAt) : 'a time no longer known';
  switch (event.action) {
    case 'visit.booked':
      return `Visit booked for ${when}`;
    case 'visit.moved':
      return `Visit moved to ${when}`;
    case 'visit.cancelled':
      return `Visit for ${when} cancelled`;
    default:
      return undefined;
  }
}

function describe(kind: LeadKind, event: TimelineEvent): { text: string; note?: string } {
  const step = describeEstimateStep(event);
  if (step) return step;
  const visit = describeVisitStep(event);
  if (visit) return { text: visit };
  const field = event.action.slice(event.action.lastIndexOf('.') + 1);
  const { from, to, notes, reason } = event.detail;
  switch (field) {
    case 'status':
      return { text: `Status changed from ${statusLabel(kind, String(from))} to ${statusLabel(kind, String(to))}` };
    case 'notes':
      return typeof notes === 'string' && notes ? { text: 'Notes updated', note: notes } : { text: 'Notes cleared' };
    case 'escalated': {
      const minutes = Number(event.detail.afterMinutes);
      return {
        text: `Escalated: still new after ${Number.isFinite(minutes) ? minutes : '?'} minutes of office hours; ${String(event.detail.to ?? 'staff')} was alerted`,
      };
    }
    case 'spam':
      return { text: `Restored from suspected spam (${spamReasonLabel(String(reason ?? 'unknown'))}); staff were notified` };
    default:
      // A later feature's step (a job's) arrives with its words, put there by the route.
      if (typeof event.detail.described === 'string')
        return { text: event.detail.described, note: typeof event.detail.describedNote === 'string' ? event.detail.describedNote : undefined };
      return { text: event.action };
  }
}

/** The lead's history: when it arrived, then every change with who made it and when. */
export function Timeline({ kind, createdAt, events }: { kind: LeadKind; createdAt: string; events: TimelineEvent[] }) {
  return (
    <ol className="relative space-y-3 border-l border-slate-200 pl-4 text-sm">
      <li className="relative">
        <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-slate-400" />
        <p className="font-medium text-slate-900">Received</p>
        <p className="text-xs text-slate-600">
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        </p>
      </li>
      {events.map((event) => {
        const { text, note } = describe(kind, event);
        return (
          <li key={event.id} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-brand-600" />
            <p className="font-medium text-slate-900">{text}</p>
            {note ? <p className="mt-1 line-clamp-4 rounded bg-slate-50 px-2 py-1 whitespace-pre-wrap text-slate-700">{note}</p> : null}
            <p className="text-xs text-slate-600">
              {event.actor} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
