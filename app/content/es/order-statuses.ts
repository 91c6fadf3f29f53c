import type { OrderStatusNames } from '../order-statuses';

/** What each order status is called in Spanish, on the dashboard and in the emails. */
export const orderStatusNames: OrderStatusNames = {
  pending: 'Pendiente',
  'in-progress': 'En proceso',
  completed: 'Completado',
  cancelled: 'Cancelado',
};
