import { Link } from 'react-router';
import type { CalendarInstall } from '../job-details.server';

/** One day's install visits on the staff calendar, each linking to its job. */
export function InstallVisitList({ installs }: { installs: readonly CalendarInstall[] }) {
  if (installs.length === 0) return null;
  return (
    <ul className="mb-3 space-y-1 border-l-4 border-accent-500 pl-3 text-sm" aria-label="Install visits">
      {installs.map((install) => (
        <li key={install.id} data-install-visit={install.id}>
          <span className="font-semibold text-slate-900">{install.time}</span> · Install for{' '}
          <Link to={`/admin/orders/${install.orderId}`} className="font-semibold text-brand-800 underline underline-offset-2">
            {install.customerName ?? 'a job'}
          </Link>{' '}
          · {install.crew.join(', ')}
        </li>
      ))}
    </ul>
  );
}
