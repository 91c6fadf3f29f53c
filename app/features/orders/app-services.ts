import type { OrderHooks } from './order-hooks';

declare module '~/lib/request-context' {
  interface AppServices {
    /** What later features do when staff move an order on (the review request a completed one schedules). */
    orderHooks: OrderHooks;
  }
}
