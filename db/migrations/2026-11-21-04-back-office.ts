import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
//
// The back office: application settings, who-did-it on the audit log, and the indexes that keep
// the staff lists, the dashboard and search fast at hundreds of thousands of leads.
//
// Search is by word prefix over name, email and phone, indexed on both dialects (see
// docs/decisions/0006-back-office.md): PostgreSQL indexes a tsvector expression with GIN;
// SQLite keeps an FTS5 table per lead table, filled by triggers. The expressions here must stay
// identical to the ones in app/features/leads/inbox/lead-search.server.ts, or the index is not used.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

interface Searchable {
  table: string;
  /** SQL text over the row's own columns (no prefix), or over `new.`/`old.` in a trigger. */
  text: (row: string) => string;
  phone: string;
}

const searchables: Searchable[] = [
  {
    table: 'quote_requests',
    text: (r) => `${r}first_name || ' ' || ${r}last_name || ' ' || ${r}email || ' ' || ${r}phone`,
    phone: 'phone',
  },
  {
    table: 'contact_messages',
    text: (r) => `${r}name || ' ' || ${r}email || ' ' || coalesce(${r}phone, '')`,
    phone: 'phone',
  },
  {
    table: 'chatbot_contacts',
    text: (r) => `${r}name || ' ' || ${r}email || ' ' || ${r}phone`,
    phone: 'phone',
  },
];

/** Digits of a phone number, so 3055550188 finds (305) 555-0188 (SQLite has no regexp_replace). */
function sqliteDigits(column: string): string {
  let expression = `coalesce(${column}, '')`;
  for (const char of [' ', '-', '(', ')', '.', '+', '/']) expression = `replace(${expression}, '${char}', '')`;
  return expression;
}

function postgresDocument({ text, phone }: Searchable): string {
  return (
    `to_tsvector('simple', translate(lower(${text('')}), '@._+()-''', '        ') || ' ' || ` + `regexp_replace(coalesce(${phone}, ''), '[^0-9]', '', 'g'))`
  );
}

async function createSearch(db: AnyDb, postgres: boolean, searchable: Searchable): Promise<void> {
  const { table, text, phone } = searchable;
  if (postgres) {
    await sql.raw(`create index ${table}_search_idx on ${table} using gin (${postgresDocument(searchable)})`).execute(db);
    return;
  }
  const fts = `${table}_fts`;
  const document = (row: string) => `${text(row)} || ' ' || ${sqliteDigits(`${row}${phone}`)}`;
  await sql.raw(`create virtual table ${fts} using fts5(lead_id unindexed, document, tokenize = 'unicode61 remove_diacritics 2')`).execute(db);
  await sql.raw(`insert into ${fts} (lead_id, document) select id, ${document('')} from ${table}`).execute(db);
  await sql
    .raw(`create trigger ${fts}_insert after insert on ${table} begin insert into ${fts} (lead_id, document) values (new.id, ${document('new.')}); end`)
    .execute(db);
  // Leads are not edited after they arrive; these keep the index right if that ever changes.
  await sql
    .raw(
      `create trigger ${fts}_update after update of ${updatedColumns(table)} on ${table} begin ` +
        `delete from ${fts} where lead_id = old.id; insert into ${fts} (lead_id, document) values (new.id, ${document('new.')}); end`,
    )
    .execute(db);
  await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin delete from ${fts} where lead_id = old.id; end`).execute(db);
}

function updatedColumns(table: string): string {
  return table === 'quote_requests' ? 'id, first_name, last_name, email, phone' : 'id, name, email, phone';
}

/** Chatbot contacts are never spam-flagged; their lists page by (created_at, id) too. */
async function indexChatbotContacts(db: AnyDb): Promise<void> {
  await db.schema.createIndex('chatbot_contacts_created_id_idx').on('chatbot_contacts').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('chatbot_contacts_status_created_id_idx').on('chatbot_contacts').columns(['status', 'created_at', 'id']).execute();
}

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();

  // The timeline names the person even after their account is gone.
  await db.schema.alterTable('audit_log').addColumn('actor_email', 'text').execute();

  // Staff lists and counts filter on spam_reason first (the inbox is `spam_reason is null`), so
  // these lead with it: one index range answers a page, a count or a breakdown, on both dialects.
  for (const table of ['quote_requests', 'contact_messages']) {
    await db.schema.createIndex(`${table}_spam_created_idx`).on(table).columns(['spam_reason', 'created_at', 'id']).execute();
    await db.schema.createIndex(`${table}_spam_status_created_idx`).on(table).columns(['spam_reason', 'status', 'created_at', 'id']).execute();
  }
  await db.schema.createIndex('quote_requests_spam_heard_idx').on('quote_requests').columns(['spam_reason', 'how_did_you_hear']).execute();

  await indexChatbotContacts(db);
  for (const searchable of searchables) await createSearch(db, postgres, searchable);
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { table } of searchables) {
    if (postgres) {
      await db.schema.dropIndex(`${table}_search_idx`).execute();
    } else {
      for (const suffix of ['insert', 'update', 'delete']) await sql.raw(`drop trigger ${table}_fts_${suffix}`).execute(db);
      await sql.raw(`drop table ${table}_fts`).execute(db);
    }
  }
  await db.schema.dropIndex('chatbot_contacts_status_created_id_idx').execute();
  await db.schema.dropIndex('chatbot_contacts_created_id_idx').execute();
  await db.schema.dropIndex('quote_requests_spam_heard_idx').execute();
  for (const table of ['quote_requests', 'contact_messages']) {
    for (const name of ['spam_created', 'spam_status_created']) await db.schema.dropIndex(`${table}_${name}_idx`).execute();
  }
  await db.schema.alterTable('audit_log').dropColumn('actor_email').execute();
  await db.schema.dropTable('settings').execute();
}
