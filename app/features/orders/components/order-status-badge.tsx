import { Badge, type BadgeTone } from '~/components/ui/badge';
import type { OrderStatusNames } from '~/content/order-statuses';
import { type OrderStatus, orderStatusLabels } from '../order-status';

const tones: Record<OrderStatus, BadgeTone> = {
  pending: 'accent',
  'in-progress': 'info',
  completed: 'success',
  cancelled: 'neutral',
};

/** An order's status as a coloured pill; `names` in the page's language (staff read English). */
export function OrderStatusBadge({ status, names = orderStatusLabels }: { status: OrderStatus; names?: OrderStatusNames }) {
  return (
    <Badge tone={tones[status]} size="md">
      {names[status]}
    </Badge>
  );
}
