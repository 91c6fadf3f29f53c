import { isRouteErrorResponse, useLocation } from 'react-router';
import { ButtonLink, buttonClasses } from '~/components/ui/button';

/**
 * A back-office screen that cannot be shown, inside the back office's frame: an address that names
 * nothing (404: a record deleted, a link cut short) or a screen that failed to load, with the way
 * back (and, for a failure, a reload of the same address).
 */
export function ScreenError({ error }: { error: unknown }) {
  const { pathname, search } = useLocation();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="max-w-2xl space-y-4" aria-labelledby="screen-error-title">
      <h1 id="screen-error-title" className="text-2xl font-bold tracking-tight text-brand-900">
        {missing ? 'Not found' : 'This screen could not be shown'}
      </h1>
      <p role="alert" className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
        {missing
          ? 'Nothing is at this address: what it named may have been deleted, or the link was cut short. Look for it from the menu.'
          : 'Something went wrong while it was loading. Try again; if you were saving something, look first at whether it was saved. If it keeps happening, the server’s log names the cause.'}
      </p>
      <div className="flex flex-wrap gap-3">
        {missing ? null : (
          // A whole new load of the page, not a navigation the failed screen's code would handle.
          <a href={`${pathname}${search}`} className={buttonClasses({ variant: 'secondary', size: 'compact' })}>
            Try again
          </a>
        )}
        <ButtonLink to="/admin/dashboard" variant="quiet" size="compact">
          Back to the dashboard
        </ButtonLink>
      </div>
    </section>
  );
}
