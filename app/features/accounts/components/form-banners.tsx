import { FormBanner } from '~/components/ui/form-field';

/**
 * The two live regions of an account form: status for good news, alert for problems. Both are
 * always in the page, so a screen reader announces a message when it appears.
 */
export function FormMessages({ notice, error }: { notice?: string | null; error?: string | null }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {notice ? <FormBanner tone="success">{notice}</FormBanner> : null}
      </div>
      <div role="alert">{error ? <FormBanner tone="error">{error}</FormBanner> : null}</div>
    </>
  );
}
