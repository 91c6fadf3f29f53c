import type { OpenStatus } from '~/lib/business-hours';

/** "Open now" or "Closed now" with what comes next; the dot only repeats what the words say. */
export function OpenStatusIndicator({ status }: { status: OpenStatus }) {
  return (
    <p
      className={`inline-block rounded-xl px-3.5 py-1.5 text-sm ${
        status.isOpen ? 'bg-success-50 text-success-700' : 'bg-slate-100 text-slate-700'
      }`}
    >
      <span
        aria-hidden="true"
        className={`mr-2 inline-block size-2.5 rounded-full ${status.isOpen ? 'bg-palm-500' : 'bg-danger-700'}`}
      />
      <strong className="font-semibold">{status.label}</strong>{' '}
      <span aria-hidden="true" className="max-sm:hidden">
        ·{' '}
      </span>
      <span className="max-sm:block max-sm:pl-[1.125rem]">{status.detail}</span>
    </p>
  );
}
