import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// One durable queue for all background work (docs/jobs.md, docs/decisions/0026-jobs.md):
// - jobs: one row per job (kind, JSON payload, run_at, attempts, lease, last error), claimed
//   under a lease; `key` makes enqueueing idempotent (an email of one kind per lead, an alert per
//   lead and reason, the day's spam digest, the one row of each recurring job).
// - mail_attachments: the bytes of an email job's attachments (were outbox_attachments).
// - outbox: now a view of the email jobs, with the columns the outbox table had, for operators.
// The outbox's emails and the queued push alerts (lead_alerts) become jobs, in the same state.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const EMAIL_ATTEMPTS = 12;
const ALERT_ATTEMPTS = 5;

function outboxView(postgres: boolean) {
  const field = (name: string) => (postgres ? sql.raw(`(payload::jsonb ->> '${name}')`) : sql.raw(`json_extract(payload, '$.${name}')`));
  return sql`create view outbox as select
    id, ${field('kind')} as kind, ${field('refId')} as ref_id, ${field('to')} as to_address, ${field('replyTo')} as reply_to,
    ${field('subject')} as subject, ${field('text')} as text_body, ${field('html')} as html_body,
    case state when 'queued' then 'pending' when 'running' then 'sending' when 'done' then 'sent' else state end as status,
    attempts, last_error, run_at as next_attempt_at, locked_until, created_at,
    case when state = 'done' then finished_at end as sent_at
    from jobs where kind = 'mail.send'`;
}

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const json = postgres ? 'json_build_object' : 'json_object';
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.unique())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('run_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // Claims walk (state, run_at): a running job's run_at is the end of its lease.
  await db.schema.createIndex('jobs_state_run_at_idx').on('jobs').columns(['state', 'run_at']).execute();

  await sql`insert into jobs (id, kind, key, payload, state, run_at, attempts, max_attempts, locked_until, last_error, created_at, finished_at)
    select id, 'mail.send', case when ref_id is null then null else 'mail:' || kind || ':' || ref_id end,
      ${sql.raw(json)}('kind', kind, 'refId', ref_id, 'to', to_address, 'replyTo', reply_to, 'subject', subject, 'text', text_body, 'html', html_body),
      case status when 'pending' then 'queued' when 'sending' then 'running' when 'sent' then 'done' else 'failed' end,
      case when status = 'sending' then coalesce(locked_until, next_attempt_at) else next_attempt_at end,
      attempts, ${EMAIL_ATTEMPTS}, locked_until, last_error, created_at, sent_at
    from outbox`.execute(db);
  await sql`insert into jobs (id, kind, key, payload, state, run_at, attempts, max_attempts, last_error, created_at, finished_at)
    select id, 'leads.alert', 'leads.alert:' || reason || ':' || lead_id,
      ${sql.raw(json)}('reason', reason, 'kind', kind, 'leadId', lead_id),
      case state when 'queued' then 'queued' when 'sent' then 'done' else 'failed' end,
      due_at, attempts, ${ALERT_ATTEMPTS}, last_error, created_at, sent_at
    from lead_alerts`.execute(db);

  const bytes = postgres ? 'bytea' : 'blob';
  await db.schema
    .createTable('mail_attachments')
    .addColumn('job_id', 'text', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('content', sql.raw(bytes), (col) => col.notNull())
    .addPrimaryKeyConstraint('mail_attachments_pk', ['job_id', 'position'])
    .execute();
  await sql`insert into mail_attachments (job_id, position, filename, content_type, content)
    select outbox_id, position, filename, content_type, content from outbox_attachments`.execute(db);
  await db.schema.dropTable('outbox_attachments').execute();
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('lead_alerts').execute();
  await outboxView(postgres).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`drop view outbox`.execute(db);
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
  await db.schema.createIndex('outbox_kind_ref_id_idx').on('outbox').columns(['kind', 'ref_id']).unique().execute();
  await db.schema.createIndex('outbox_status_next_attempt_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema
    .createTable('outbox_attachments')
    .addColumn('outbox_id', 'text', (col) => col.notNull().references('outbox.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('content', sql.raw(postgres ? 'bytea' : 'blob'), (col) => col.notNull())
    .addPrimaryKeyConstraint('outbox_attachments_pk', ['outbox_id', 'position'])
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
  await db.schema.dropTable('mail_attachments').execute();
  await db.schema.dropTable('jobs').execute();
}
