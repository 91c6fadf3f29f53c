import type { OrderStatusNames } from '~/content/order-statuses';
import { type OrderStatus, orderStatusLabels } from '../order-status';

const tones: Record<OrderStatus, string> = {
  pending: 'bg-accent-50 text-accent-700 ring-accent-200',
  'in-progress': 'bg-brand-50 text-brand-700 ring-brand-200',
  completed: 'bg-success-50 text-success-700 ring-success-700/25',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** An order's status as a coloured pill; `names` in the page's language (staff read English). */
export function OrderStatusBadge({ status, names = orderStatusLabels }: { status: OrderStatus; names?: OrderStatusNames }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${tones[status]}`}>{names[status]}</span>
  );
}
