import { formatDateTime } from '~/features/calendar/business-dates';

/** A lead's consent to texts on its page (docs/texting.md): when, where, and the words it agreed to. */
export function ConsentRecord({ consent }: { consent: { phone: string; page: string; wording: string; consentedAt: string } | null }) {
  if (!consent) return <p className="mb-2 text-sm text-slate-700">No consent to automated texts: reminders and follow-ups are not texted to this number.</p>;
  return (
    <div className="mb-3 text-sm text-slate-800" data-testid="sms-consent">
      <p className="font-medium">
        Agreed to texts at {consent.phone} on {consent.page}, <time dateTime={consent.consentedAt}>{formatDateTime(consent.consentedAt)}</time>:
      </p>
      <blockquote className="mt-1 rounded bg-slate-50 px-2 py-1 text-slate-700">{consent.wording}</blockquote>
    </div>
  );
}
