import type { Ref } from 'react';
import { FormBanner } from '~/components/ui/form-field';

/**
 * A lead form's confirmation: SPEC's success message in a status region (for as long as the form
 * shows it), and a summary that stays until the visitor leaves. The box takes focus on success,
 * so a screen reader reads it and a phone scrolls to it.
 */
export function LeadConfirmation({ ref, banner, summary }: { ref: Ref<HTMLDivElement>; banner: string | null; summary: readonly string[] | null }) {
  return (
    <div ref={ref} tabIndex={-1} className="space-y-3 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2">
      <div role="status" aria-live="polite">
        {banner ? <FormBanner tone="success">{banner}</FormBanner> : null}
      </div>
      {summary ? (
        <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900" data-lead-summary="">
          {summary.filter(Boolean).map((line) => (
            <p key={line} className="first:font-semibold">
              {line}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
