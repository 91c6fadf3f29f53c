import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// Speed to lead: `first_response_at` records when staff first acted on a lead (a status change,
// a note, an estimate), set once. Leads that staff had already worked get it from the audit log,
// which has kept every such change with its time. Two indexes serve the dashboard: one holds what
// its weekly figures read, the other (partial) its "oldest unanswered" list.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

const leads = [
  { table: 'quote_requests', subject: 'quote-request', actions: ['quote-request.status', 'quote-request.notes', 'estimate.created'] },
  { table: 'contact_messages', subject: 'contact-message', actions: ['contact-message.status', 'contact-message.notes'] },
  { table: 'chatbot_contacts', subject: 'chatbot-contact', actions: ['chatbot-contact.status', 'chatbot-contact.notes'] },
];

export async function up(db: AnyDb): Promise<void> {
  for (const { table, subject, actions } of leads) {
    await db.schema.alterTable(table).addColumn('first_response_at', 'text').execute();
    await sql`
      update ${sql.table(table)} set first_response_at = (
        select min(audit_log.created_at) from audit_log
        where audit_log.subject_type = ${subject}
          and audit_log.subject_id = ${sql.table(table)}.id
          and audit_log.action in (${sql.join(actions)})
      )`.execute(db);
    // The dashboard's weekly figures read only these columns of each week's leads: from the index
    // alone. (Chatbot contacts get theirs with their spam_reason, in the next migration.)
    if (table !== 'chatbot_contacts') {
      await db.schema.createIndex(`${table}_spam_created_response_idx`).on(table).columns(['spam_reason', 'created_at', 'first_response_at']).execute();
    }
    await db.schema.createIndex(`${table}_unanswered_idx`).on(table).column('created_at').where(sql.ref('first_response_at'), 'is', null).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const { table } of leads) {
    await db.schema.dropIndex(`${table}_unanswered_idx`).execute();
    if (table !== 'chatbot_contacts') await db.schema.dropIndex(`${table}_spam_created_response_idx`).execute();
    await db.schema.alterTable(table).dropColumn('first_response_at').execute();
  }
}
