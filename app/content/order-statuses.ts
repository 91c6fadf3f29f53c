/** What each order status is called (SPEC section 4), in English; es/order-statuses.ts has the Spanish. */
export const orderStatusNames = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const;

export type OrderStatusNames = Readonly<Record<keyof typeof orderStatusNames, string>>;
