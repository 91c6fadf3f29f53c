import type { CreateTableBuilder, Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.

function leadColumns<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('spam_reason', 'text')
    .addColumn('landing_path', 'text')
    .addColumn('referrer', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull());
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await leadColumns(
    db.schema
      .createTable('quote_requests')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('city', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('zip_code', 'text', (col) => col.notNull())
      .addColumn('project_type', 'text', (col) => col.notNull())
      .addColumn('project_description', 'text', (col) => col.notNull())
      .addColumn('budget', 'text')
      .addColumn('timeframe', 'text')
      .addColumn('how_did_you_hear', 'text'),
  ).execute();

  await leadColumns(
    db.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('phone', 'text')
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull()),
  ).execute();

  for (const table of ['quote_requests', 'contact_messages']) {
    await db.schema.createIndex(`${table}_created_at_idx`).on(table).column('created_at').execute();
    await db.schema.createIndex(`${table}_status_created_at_idx`).on(table).columns(['status', 'created_at']).execute();
    await db.schema.createIndex(`${table}_email_idx`).on(table).column('email').execute();
  }

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('ref_id', 'text')
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // One email of each kind per lead, even if a transaction is retried.
  await db.schema.createIndex('outbox_kind_ref_id_idx').on('outbox').columns(['kind', 'ref_id']).unique().execute();
  await db.schema.createIndex('outbox_status_next_attempt_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('quote_requests').execute();
}
