import { randomUUID } from 'node:crypto';
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// The window job after the signature (docs/jobs-and-crews.md, decision 0049): one job per order
// (the order stays its commercial side), its stage moves, inspections, and the install visits
// with the crew on each. The table is `window_jobs`: `jobs` is the background queue's
// (2026-11-27-01-jobs). Every existing order gets its job, at the stage its status implies.
//
// A crew member is never on two booked install visits at once: install_visit_crew keeps a copy of
// each visit's times and status per person, and the database refuses two booked rows of one user
// whose [starts_at, ends_at) overlap. PostgreSQL: an exclusion constraint as visits_no_overlap
// (2026-11-27-38-booking, whose visit_span and btree_gist it reuses); SQLite: triggers, as
// 2026-11-28-ics43-02-sqlite-visit-overlap does for estimate visits (instants via julianday; only
// rows whose ends_at text is past a day before the new start are compared, through an index).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const refuseOverlap = `select raise(abort, 'install_visit_crew_no_overlap: the crew member already has a booked install visit at that time')
    where exists (
      select 1 from install_visit_crew
      where user_id = new.user_id and ends_at > strftime('%Y-%m-%dT%H:%M:%fZ', new.starts_at, '-1 day')
        and status = 'booked' and visit_id <> new.visit_id
        and julianday(starts_at) < julianday(new.ends_at) and julianday(new.starts_at) < julianday(ends_at)
    );`;

const STAGE_OF_STATUS: Record<string, string> = { pending: 'measure', 'in-progress': 'install', completed: 'complete', cancelled: 'cancelled' };

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('window_jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('measurement_notes', 'text')
    .addColumn('product_supplier', 'text')
    .addColumn('product_ordered_on', 'text')
    .addColumn('product_expected_on', 'text')
    .addColumn('product_received_on', 'text')
    .addColumn('permit_municipality', 'text')
    .addColumn('permit_number', 'text')
    .addColumn('permit_applied_on', 'text')
    .addColumn('permit_issued_on', 'text')
    .addColumn('permit_apply_by', 'text')
    .addColumn('work_start_by', 'text')
    .addColumn('checklist', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('window_jobs_stage').on('window_jobs').column('stage').execute();

  await db.schema
    .createTable('job_stage_moves')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('job_id', 'text', (col) => col.notNull().references('window_jobs.id').onDelete('cascade'))
    .addColumn('from_stage', 'text', (col) => col.notNull())
    .addColumn('to_stage', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('actor_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('job_stage_moves_job').on('job_stage_moves').columns(['job_id', 'created_at']).execute();

  await db.schema
    .createTable('job_inspections')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('job_id', 'text', (col) => col.notNull().references('window_jobs.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('inspected_on', 'text', (col) => col.notNull())
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('job_inspections_job').on('job_inspections').columns(['job_id', 'inspected_on']).execute();

  await db.schema
    .createTable('install_visits')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('job_id', 'text', (col) => col.notNull().references('window_jobs.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('on_my_way_at', 'text')
    .addColumn('done_at', 'text')
    .addColumn('done_by_name', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('install_visits_job').on('install_visits').columns(['job_id', 'starts_at']).execute();
  await db.schema.createIndex('install_visits_starts').on('install_visits').column('starts_at').execute();

  await db.schema
    .createTable('install_visit_crew')
    .addColumn('visit_id', 'text', (col) => col.notNull().references('install_visits.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('install_visit_crew_pk', ['visit_id', 'user_id'])
    .execute();
  await db.schema.createIndex('install_visit_crew_user_ends').on('install_visit_crew').columns(['user_id', 'ends_at']).execute();

  if (postgres) {
    await sql`alter table install_visit_crew add constraint install_visit_crew_no_overlap
      exclude using gist (user_id with =, visit_span(starts_at, ends_at) with &&) where (status = 'booked')`.execute(db);
  } else {
    await sql
      .raw(
        `create trigger install_visit_crew_no_overlap_insert before insert on install_visit_crew when new.status = 'booked' begin\n    ${refuseOverlap}\nend`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger install_visit_crew_no_overlap_update before update of user_id, starts_at, ends_at, status on install_visit_crew when new.status = 'booked' begin\n    ${refuseOverlap}\nend`,
      )
      .execute(db);
  }

  // Every order made so far gets its job, at the stage its status implies.
  const orders: { id: string; status: string; created_at: string }[] = await db.selectFrom('orders').select(['id', 'status', 'created_at']).execute();
  const now = new Date().toISOString();
  for (let start = 0; start < orders.length; start += 200) {
    const rows = orders.slice(start, start + 200).map((order) => ({
      id: randomUUID(),
      order_id: order.id,
      stage: STAGE_OF_STATUS[order.status] ?? 'measure',
      created_at: order.created_at,
      updated_at: now,
    }));
    await db.insertInto('window_jobs').values(rows).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('install_visit_crew').execute();
  await db.schema.dropTable('install_visits').execute();
  await db.schema.dropTable('job_inspections').execute();
  await db.schema.dropTable('job_stage_moves').execute();
  await db.schema.dropTable('window_jobs').execute();
}
