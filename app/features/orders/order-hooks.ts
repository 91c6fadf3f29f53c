import type { Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';
import type { Locale } from '~/lib/locale';
import type { OrderStatus } from './order-status';

// What later features do when staff move an order on, in the transaction that moves it: features
// after orders in the layers (followups) cannot be imported here, so the process hands their hooks
// in through AppServices (docs/decisions/0040-follow-ups.md).

export interface OrderStatusChange {
  orderId: string;
  quoteRequestId: string | null;
  customerEmail: string | null;
  customerName: string | null;
  language: Locale;
  from: OrderStatus;
  to: OrderStatus;
}

export interface OrderHooks {
  statusChanged(trx: Transaction<Database>, change: OrderStatusChange, now: Date): Promise<void>;
}
