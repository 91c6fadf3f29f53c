import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Estimates the customer approves, and the orders they become (docs/decisions/0013):
// - outbox_attachments: the bytes of each email's attachments, written in the transaction that
//   queues the email, read by the worker at send time;
// - estimates with their options and line items, and the approval (signature) of one;
// - orders gain where they came from and whom they are for: an order made from an approved
//   estimate belongs to the quote request's email address (shown to the account whose verified
//   email matches), so user_id becomes optional; and the lines of the chosen option.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bytes = postgres ? 'bytea' : 'blob';

  await db.schema
    .createTable('outbox_attachments')
    .addColumn('outbox_id', 'text', (col) => col.notNull().references('outbox.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('content', sql.raw(bytes), (col) => col.notNull())
    .addPrimaryKeyConstraint('outbox_attachments_pk', ['outbox_id', 'position'])
    .execute();

  await db.schema
    .createTable('estimates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('quote_request_id', 'text', (col) => col.notNull().references('quote_requests.id'))
    // draft, sent, viewed, approved, declined; "expired" is read from valid_until, not stored.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    // The last day the estimate can be approved (YYYY-MM-DD, New York calendar).
    .addColumn('valid_until', 'text', (col) => col.notNull())
    // 2 when the middle of three options is marked recommended.
    .addColumn('recommended_option', 'integer')
    // SHA-256 (hex) of the customer's link token; the token itself is only in the email.
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('sent_at', 'text')
    .addColumn('viewed_at', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('estimates_quote_request_idx').on('estimates').columns(['quote_request_id', 'created_at']).execute();

  await db.schema
    .createTable('estimate_options')
    .addColumn('estimate_id', 'text', (col) => col.notNull().references('estimates.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('estimate_options_pk', ['estimate_id', 'position'])
    .execute();

  await db.schema
    .createTable('estimate_lines')
    .addColumn('estimate_id', 'text', (col) => col.notNull().references('estimates.id').onDelete('cascade'))
    .addColumn('option_position', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    // The price-list entry the line was taken from (service id and tier), or null for free text.
    .addColumn('price_item', 'text')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('estimate_lines_pk', ['estimate_id', 'option_position', 'position'])
    .execute();

  await rebuildOrders(db, postgres);

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('estimate_approvals')
    .addColumn('estimate_id', 'text', (col) => col.primaryKey().references('estimates.id'))
    .addColumn('option_position', 'integer', (col) => col.notNull())
    .addColumn('signer_name', 'text', (col) => col.notNull())
    .addColumn('signed_at', 'text', (col) => col.notNull())
    .addColumn('ip_address', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    // Exactly what the customer was shown (canonical JSON) and its SHA-256 in hex.
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('content_sha256', 'text', (col) => col.notNull())
    .addColumn('pdf', sql.raw(bytes), (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.notNull().unique().references('orders.id'))
    .execute();
}

/**
 * Orders from estimates have no account yet: user_id becomes optional, and they carry the
 * customer's address and name. SQLite cannot drop a NOT NULL, so there the table is rebuilt.
 */
async function rebuildOrders(db: AnyDb, postgres: boolean): Promise<void> {
  const added = ['customer_email', 'customer_name', 'quote_request_id', 'estimate_id'];
  if (postgres) {
    await sql`alter table orders alter column user_id drop not null`.execute(db);
    for (const column of added) await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  } else {
    await db.schema
      .createTable('orders_next')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.references('user.id').onDelete('cascade'))
      .addColumn('service', 'text', (col) => col.notNull())
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('amount_cents', 'integer', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .$call((table) => added.reduce((next, column) => next.addColumn(column, 'text'), table))
      .execute();
    await sql`insert into orders_next (id, user_id, service, date, status, amount_cents, description, created_at, updated_at)
      select id, user_id, service, date, status, amount_cents, description, created_at, updated_at from orders`.execute(db);
    await db.schema.dropTable('orders').execute();
    await db.schema.alterTable('orders_next').renameTo('orders').execute();
    await db.schema.createIndex('orders_user_id_date_idx').on('orders').columns(['user_id', 'date']).execute();
  }
  await db.schema.createIndex('orders_estimate_id_idx').on('orders').column('estimate_id').unique().execute();
  await db.schema.createIndex('orders_quote_request_id_idx').on('orders').column('quote_request_id').execute();
  await db.schema
    .createIndex('orders_customer_email_lower_idx')
    .on('orders')
    .expression(sql`lower(customer_email)`)
    .execute();
  // The back office's Orders list: newest first, optionally of one status.
  await db.schema.createIndex('orders_created_id_idx').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_status_created_id_idx').on('orders').columns(['status', 'created_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('estimate_approvals').execute();
  await db.schema.dropTable('order_lines').execute();
  for (const index of [
    'orders_status_created_id_idx',
    'orders_created_id_idx',
    'orders_customer_email_lower_idx',
    'orders_quote_request_id_idx',
    'orders_estimate_id_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  // Orders that belong to no account cannot go back to a table that requires one.
  await db.deleteFrom('orders').where('user_id', 'is', null).execute();
  for (const column of ['estimate_id', 'quote_request_id', 'customer_name', 'customer_email']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  if (postgres) await sql`alter table orders alter column user_id set not null`.execute(db);
  await db.schema.dropTable('estimate_lines').execute();
  await db.schema.dropTable('estimate_options').execute();
  await db.schema.dropTable('estimates').execute();
  await db.schema.dropTable('outbox_attachments').execute();
}
