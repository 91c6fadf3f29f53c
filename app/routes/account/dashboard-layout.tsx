import type { Route } from './+types/dashboard-layout';
import { dashboard } from '~/content/dashboard';
import { DashboardLayoutPage } from '~/features/accounts/components/dashboard-layout-page';
import { dashboardLayoutLoader } from './dashboard-pages.server';

export const loader = dashboardLayoutLoader;

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return <DashboardLayoutPage data={loaderData} words={dashboard} />;
}
