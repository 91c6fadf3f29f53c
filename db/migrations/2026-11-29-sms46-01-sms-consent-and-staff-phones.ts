import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Texting consent and staff alerts by text (docs/texting.md, issue 46 items 5 and 6):
// - sms_consents: a customer's written consent to receive texts about a request, kept with the
//   number, the time, the page it was given on and the exact wording shown (messaging's);
// - staff_sms_phones: the mobile number a staff member gets alerts on by text (notifications').

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sms_consents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('lead_kind', 'text', (col) => col.notNull())
    .addColumn('lead_id', 'text', (col) => col.notNull())
    .addColumn('page', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('wording', 'text', (col) => col.notNull())
    .addColumn('consented_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sms_consents_phone_idx').on('sms_consents').columns(['phone', 'consented_at']).execute();
  await db.schema.createIndex('sms_consents_lead_idx').on('sms_consents').columns(['lead_kind', 'lead_id']).unique().execute();

  await db.schema
    .createTable('staff_sms_phones')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_sms_phones').execute();
  await db.schema.dropTable('sms_consents').execute();
}
