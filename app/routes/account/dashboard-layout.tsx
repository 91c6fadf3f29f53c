import { Outlet } from 'react-router';
import type { Route } from './+types/dashboard-layout';
import { DashboardSidebar } from '~/features/accounts/components/dashboard-sidebar';
import { requireUser } from '~/features/accounts/guards.server';
import { isAdminRole } from '~/features/accounts/roles';
import { toPublicUser } from '~/features/accounts/session.server';
import { accountPages } from '~/content/accounts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { user: toPublicUser(user), isAdmin: isAdminRole(user.role) };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { user, isAdmin } = loaderData;
  const firstName = user.name.trim().split(/\s+/)[0];
  return (
    <>
      <section className="on-dark relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(43,138,198,0.45),transparent_60%)]"
        />
        <div className="container-page relative py-8 sm:py-12">
          <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{accountPages.dashboard.eyebrow}</p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-4xl">
            {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
          </h1>
        </div>
      </section>
      <div className="bg-sand-50">
        <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8 lg:py-12">
          <DashboardSidebar user={user} isAdmin={isAdmin} />
          <div className="min-w-0 space-y-6">
            <Outlet />
          </div>
        </div>
      </div>
    </>
  );
}
