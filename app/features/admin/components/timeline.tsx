import { formatDateTime } from '../dates';
import { type LeadKind, spamReasonLabel, statusLabel } from '../lead-kinds';
import type { TimelineEvent } from '../timeline.server';

function describe(kind: LeadKind, event: TimelineEvent): { text: string; note?: string } {
  const field = event.action.slice(event.action.lastIndexOf('.') + 1);
  const { from, to, notes, reason } = event.detail;
  switch (field) {
    case 'status':
      return { text: `Status changed from ${statusLabel(kind, String(from))} to ${statusLabel(kind, String(to))}` };
    case 'notes':
      return typeof notes === 'string' && notes ? { text: 'Notes updated', note: notes } : { text: 'Notes cleared' };
    case 'spam':
      return { text: `Restored from suspected spam (${spamReasonLabel(String(reason ?? 'unknown'))}); staff were notified` };
    default:
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
