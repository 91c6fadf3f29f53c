import type { Kysely, Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { recordLiveEvent } from '~/lib/live-events.server';
import { uuidv7 } from '~/lib/uuid.server';
import type { SmsConversationRow, SmsMessageRow } from './tables';

// The conversations and their texts (docs/texting.md): all of texting's SQL but the calls'.

type Executor = Kysely<Database> | Transaction<Database>;

/** What the back office's open inboxes are told when a conversation changes (never its words). */
export const TEXTING_CHANGED = 'texting.changed';

export interface LeadRef {
  kind: string;
  id: string;
}

/** A conversation with its texts, oldest first, as the inbox and the API show it. */
export interface Conversation {
  id: string;
  phone: string;
  leadKind: string | null;
  leadId: string | null;
  optedOut: boolean;
  optedOutAt: string | null;
  assignedTo: string | null;
  unread: number;
  lastMessageAt: string;
  messages: ConversationMessage[];
}

export interface ConversationMessage {
  id: string;
  direction: 'in' | 'out';
  kind: string;
  body: string;
  media: string[];
  status: string;
  errorCode: string | null;
  sentBy: string | null;
  createdAt: string;
}

function messageOf(row: SmsMessageRow): ConversationMessage {
  return {
    id: row.id,
    direction: row.direction,
    kind: row.kind,
    body: row.body,
    media: row.media ? (JSON.parse(row.media) as string[]) : [],
    status: row.status,
    errorCode: row.errorCode,
    sentBy: row.sentBy,
    createdAt: row.createdAt,
  };
}

function conversationOf(row: SmsConversationRow, messages: SmsMessageRow[]): Conversation {
  return {
    id: row.id,
    phone: row.phone,
    leadKind: row.leadKind,
    leadId: row.leadId,
    optedOut: row.optedOutAt !== null,
    optedOutAt: row.optedOutAt,
    assignedTo: row.assignedTo,
    unread: row.unread,
    lastMessageAt: row.lastMessageAt,
    messages: messages.map(messageOf),
  };
}

export async function findConversationByPhone(db: Executor, phone: string): Promise<SmsConversationRow | undefined> {
  return db.selectFrom('smsConversations').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** The number's conversation, made if it has none (two webhooks racing keep one), linked to `lead` if it had no lead. */
export async function ensureConversation(trx: Executor, phone: string, lead: LeadRef | undefined, now: Date): Promise<SmsConversationRow> {
  const at = now.toISOString();
  await trx
    .insertInto('smsConversations')
    .values({
      id: uuidv7(),
      phone,
      leadKind: lead?.kind ?? null,
      leadId: lead?.id ?? null,
      assignedTo: null,
      unread: 0,
      optedOutAt: null,
      lastMessageAt: at,
      lastTextBackAt: null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((conflict) => conflict.column('phone').doNothing())
    .execute();
  const conversation = await trx.selectFrom('smsConversations').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
  if (lead && !conversation.leadId) {
    await trx.updateTable('smsConversations').set({ leadKind: lead.kind, leadId: lead.id }).where('id', '=', conversation.id).execute();
    return { ...conversation, leadKind: lead.kind, leadId: lead.id };
  }
  return conversation;
}

export interface NewText {
  direction: 'in' | 'out';
  kind: string;
  body: string;
  media?: readonly string[];
  twilioSid?: string | null;
  status: string;
  errorCode?: string | null;
  sentBy?: string | null;
}

/** Stores a text in its conversation; undefined when a text with its MessageSid is stored already (a replayed webhook). */
export async function addText(trx: Executor, conversationId: string, text: NewText, now: Date): Promise<SmsMessageRow | undefined> {
  const at = now.toISOString();
  const row: SmsMessageRow = {
    id: uuidv7(),
    conversationId,
    direction: text.direction,
    kind: text.kind,
    body: text.body,
    media: text.media && text.media.length > 0 ? JSON.stringify(text.media) : null,
    twilioSid: text.twilioSid ?? null,
    status: text.status,
    errorCode: text.errorCode ?? null,
    sentBy: text.sentBy ?? null,
    createdAt: at,
    updatedAt: at,
  };
  const inserted = await trx
    .insertInto('smsMessages')
    .values(row)
    .onConflict((conflict) => conflict.column('twilioSid').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  const update = trx.updateTable('smsConversations').set({ lastMessageAt: at, updatedAt: at }).where('id', '=', conversationId);
  await (text.direction === 'in' ? update.set((eb) => ({ unread: eb('unread', '+', 1) })) : update).execute();
  await recordLiveEvent(trx, TEXTING_CHANGED, { conversationId }, now);
  return row;
}

export async function textSidExists(db: Executor, sid: string): Promise<boolean> {
  return (await db.selectFrom('smsMessages').select('id').where('twilioSid', '=', sid).executeTakeFirst()) !== undefined;
}

/** STOP: no text goes to the number until it sends START. START: texts may go again. */
export async function setOptedOut(trx: Executor, conversationId: string, optedOut: boolean, now: Date): Promise<void> {
  const at = now.toISOString();
  await trx
    .updateTable('smsConversations')
    .set({ optedOutAt: optedOut ? at : null, updatedAt: at })
    .where('id', '=', conversationId)
    .$if(optedOut, (query) => query.where('optedOutAt', 'is', null))
    .execute();
  await recordLiveEvent(trx, TEXTING_CHANGED, { conversationId }, now);
}

/** Whether the number opted out of texts (a number we never heard from has not). */
export async function isOptedOut(db: Executor, phone: string): Promise<boolean> {
  return (await findConversationByPhone(db, phone))?.optedOutAt != null;
}

/** How far along its way a sent text is: a later status never moves it back. */
const STATUS_RANK: Record<string, number> = { queued: 0, accepted: 0, scheduled: 0, sending: 1, sent: 2, delivered: 3, undelivered: 3, failed: 3, read: 4 };

export const DELIVERY_STATUSES = Object.keys(STATUS_RANK);

/** Records what Twilio says of a text we sent; undefined when no text has that MessageSid. A replayed or older status changes nothing. */
export async function recordDelivery(
  trx: Executor,
  update: { sid: string; status: string; errorCode: string | null },
  now: Date,
): Promise<'recorded' | 'unchanged' | undefined> {
  const message = await trx
    .selectFrom('smsMessages')
    .select(['id', 'status', 'conversationId', 'direction'])
    .where('twilioSid', '=', update.sid)
    .executeTakeFirst();
  if (!message || message.direction !== 'out') return undefined;
  const rank = STATUS_RANK[update.status];
  if (rank === undefined || rank <= (STATUS_RANK[message.status] ?? -1)) return 'unchanged';
  await trx
    .updateTable('smsMessages')
    .set({ status: update.status, errorCode: update.errorCode, updatedAt: now.toISOString() })
    .where('id', '=', message.id)
    .execute();
  await recordLiveEvent(trx, TEXTING_CHANGED, { conversationId: message.conversationId }, now);
  return 'recorded';
}

async function withMessages(db: Executor, rows: SmsConversationRow[]): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const messages = await db
    .selectFrom('smsMessages')
    .selectAll()
    .where(
      'conversationId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const byConversation = new Map<string, SmsMessageRow[]>();
  for (const message of messages) byConversation.set(message.conversationId, [...(byConversation.get(message.conversationId) ?? []), message]);
  return rows.map((row) => conversationOf(row, byConversation.get(row.id) ?? []));
}

export interface ConversationQuery {
  phone?: string;
  unread?: boolean;
  limit?: number;
}

/** Conversations, the one with the newest text first. */
export async function listConversations(db: Kysely<Database>, { phone, unread, limit = 50 }: ConversationQuery = {}): Promise<Conversation[]> {
  const rows = await db
    .selectFrom('smsConversations')
    .selectAll()
    .$if(phone !== undefined, (query) => query.where('phone', '=', phone!))
    .$if(unread === true, (query) => query.where('unread', '>', 0))
    .$if(unread === false, (query) => query.where('unread', '=', 0))
    .orderBy('lastMessageAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return withMessages(db, rows);
}

export async function getConversation(db: Executor, id: string): Promise<Conversation | undefined> {
  const row = await db.selectFrom('smsConversations').selectAll().where('id', '=', id).executeTakeFirst();
  return row && (await withMessages(db, [row]))[0];
}

/** The conversation of a lead, for its page. */
export async function conversationOfLead(db: Kysely<Database>, lead: LeadRef): Promise<Conversation | undefined> {
  const row = await db.selectFrom('smsConversations').selectAll().where('leadKind', '=', lead.kind).where('leadId', '=', lead.id).executeTakeFirst();
  return row && (await withMessages(db, [row]))[0];
}

/** How many conversations have texts staff have not read: the back office's menu shows it. */
export async function countUnreadConversations(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('smsConversations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('unread', '>', 0)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function markConversationRead(trx: Executor, id: string, now: Date): Promise<boolean> {
  const result = await trx.updateTable('smsConversations').set({ unread: 0, updatedAt: now.toISOString() }).where('id', '=', id).executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await recordLiveEvent(trx, TEXTING_CHANGED, { conversationId: id }, now);
  return true;
}

export async function assignConversation(trx: Executor, id: string, userId: string | null, now: Date): Promise<boolean> {
  const result = await trx.updateTable('smsConversations').set({ assignedTo: userId, updatedAt: now.toISOString() }).where('id', '=', id).executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await recordLiveEvent(trx, TEXTING_CHANGED, { conversationId: id }, now);
  return true;
}
