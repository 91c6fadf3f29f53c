import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import { company } from '~/content/company';
import { useBackOfficeServiceWorker } from '~/features/accounts/components/push-alerts-control';
import { requireAdmin } from '~/features/accounts/guards.server';
import { useLiveLeads } from '~/features/leads/components/use-live-leads';
import { AdminShell } from '~/components/back-office/back-office-shell';
import { AvailabilitySwitch } from '~/features/assistant/components/availability-switch';
import { countWaiting } from '~/features/assistant/live-chat.server';
import { isAvailable } from '~/features/assistant/staff-presence.server';
import { servicesContext } from '~/lib/request-context';
import type { loader as rootLoader } from '~/root';

/** The root layout leaves out the public header, footer and assistant under this route. */
export const handle = { backOffice: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const [available, chatsWaiting] = await Promise.all([isAvailable(db, user.id), countWaiting(db)]);
  return { email: user.email, isSuperAdmin: user.role === 'superAdmin', available, chatsWaiting };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  const announcement = useLiveLeads();
  useBackOfficeServiceWorker();
  return (
    <AdminShell
      appName={site?.appName ?? company.name}
      email={loaderData.email}
      isSuperAdmin={loaderData.isSuperAdmin}
      announcement={announcement}
      headerControls={<AvailabilitySwitch available={loaderData.available} />}
      counts={{ '/admin/chats': loaderData.chatsWaiting }}
    >
      <Outlet />
    </AdminShell>
  );
}
