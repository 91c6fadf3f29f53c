import { type Actor, type TimelineEvent, listTimeline, recordAudit } from '~/lib/audit-log.server';
import { CompiledQuery, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction, sql } from 'kysely';
import { getPriceTable } from '~/features/business/profile.server';
import { contactMessageEmails, type LeadMailContext, quoteRequestEmails } from '../intake/lead-emails.server';
import { storedPriceRange } from '../intake/quote-request';
import { type EmailMessage, enqueueEmail } from '~/features/mail/outbox.server';
import type { ChatbotContactRow, ContactMessageRow, QuoteRequestRow } from '../tables';
import type { Database } from '~/lib/db-schema';
import { dialectOf } from '~/lib/db.server';
import type { Transact } from '~/lib/group-commit.server';
import { storableText } from '~/lib/storable-text.server';
import type { Locale } from '~/lib/locale';
import { type LeadKind, leadKinds } from '../lead-kinds';
import { type ListQuery, PAGE_SIZE, pageCount } from './list-query';
import type { LeadUpdate } from './lead-update';
import { searchCondition, searchTokens } from './lead-search.server';
import { announceLead, type LeadAnnouncement } from './live-leads.server';

type Db = Kysely<Database> | Transaction<Database>;

/** One line of a staff list, the same shape for every kind. */
export interface LeadListItem {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  status: string;
  /** A quote's project type, a contact message's subject; null for chatbot contacts. */
  topic: string | null;
  spamReason: string | null;
  /** The language the visitor wrote in. */
  language: Locale;
  /** How many photos a quote request came with (0 for the other kinds). */
  photoCount?: number;
  /** A chatbot contact asked to be called back (nobody could join the chat). */
  wantsCall: boolean;
  /** Another lead of the same kind came from the same email or phone within a day of this one. */
  likelyDuplicate: boolean;
}

/** Two leads from one address or number this close together are probably one person asking twice. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface LeadPage {
  items: LeadListItem[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export type LeadRecord =
  | { kind: 'quote-requests'; lead: QuoteRequestRow }
  | { kind: 'contact-messages'; lead: ContactMessageRow }
  | { kind: 'chatbot-contacts'; lead: ChatbotContactRow };

/** One line of a chatbot contact's conversation as staff read it. */
export interface ConversationLine {
  id: string;
  sender: 'user' | 'bot' | 'staff';
  text: string;
  createdAt: string;
  /** The first name of the staff member who wrote a `staff` line. */
  authorName: string | null;
}

/**
 * Reads a chatbot contact's conversation. The assistant owns conversations, so the route that
 * shows a lead passes its reader in (see docs/decisions/0012-domain-layout.md).
 */
export type ReadConversation = (sessionId: string) => Promise<ConversationLine[]>;

export type LeadDetail = (
  | (Extract<LeadRecord, { kind: 'quote-requests' }> & { /** The price range it was shown, in words (null: none). */ priceRange: string | null })
  | Extract<LeadRecord, { kind: 'contact-messages' }>
  | (Extract<LeadRecord, { kind: 'chatbot-contacts' }> & { conversation: ConversationLine[] })
) & {
  timeline: TimelineEvent[];
};

const tables = {
  'quote-requests': 'quoteRequests',
  'contact-messages': 'contactMessages',
  'chatbot-contacts': 'chatbotContacts',
} as const satisfies Record<LeadKind, keyof Database>;

function listConditions(db: Db, kind: LeadKind, query: Pick<ListQuery, 'status' | 'language' | 'search' | 'view'>): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  conditions.push(query.view === 'spam' ? sql<SqlBool>`${sql.ref('spamReason')} is not null` : sql<SqlBool>`${sql.ref('spamReason')} is null`);
  if (query.status) conditions.push(sql<SqlBool>`${sql.ref('status')} = ${query.status}`);
  if (query.language) conditions.push(sql<SqlBool>`${sql.ref('language')} = ${query.language}`);
  const tokens = searchTokens(query.search);
  if (tokens.length > 0) conditions.push(searchCondition(kind, dialectOf(db), tokens));
  return conditions;
}

function filtered<TB extends keyof Database, O>(qb: SelectQueryBuilder<Database, TB, O>, conditions: Expression<SqlBool>[]) {
  return conditions.reduce((query, condition) => query.where(condition), qb);
}

/** Filters, orders by (created_at, id) and takes one page. */
function paged<TB extends keyof Database, O>(
  db: Db,
  kind: LeadKind,
  qb: SelectQueryBuilder<Database, TB, O>,
  conditions: Expression<SqlBool>[],
  query: ListQuery,
) {
  const direction = query.sort === 'oldest' ? sql`asc` : sql`desc`;
  const offset = (query.page - 1) * PAGE_SIZE;
  const ordered = (builder: SelectQueryBuilder<Database, TB, O>) =>
    builder.orderBy(sql`${sql.ref('createdAt')} ${direction}`).orderBy(sql`${sql.ref('id')} ${direction}`);
  if (dialectOf(db) === 'postgres' && searchTokens(query.search).length > 0) {
    // Left to itself, PostgreSQL may walk the date index and test every row's words until it has
    // a page (fast for a common name, a full scan for a rare one). OFFSET 0 keeps the matches a
    // query of their own, answered from the search index, and only they are sorted and paged.
    const matches = sql<SqlBool>`${sql.ref('id')} in (select id from (select id, created_at from ${sql.table(tables[kind])} where ${sql.join(conditions, sql` and `)} offset 0) as matches order by created_at ${direction}, id ${direction} limit ${PAGE_SIZE} offset ${offset})`;
    return ordered(filtered(qb, [matches]));
  }
  return ordered(filtered(qb, conditions)).limit(PAGE_SIZE).offset(offset);
}

/** The query behind one page of a staff list. */
function listPageQuery(db: Db, kind: LeadKind, conditions: Expression<SqlBool>[], query: ListQuery) {
  switch (kind) {
    case 'quote-requests':
      return paged(
        db,
        kind,
        db
          .selectFrom('quoteRequests')
          .select(['id', 'createdAt', 'email', 'phone', 'status', 'spamReason', 'language'])
          .select((eb) => [eb.ref('projectType').as('topic'), sql<string>`first_name || ' ' || last_name`.as('name')]),
        conditions,
        query,
      );
    case 'contact-messages':
      return paged(
        db,
        kind,
        db
          .selectFrom('contactMessages')
          .select(['id', 'createdAt', 'name', 'email', 'phone', 'status', 'spamReason', 'language'])
          .select((eb) => eb.ref('subject').as('topic')),
        conditions,
        query,
      );
    case 'chatbot-contacts':
      return paged(
        db,
        kind,
        db
          .selectFrom('chatbotContacts')
          .select(['id', 'createdAt', 'name', 'email', 'phone', 'status', 'spamReason', 'language'])
          .select(sql<string | null>`null`.as('topic'))
          .select(sql<boolean>`${sql.ref('callbackRequestedAt')} is not null`.as('wantsCall')),
        conditions,
        query,
      );
  }
}

async function countLeads(db: Db, kind: LeadKind, conditions: Expression<SqlBool>[]): Promise<number> {
  const row = await filtered(
    db.selectFrom(tables[kind]).select((eb) => eb.fn.countAll<number | string>().as('count')),
    conditions,
  ).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** How many leads a list holds with these filters (e.g. the spam view's count on its tab). */
export async function countMatchingLeads(db: Db, kind: LeadKind, query: Pick<ListQuery, 'status' | 'language' | 'search' | 'view'>): Promise<number> {
  return countLeads(db, kind, listConditions(db, kind, query));
}

/** A page of a staff list: filtered by view, status and search, newest (or oldest) first. */
export async function listLeads(db: Db, kind: LeadKind, query: ListQuery): Promise<LeadPage> {
  const conditions = listConditions(db, kind, query);
  const [items, total] = await Promise.all([listPageQuery(db, kind, conditions, query).execute() as Promise<LeadListItem[]>, countLeads(db, kind, conditions)]);
  const marked = await withDuplicates(
    db,
    kind,
    items.map((item) => ({ ...item, wantsCall: Boolean(item.wantsCall) })),
  );
  return {
    items: kind === 'quote-requests' ? await withPhotoCounts(db, marked) : marked,
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
    pageCount: pageCount(total),
  };
}

/** A phone number's digits without the country code, so "(305) 555-0188" and "+1 305 555 0188" match. */
function phoneDigits(phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * Marks the page's leads that have a twin: a lead of the same kind from the same email or phone
 * within a day. One read of the leads around the page's dates (the date index bounds it).
 */
async function withDuplicates(db: Db, kind: LeadKind, items: LeadListItem[]): Promise<LeadListItem[]> {
  if (items.length === 0) return items;
  const times = items.map((item) => Date.parse(item.createdAt));
  const from = new Date(Math.min(...times) - DUPLICATE_WINDOW_MS).toISOString();
  const to = new Date(Math.max(...times) + DUPLICATE_WINDOW_MS).toISOString();
  const emails = [...new Set(items.map((item) => item.email.toLowerCase()))];
  const phones = [...new Set(items.map((item) => item.phone).filter((phone): phone is string => Boolean(phone)))];
  const neighbours = await db
    .selectFrom(tables[kind])
    .select(['id', 'email', 'phone', 'createdAt'])
    .where('createdAt', '>=', from)
    .where('createdAt', '<=', to)
    .where('spamReason', 'is', null)
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), 'in', emails), ...(phones.length > 0 ? [eb('phone', 'in', phones)] : [])]))
    .execute();
  return items.map((item) => {
    const at = Date.parse(item.createdAt);
    const digits = phoneDigits(item.phone);
    const likelyDuplicate = neighbours.some(
      (other) =>
        other.id !== item.id &&
        Math.abs(Date.parse(other.createdAt) - at) <= DUPLICATE_WINDOW_MS &&
        (other.email.toLowerCase() === item.email.toLowerCase() || (digits.length >= 7 && phoneDigits(other.phone) === digits)),
    );
    return { ...item, likelyDuplicate };
  });
}

/** The page's quote requests with how many photos each has: one small read on the photos' own index. */
async function withPhotoCounts(db: Db, items: LeadListItem[]): Promise<LeadListItem[]> {
  if (items.length === 0) return items;
  const counts = await db
    .selectFrom('quoteRequestPhotos')
    .select((eb) => ['quoteRequestId', eb.fn.countAll<number | string>().as('count')])
    .where(
      'quoteRequestId',
      'in',
      items.map((item) => item.id),
    )
    .groupBy('quoteRequestId')
    .execute();
  const byRequest = new Map(counts.map((row) => [row.quoteRequestId, Number(row.count)]));
  return items.map((item) => ({ ...item, photoCount: byRequest.get(item.id) ?? 0 }));
}

/** The plan of a list page's query, for the benchmark and the index tests. */
export async function explainListLeads(db: Kysely<Database>, kind: LeadKind, query: ListQuery): Promise<string[]> {
  const compiled = listPageQuery(db, kind, listConditions(db, kind, query), query).compile();
  const explain = dialectOf(db) === 'postgres' ? 'explain ' : 'explain query plan ';
  const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
  return result.rows.map((row) => String(row['QUERY PLAN'] ?? row.detail));
}

async function getLeadRecord(db: Db, kind: LeadKind, id: string): Promise<LeadRecord | undefined> {
  switch (kind) {
    case 'quote-requests': {
      const lead = await db.selectFrom('quoteRequests').selectAll().where('id', '=', id).executeTakeFirst();
      return lead && { kind, lead };
    }
    case 'contact-messages': {
      const lead = await db.selectFrom('contactMessages').selectAll().where('id', '=', id).executeTakeFirst();
      return lead && { kind, lead };
    }
    case 'chatbot-contacts': {
      const lead = await db.selectFrom('chatbotContacts').selectAll().where('id', '=', id).executeTakeFirst();
      return lead && { kind, lead };
    }
  }
}

/** How a lead is named to the back-office browsers when it changes. */
function announcement(record: LeadRecord): LeadAnnouncement {
  const name = record.kind === 'quote-requests' ? `${record.lead.firstName} ${record.lead.lastName}` : record.lead.name;
  return { kind: record.kind, id: record.lead.id, name, status: record.lead.status, spam: record.lead.spamReason !== null };
}

/** One lead with everything staff see in its dialog: the record, the conversation, the timeline. */
export async function getLeadDetail(db: Kysely<Database>, kind: LeadKind, id: string, readConversation: ReadConversation): Promise<LeadDetail | undefined> {
  const record = await getLeadRecord(db, kind, id);
  if (!record) return undefined;
  const timeline = await listTimeline(db, leadKinds[kind].entityType, id);
  if (record.kind === 'chatbot-contacts') return { ...record, conversation: await readConversation(record.lead.sessionId), timeline };
  if (record.kind === 'quote-requests') return { ...record, priceRange: storedPriceRange(record.lead, undefined, await getPriceTable(db)), timeline };
  return { ...record, timeline };
}

export interface UpdatedLead {
  id: string;
  status: string;
  notes: string;
  updatedAt: string;
}

/**
 * Sets a lead's status and/or notes and records each change, with who made it, in the audit
 * log, in one transaction. Returns undefined when there is no such lead.
 */
export async function updateLead(
  transact: Transact,
  kind: LeadKind,
  id: string,
  update: LeadUpdate,
  actor: Actor,
  now: Date = new Date(),
): Promise<UpdatedLead | undefined> {
  const table = tables[kind];
  const entityType = leadKinds[kind].entityType;
  return transact(async (trx) => {
    const current = await getLeadRecord(trx, kind, id);
    if (!current) return undefined;
    const { lead } = current;
    const status = update.status ?? lead.status;
    // Compared as it will be stored, so notes that differ only by a NUL are not a change.
    const notes = update.notes === undefined ? lead.notes : storableText(update.notes);
    const statusChanged = status !== lead.status;
    const notesChanged = notes !== lead.notes;
    if (!statusChanged && !notesChanged) return { id, status: lead.status, notes: lead.notes, updatedAt: lead.updatedAt };
    const updatedAt = now.toISOString();
    await trx
      .updateTable(table)
      .set({ status, notes, updatedAt, firstResponseAt: lead.firstResponseAt ?? updatedAt })
      .where('id', '=', id)
      .execute();
    const audit = { actor: actor.userId, actorEmail: actor.email, subjectType: entityType, subjectId: id, now };
    if (statusChanged) await recordAudit(trx, { ...audit, action: `${entityType}.status`, detail: { from: lead.status, to: status } });
    if (notesChanged) await recordAudit(trx, { ...audit, action: `${entityType}.notes`, detail: { notes } });
    await announceLead(trx, 'updated', { ...announcement(current), status }, now);
    return { id, status, notes, updatedAt };
  });
}

/**
 * Marks a lead answered at `now` unless staff had already acted on it: for actions other
 * than a status or note change (an estimate written for a quote request).
 */
export async function recordFirstResponse(trx: Db, kind: LeadKind, id: string, now: Date): Promise<void> {
  await trx.updateTable(tables[kind]).set({ firstResponseAt: now.toISOString() }).where('id', '=', id).where('firstResponseAt', 'is', null).execute();
}

export type RestoreResult = 'restored' | 'not-found' | 'not-spam';

/**
 * The staff email about a chatbot contact. The assistant writes it (it holds the conversation),
 * so the route that restores a contact from spam passes it in (docs/decisions/0012-domain-layout.md).
 */
export type ChatbotStaffEmail = (trx: Db, contact: ChatbotContactRow, mail: LeadMailContext) => Promise<EmailMessage>;

async function staffEmail(trx: Db, record: LeadRecord, mail: LeadMailContext, chatbotEmail: ChatbotStaffEmail): Promise<EmailMessage> {
  switch (record.kind) {
    case 'quote-requests':
      return quoteRequestEmails({ ...record.lead, spamReason: null }, mail).staff;
    case 'contact-messages':
      return contactMessageEmails({ ...record.lead, spamReason: null }, mail).staff;
    case 'chatbot-contacts':
      return chatbotEmail(trx, { ...record.lead, spamReason: null }, mail);
  }
}

/**
 * Takes a lead out of the spam view: clears its spam_reason, records who did it, and queues
 * the staff notification it never got (the customer's confirmation is not sent late).
 */
export async function restoreLead(
  transact: Transact,
  kind: LeadKind,
  id: string,
  actor: Actor,
  { mail, chatbotEmail }: { mail: LeadMailContext; chatbotEmail: ChatbotStaffEmail },
  now: Date = new Date(),
): Promise<RestoreResult> {
  const entityType = leadKinds[kind].entityType;
  return transact(async (trx) => {
    const record = await getLeadRecord(trx, kind, id);
    if (!record) return 'not-found';
    const reason = record.lead.spamReason;
    if (reason === null) return 'not-spam';
    const updatedAt = now.toISOString();
    await trx.updateTable(tables[kind]).set({ spamReason: null, updatedAt }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: `${entityType}.spam`,
      subjectType: entityType,
      subjectId: id,
      detail: { restored: true, reason },
      now,
    });
    await enqueueEmail(trx, await staffEmail(trx, record, mail, chatbotEmail), now);
    await announceLead(trx, 'updated', { ...announcement(record), spam: false }, now);
    return 'restored';
  });
}

/**
 * The lead after this one in a list's order and filters, for "Save and next": it follows the
 * lead's place in the list even when the change just saved moved the lead out of the filter.
 */
export async function findNextLead(db: Kysely<Database>, kind: LeadKind, query: ListQuery, id: string): Promise<string | undefined> {
  const current = await db.selectFrom(tables[kind]).select(['createdAt', 'id']).where('id', '=', id).executeTakeFirst();
  if (!current) return undefined;
  const direction = query.sort === 'oldest' ? 'asc' : 'desc';
  const after = sql<SqlBool>`(${sql.ref('createdAt')}, ${sql.ref('id')}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${current.createdAt}, ${current.id})`;
  const next = await filtered(db.selectFrom(tables[kind]).select('id'), [...listConditions(db, kind, query), after])
    .orderBy('createdAt', direction)
    .orderBy('id', direction)
    .limit(1)
    .executeTakeFirst();
  return next?.id;
}

const EXPORT_BATCH = 1000;

/**
 * Every lead matching a list's filters (all pages), in the list's order, in batches: keyset
 * paging on (created_at, id) keeps each batch an index range however far the export has got.
 */
export async function* exportLeads(db: Kysely<Database>, kind: LeadKind, query: ListQuery): AsyncGenerator<LeadRecord['lead'][]> {
  const conditions = listConditions(db, kind, query);
  const direction = query.sort === 'oldest' ? 'asc' : 'desc';
  const comparison = sql.raw(direction === 'asc' ? '>' : '<');
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const keyset = after ? [sql<SqlBool>`(${sql.ref('createdAt')}, ${sql.ref('id')}) ${comparison} (${after.createdAt}, ${after.id})`] : [];
    const batch: LeadRecord['lead'][] = await filtered(db.selectFrom(tables[kind]).selectAll(), [...conditions, ...keyset])
      .orderBy('createdAt', direction)
      .orderBy('id', direction)
      .limit(EXPORT_BATCH)
      .execute();
    if (batch.length === 0) return;
    yield batch;
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
    if (batch.length < EXPORT_BATCH) return;
  }
}
