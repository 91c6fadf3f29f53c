import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { type LeadKind, leadKinds } from '../../lead-kinds';
import { LeadDialog } from './lead-dialog';

/** A list that could not be loaded: SPEC's message, and a way to try again. */
export function ListLoadError({ kind }: { kind: LeadKind }) {
  const info = leadKinds[kind];
  const { pathname, search } = useLocation();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900">{info.title}</h1>
      <div role="alert" className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
        {info.loadError}
      </div>
      <Link to={`${pathname}${search}`} className="text-sm font-semibold text-brand-700 underline" reloadDocument>
        Try again
      </Link>
    </div>
  );
}

/** A lead's URL that names no lead (or could not be read), in the dialog it would have opened. */
export function LeadLoadError({ kind }: { kind: LeadKind }) {
  const error = useRouteError();
  const info = leadKinds[kind];
  const { search } = useLocation();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <LeadDialog title={missing ? 'Not found' : 'Something went wrong'} closeTo={`/admin/${info.screen}${search}`} returnFocusId="">
      <p role="alert" className="text-sm text-slate-700">
        {missing ? `This ${info.noun} was not found. It may have been removed, or the link is incomplete.` : info.loadError}
      </p>
    </LeadDialog>
  );
}
