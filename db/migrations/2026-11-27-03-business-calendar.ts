import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// The business calendar as data: the office's hours per weekday, the days it is closed, the zone
// they are kept in, and each staff member's working hours and time off. Seeded with the hours the
// site showed until now; the holidays are added per year by the application (features/calendar).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('calendar_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('holidays_through', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createTable('opening_hours')
    .addColumn('weekday', 'integer', (col) => col.primaryKey())
    .addColumn('opens', 'text', (col) => col.notNull())
    .addColumn('closes', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('closures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('starts_on', 'text', (col) => col.notNull())
    .addColumn('ends_on', 'text', (col) => col.notNull())
    .addColumn('note_en', 'text', (col) => col.notNull())
    .addColumn('note_es', 'text', (col) => col.notNull())
    .addColumn('holiday', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema.createIndex('closures_ends_on').on('closures').column('ends_on').execute();
  await db.schema
    .createTable('staff_hours')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (col) => col.notNull())
    .addColumn('starts', 'text', (col) => col.notNull())
    .addColumn('ends', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_hours_pk', ['user_id', 'weekday'])
    .execute();
  await db.schema
    .createTable('staff_time_off')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('starts_on', 'text', (col) => col.notNull())
    .addColumn('ends_on', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema.createIndex('staff_time_off_user').on('staff_time_off').columns(['user_id', 'ends_on']).execute();

  const now = new Date().toISOString();
  await db
    .insertInto('calendar_settings')
    .values({ id: 'calendar', time_zone: 'America/New_York', holidays_through: null, updated_at: now, updated_by: null })
    .execute();
  const weekday = { opens: '08:45', closes: '18:00' };
  await db
    .insertInto('opening_hours')
    .values([1, 2, 3, 4, 5].map((day) => ({ weekday: day, ...weekday })).concat({ weekday: 6, opens: '09:00', closes: '16:00' }))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_time_off').execute();
  await db.schema.dropTable('staff_hours').execute();
  await db.schema.dropTable('closures').execute();
  await db.schema.dropTable('opening_hours').execute();
  await db.schema.dropTable('calendar_settings').execute();
}
