import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Invoices and payments (docs/payments.md, decision 0045): invoices numbered per year from a
// counter row taken in the invoice's transaction, their lines, payments (a Stripe payment once
// per PaymentIntent), refunds, the Stripe events handled (once per id), and on the order the day
// permits must be applied for by once a deposit over 10% is paid (Florida §489.126).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('paid_cents', 'integer', (col) => col.notNull())
    .addColumn('due_on', 'text', (col) => col.notNull())
    .addColumn('customer_email', 'text', (col) => col.notNull())
    .addColumn('customer_name', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('link_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('invoices_order_idx').on('invoices').column('order_id').execute();
  await db.schema.createIndex('invoices_status_idx').on('invoices').columns(['status', 'due_on']).execute();
  await db.schema
    .createTable('invoice_lines')
    .addColumn('invoice_id', 'text', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('invoice_lines_pk', ['invoice_id', 'position'])
    .execute();
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('invoice_id', 'text', (col) => col.notNull().references('invoices.id'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('refunded_cents', 'integer', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('paid_on', 'text', (col) => col.notNull())
    .addColumn('stripe_payment_intent', 'text', (col) => col.unique())
    .addColumn('recorded_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payments_invoice_idx').on('payments').column('invoice_id').execute();
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_id', 'text', (col) => col.notNull().references('payments.id'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('stripe_refund_id', 'text', (col) => col.unique())
    .addColumn('recorded_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('refunds_payment_idx').on('refunds').column('payment_id').execute();
  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('orders').addColumn('permits_apply_by', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('permits_apply_by').execute();
  for (const table of ['stripe_events', 'refunds', 'payments', 'invoice_lines', 'invoices', 'invoice_counters']) await db.schema.dropTable(table).execute();
}
