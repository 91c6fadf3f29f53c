import type { Route } from './+types/orders';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { StaffOrderList } from '~/features/orders/components/staff-order-list';
import { handleOrderStatusAction, loadStaffOrders } from '~/features/orders/order-handlers.server';
import { servicesContext } from '~/lib/request-context';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Orders', '/admin/orders', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return loadStaffOrders(context.get(servicesContext), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return handleOrderStatusAction(context.get(servicesContext), { userId: user.id, email: user.email }, request);
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return <StaffOrderList status={loaderData.status} orders={loaderData.orders} />;
}
