import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Web Push alerts to staff devices (docs/decisions/0015-push-alerts.md):
// - push_devices: one row per browser a staff member turned alerts on in (its push endpoint and
//   the keys the payload is encrypted to); removed when they turn alerts off or when the push
//   service answers 404/410.
// - push_keys: the VAPID key pair generated on first start, shared by every process.
// - lead_alerts: one row per alert to send (a new lead, an escalation), written in the lead's own
//   transaction; a worker claims it under a lease, so each is pushed by one process only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('push_devices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_pushed_at', 'text')
    .execute();
  await db.schema.createIndex('push_devices_user_id_idx').on('push_devices').column('user_id').execute();

  await db.schema
    .createTable('push_keys')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('private_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('lead_alerts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('lead_id', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .addUniqueConstraint('lead_alerts_reason_lead_unique', ['reason', 'lead_id'])
    .execute();
  await db.schema.createIndex('lead_alerts_due_idx').on('lead_alerts').columns(['state', 'due_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('lead_alerts').execute();
  await db.schema.dropTable('push_keys').execute();
  await db.schema.dropTable('push_devices').execute();
}
