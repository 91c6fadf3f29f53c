import { useLocation } from 'react-router';
import type { Route } from './+types/orders';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { handleOptOutForm } from '~/features/notifications/opt-out-actions.server';
import { OPT_OUT_INTENT } from '~/features/notifications/opt-out-form';
import { StaffOrderList } from '~/features/orders/components/staff-order-list';
import { FollowUpList, FollowUpNoticeText } from '~/features/followups/components/follow-up-list';
import { listFollowUps } from '~/features/followups/follow-ups.server';
import { handleOrderStatusAction, loadStaffOrders } from '~/features/orders/order-handlers.server';
import { OrderMoneyPanel } from '~/features/payments/components/order-money-panel';
import { moneyOfOrders } from '~/features/payments/back-office/invoice-office.server';
import { readFormBody } from '~/lib/form-body.server';
import { servicesContext } from '~/lib/request-context';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Orders', '/admin/orders', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const services = context.get(servicesContext);
  const list = await loadStaffOrders(services, request);
  const followUps = await listFollowUps(
    services.db,
    { subjectType: 'order', subjectIds: list.orders.items.map((order) => order.id) },
    services.env.CUSTOMER_QUIET_HOURS,
  );
  const money = await moneyOfOrders(services.db, list.orders.items);
  return { ...list, followUps, money };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const actor = { userId: user.id, email: user.email };
  // An opted-out customer's "Resume automated email" is the notification feature's form.
  const form = await readFormBody(request.clone(), 4 * 1024);
  if (form?.get('intent') === OPT_OUT_INTENT) return handleOptOutForm(context.get(servicesContext), actor, form);
  return handleOrderStatusAction(context.get(servicesContext), actor, request);
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  const { status, orders, followUps, optOuts, money } = loaderData;
  const location = useLocation();
  return (
    <StaffOrderList
      status={status}
      orders={orders}
      optOuts={optOuts}
      notice={<FollowUpNoticeText />}
      extra={(order) => (
        <div className="space-y-2">
          {money[order.id] ? (
            <OrderMoneyPanel money={money[order.id]!} label={`the order of ${order.customerName ?? order.customerEmail ?? order.service}`} />
          ) : null}
          <FollowUpList items={followUps.filter((item) => item.subjectId === order.id)} returnTo={`${location.pathname}${location.search}`} />
        </div>
      )}
    />
  );
}
