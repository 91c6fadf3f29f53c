import { formatCalendarDate, formatDateTime } from '~/features/calendar/business-dates';
import type { TimelineEvent } from '~/lib/audit-log.server';
import { isJobStage } from './job-stages';
import { stageNames } from './job-words';

// The job's steps on a timeline (the order's audit entries), in words for staff.

const recordNames: Record<string, string> = {
  'product.supplier': 'supplier',
  'product.orderedOn': 'product ordered on',
  'product.expectedOn': 'expected delivery',
  'product.receivedOn': 'product received on',
  'permit.municipality': 'permit municipality',
  'permit.number': 'permit number',
  'permit.appliedOn': 'permit applied on',
  'permit.issuedOn': 'permit issued on',
  measurementNotes: 'measurement notes',
};

const stageName = (value: unknown) => (isJobStage(value) ? stageNames[value] : String(value));
const when = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : 'a time no longer known');

/** A job step in words ("Job moved from Permit to Install"), with a note (the reason) when it has one; undefined for other events. */
export function describeJobEvent(event: TimelineEvent, names: Readonly<Record<string, string>> = {}): { text: string; note?: string } | undefined {
  const { from, to, reason, startsAt, crewIds, changes, kind, inspectedOn, result } = event.detail;
  const crew = Array.isArray(crewIds) ? crewIds.map((id) => names[String(id)] ?? String(id)).join(', ') : '';
  switch (event.action) {
    case 'job.stage':
      return typeof reason === 'string' && reason
        ? { text: `Job moved back from ${stageName(from)} to ${stageName(to)}`, note: reason }
        : { text: `Job moved from ${stageName(from)} to ${stageName(to)}` };
    case 'job.visit-scheduled':
      return { text: `Install visit scheduled for ${when(startsAt)}${crew ? ` with ${crew}` : ''}` };
    case 'job.visit-moved':
      return { text: `Install visit moved to ${when(startsAt)}${crew ? ` with ${crew}` : ''}` };
    case 'job.visit-cancelled':
      return { text: `Install visit for ${when(startsAt)} cancelled` };
    case 'job.records': {
      const fields = changes && typeof changes === 'object' ? Object.keys(changes).map((key) => recordNames[key] ?? key) : [];
      return { text: `Job records updated: ${fields.join(', ') || 'nothing'}` };
    }
    case 'job.inspection':
      return { text: `Inspection “${String(kind)}” ${String(result)} (${typeof inspectedOn === 'string' ? formatCalendarDate(inspectedOn) : '?'})` };
    default:
      return undefined;
  }
}
