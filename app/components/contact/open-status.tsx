import type { HoursLine, OpenStatus } from '~/lib/business-hours';

/** Whether the office is open, with its weekly hours, as the business calendar says. */
export interface OfficeStatus extends OpenStatus {
  hours: readonly HoursLine[];
}

/**
 * What the markup kept from the server shows of the office (app/lib/hydration-slice.tsx): it
 * renders again when any of it changes, not only "Open now" turning to "Closed now".
 */
export function officeStatusKey(status: OfficeStatus): string {
  return JSON.stringify([status.label, status.note, status.detail, status.hours]);
}

/** "Open now" or "Closed now" with what comes next (and why, on a closure); the dot only repeats what the words say. */
export function OpenStatusIndicator({ status }: { status: OpenStatus }) {
  return (
    <p className={`inline-block rounded-xl px-3.5 py-1.5 text-sm ${status.isOpen ? 'bg-success-50 text-success-700' : 'bg-slate-100 text-slate-700'}`}>
      <span aria-hidden="true" className={`mr-2 inline-block size-2.5 rounded-full ${status.isOpen ? 'bg-palm-500' : 'bg-danger-700'}`} />
      <strong className="font-semibold">{status.label}</strong>{' '}
      <span aria-hidden="true" className="max-sm:hidden">
        ·{' '}
      </span>
      <span className="max-sm:block max-sm:pl-[1.125rem]">{status.note ? `${status.note}. ${status.detail}` : status.detail}</span>
    </p>
  );
}
