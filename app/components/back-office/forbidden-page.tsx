import { Link } from 'react-router';

/**
 * A back-office page the signed-in person's role may not open (answered with 403): what it is,
 * that they lack permission, who can open it, and the way back to their dashboard.
 */
export function ForbiddenPage({ title, whoCan }: { title: string; whoCan: string }) {
  return (
    <section className="space-y-4" aria-labelledby="forbidden-title">
      <h1 id="forbidden-title" className="text-2xl font-bold tracking-tight text-brand-900">
        {title}
      </h1>
      <p role="alert" className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
        You do not have permission to open this page. {whoCan}
      </p>
      <Link to="/admin/dashboard" className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-900">
        Back to the dashboard
      </Link>
    </section>
  );
}
