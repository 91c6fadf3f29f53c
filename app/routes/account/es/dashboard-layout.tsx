// The customer dashboard in Spanish (/es/dashboard): the same page with the Spanish words.
import type { Route } from './+types/dashboard-layout';
import { dashboard } from '~/content/es/dashboard';
import { DashboardLayoutPage } from '~/features/accounts/components/dashboard-layout-page';
import { dashboardLayoutLoader } from '../dashboard-pages.server';

export const loader = dashboardLayoutLoader;

export default function SpanishDashboardLayout({ loaderData }: Route.ComponentProps) {
  return <DashboardLayoutPage data={loaderData} words={dashboard} />;
}
