import { useLocation } from 'react-router';
import type { Route } from './+types/orders';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { StaffOrderList } from '~/features/orders/components/staff-order-list';
import { FollowUpList, FollowUpNoticeText } from '~/features/followups/components/follow-up-list';
import { listFollowUps } from '~/features/followups/follow-ups.server';
import { handleOrderStatusAction, loadStaffOrders } from '~/features/orders/order-handlers.server';
import { servicesContext } from '~/lib/request-context';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Orders', '/admin/orders', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const services = context.get(servicesContext);
  const list = await loadStaffOrders(services, request);
  const followUps = await listFollowUps(services.db, { subjectType: 'order', subjectIds: list.orders.items.map((order) => order.id) });
  return { ...list, followUps };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return handleOrderStatusAction(context.get(servicesContext), { userId: user.id, email: user.email }, request);
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  const { status, orders, followUps } = loaderData;
  const location = useLocation();
  return (
    <StaffOrderList
      status={status}
      orders={orders}
      notice={<FollowUpNoticeText />}
      extra={(order) => <FollowUpList items={followUps.filter((item) => item.subjectId === order.id)} returnTo={`${location.pathname}${location.search}`} />}
    />
  );
}
