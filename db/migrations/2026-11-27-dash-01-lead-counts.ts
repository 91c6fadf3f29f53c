import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// The dashboard's six counts (each kind's real leads, and those still new) kept on write in
// lead_counts (docs/decisions/0042-lead-counters.md), so the dashboard reads a few rows instead of
// counting 100,000 index entries. Triggers on the three lead tables keep them: a lead inserted,
// deleted, marked or cleared as spam, or moved in or out of 'new' adds or takes one.
// - PostgreSQL: SLOTS rows per kind, summed when read; a write changes the row of its connection
//   (the backend's process id modulo SLOTS), so intake transactions on other connections do not
//   wait on one row, and one transaction always changes the same row of a kind.
// - SQLite has one writer at a time: one row per kind (slot 0).
// The existing rows are counted into slot 0 (backfill).
//
// lead_week_figures: the dashboard's figures of a past week (the chart's counts and the
// speed-to-lead figures, JSON), computed once from the week's leads under the business calendar
// whose fingerprint it keeps. On PostgreSQL a trigger deletes a week's row when one of its leads
// is inserted, deleted, or changes spam_reason, first_response_at or created_at; SQLite reads the
// weeks each time (fast enough there) and keeps no rows.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const SLOTS = 16;
const TABLES = ['quote_requests', 'contact_messages', 'chatbot_contacts'] as const;

/** A PL/pgSQL trigger function of an after trigger: `body` runs from its declarations or `begin` to `return null; end`. */
async function triggerFunction(db: AnyDb, name: string, body: string): Promise<void> {
  await sql.raw(`create function ${name}() returns trigger language plpgsql set search_path from current as $$\n${body}  return null;\nend $$`).execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('lead_counts')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('fresh', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('lead_counts_pk', ['kind', 'slot'])
    .execute();
  for (const table of TABLES) {
    const t = sql.table(table);
    await sql`insert into lead_counts (kind, slot, total, fresh)
      select ${table}, 0, count(*), coalesce(sum(case when status = 'new' then 1 else 0 end), 0) from ${t} where spam_reason is null`.execute(db);
    for (let slot = 1; slot < (postgres ? SLOTS : 1); slot++) {
      await sql`insert into lead_counts (kind, slot, total, fresh) values (${table}, ${slot}, 0, 0)`.execute(db);
    }
  }
  await db.schema
    .createTable('lead_week_figures')
    .addColumn('week', 'text', (col) => col.primaryKey())
    .addColumn('calendar', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('figures', 'text')
    .execute();
  if (postgres) {
    await triggerFunction(
      db,
      'lead_week_figures_forget',
      `begin
  if tg_op <> 'INSERT' then
    delete from lead_week_figures where starts_at <= old.created_at and old.created_at < ends_at;
  end if;
  if tg_op <> 'DELETE' then
    delete from lead_week_figures where starts_at <= new.created_at and new.created_at < ends_at;
  end if;
`,
    );
    await triggerFunction(
      db,
      'lead_counts_keep',
      `declare
  d_total integer := 0;
  d_fresh integer := 0;
begin
  if tg_op <> 'INSERT' then
    if old.spam_reason is null then
      d_total := d_total - 1;
      if old.status = 'new' then d_fresh := d_fresh - 1; end if;
    end if;
  end if;
  if tg_op <> 'DELETE' then
    if new.spam_reason is null then
      d_total := d_total + 1;
      if new.status = 'new' then d_fresh := d_fresh + 1; end if;
    end if;
  end if;
  if d_total <> 0 or d_fresh <> 0 then
    update lead_counts set total = total + d_total, fresh = fresh + d_fresh where kind = tg_table_name and slot = pg_backend_pid() % ${SLOTS};
  end if;
`,
    );
    await triggerFunction(
      db,
      'lead_counts_reset',
      `begin
  update lead_counts set total = 0, fresh = 0 where kind = tg_table_name;
`,
    );
    await triggerFunction(
      db,
      'lead_week_figures_clear',
      `begin
  delete from lead_week_figures;
`,
    );
    for (const table of TABLES) {
      await sql
        .raw(
          `create trigger ${table}_counts after insert or delete or update of status, spam_reason on ${table} for each row execute function lead_counts_keep()`,
        )
        .execute(db);
      await sql.raw(`create trigger ${table}_counts_truncate after truncate on ${table} for each statement execute function lead_counts_reset()`).execute(db);
      await sql
        .raw(
          `create trigger ${table}_weeks after insert or delete or update of spam_reason, first_response_at, created_at on ${table} for each row execute function lead_week_figures_forget()`,
        )
        .execute(db);
      await sql
        .raw(`create trigger ${table}_weeks_truncate after truncate on ${table} for each statement execute function lead_week_figures_clear()`)
        .execute(db);
    }
    return;
  }
  const real = (row: 'new' | 'old') => `(${row}.spam_reason is null)`;
  const fresh = (row: 'new' | 'old') => `(${row}.spam_reason is null and ${row}.status = 'new')`;
  for (const table of TABLES) {
    const change = (total: string, freshDelta: string) =>
      `update lead_counts set total = total + ${total}, fresh = fresh + ${freshDelta} where kind = '${table}' and slot = 0;`;
    await sql.raw(`create trigger ${table}_counts_insert after insert on ${table} begin ${change(real('new'), fresh('new'))} end`).execute(db);
    await sql.raw(`create trigger ${table}_counts_delete after delete on ${table} begin ${change(`-${real('old')}`, `-${fresh('old')}`)} end`).execute(db);
    await sql
      .raw(
        `create trigger ${table}_counts_update after update of status, spam_reason on ${table}
          when ${real('new')} <> ${real('old')} or ${fresh('new')} <> ${fresh('old')}
          begin ${change(`${real('new')} - ${real('old')}`, `${fresh('new')} - ${fresh('old')}`)} end`,
      )
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    if (postgres) {
      await sql.raw(`drop trigger ${table}_counts on ${table}`).execute(db);
      await sql.raw(`drop trigger ${table}_counts_truncate on ${table}`).execute(db);
      await sql.raw(`drop trigger ${table}_weeks on ${table}`).execute(db);
      await sql.raw(`drop trigger ${table}_weeks_truncate on ${table}`).execute(db);
    } else {
      for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_counts_${event}`).execute(db);
    }
  }
  if (postgres) {
    await sql`drop function lead_counts_keep()`.execute(db);
    await sql`drop function lead_counts_reset()`.execute(db);
    await sql`drop function lead_week_figures_forget()`.execute(db);
    await sql`drop function lead_week_figures_clear()`.execute(db);
  }
  await db.schema.dropTable('lead_week_figures').execute();
  await db.schema.dropTable('lead_counts').execute();
}
