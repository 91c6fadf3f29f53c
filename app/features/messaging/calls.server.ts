import { getCompany } from '~/features/business/profile.server';
import { phoneInWords } from '~/features/notifications/phone-number';
import { findLeadByPhone } from '~/features/leads/intake/text-leads.server';
import { getAppName } from '~/features/settings/app-settings.server';
import { textingWords as englishWords } from '~/content/texting';
import { textingWords as spanishWords } from '~/content/es/texting';
import type { AppServices } from '~/lib/request-context';
import { ensureConversation, findConversationByPhone } from './conversations.server';
import { queueText } from './outbound.server';

// Missed-call text-back (docs/texting.md): a call to the Twilio number rings the office; when
// nobody answers, the caller gets one text, unless they opted out or were texted back lately.

/** How a dial ends that counts as missed. */
const MISSED = new Set(['no-answer', 'busy', 'failed']);

/** Stores a call once by its CallSid, with its number's conversation, and answers the office's phone (E.164) to dial. */
export async function receiveCall(services: AppServices, call: { sid: string; from: string }, now = new Date()): Promise<{ officePhone: string }> {
  const company = await getCompany(services.db);
  const known = await findConversationByPhone(services.db, call.from);
  const lead = known?.leadId ? undefined : await findLeadByPhone(services.db, call.from);
  const at = now.toISOString();
  await services.transact(async (trx) => {
    const conversation = await ensureConversation(trx, call.from, lead, now);
    await trx
      .insertInto('smsCalls')
      .values({ callSid: call.sid, conversationId: conversation.id, caller: call.from, outcome: null, textedBack: 0, createdAt: at, updatedAt: at })
      .onConflict((conflict) => conflict.column('callSid').doNothing())
      .execute();
  });
  return { officePhone: company.phone.e164 };
}

export type DialOutcome = 'texted-back' | 'answered' | 'opted-out' | 'texted-lately' | 'unknown-call' | 'already-handled';

/**
 * The dial to the office ended: a missed call (no-answer, busy, failed) queues one text-back in
 * English and Spanish, unless the number opted out or was texted back within SMS_TEXT_BACK_HOURS.
 * A replayed callback finds its call handled and sends nothing.
 */
export async function endDial(services: AppServices, dial: { sid: string; status: string }, now = new Date()): Promise<DialOutcome> {
  const [company, appName] = await Promise.all([getCompany(services.db), getAppName(services.db)]);
  const name = appName || company.name;
  const publicUrl = services.env.PUBLIC_URL;
  const body = `${englishWords.missedCall(name, `${publicUrl}/get-quote`, `${publicUrl}/book`)}\n${spanishWords.missedCall(name, `${publicUrl}/es/get-quote`, `${publicUrl}/es/book`)}`;
  const at = now.toISOString();
  const decided = await services.transact(async (trx) => {
    const call = await trx.selectFrom('smsCalls').selectAll().where('callSid', '=', dial.sid).executeTakeFirst();
    if (!call) return 'unknown-call' as const;
    if (call.outcome !== null) return 'already-handled' as const;
    await trx.updateTable('smsCalls').set({ outcome: dial.status, updatedAt: at }).where('callSid', '=', dial.sid).execute();
    if (!MISSED.has(dial.status)) return 'answered' as const;
    const conversation = await trx.selectFrom('smsConversations').selectAll().where('id', '=', call.conversationId).executeTakeFirstOrThrow();
    if (conversation.optedOutAt) return 'opted-out' as const;
    const since = now.getTime() - services.env.SMS_TEXT_BACK_HOURS * 3_600_000;
    if (conversation.lastTextBackAt && Date.parse(conversation.lastTextBackAt) > since) return 'texted-lately' as const;
    await trx.updateTable('smsConversations').set({ lastTextBackAt: at }).where('id', '=', conversation.id).execute();
    await trx.updateTable('smsCalls').set({ textedBack: 1 }).where('callSid', '=', dial.sid).execute();
    return { conversationId: conversation.id };
  });
  if (typeof decided === 'string') return decided;
  const queued = await queueText(services, decided.conversationId, { body, kind: 'text-back', sentBy: null }, now);
  return queued.ok ? 'texted-back' : 'opted-out';
}

/** A call in words for the lead's timeline: "Missed call from (305) 555-0100; texted back". */
export function describeCall(call: { caller: string; outcome: string | null; textedBack: number }): string {
  const from = phoneInWords(call.caller);
  if (call.outcome === null) return `Call from ${from} (ringing the office)`;
  if (!MISSED.has(call.outcome)) return `Call from ${from}, answered at the office`;
  const missed = call.outcome === 'busy' ? `Missed call from ${from} (the office line was busy)` : `Missed call from ${from}`;
  return call.textedBack ? `${missed}; texted back` : `${missed}; not texted back (the number opted out, or was texted back lately)`;
}

/**
 * The calls from a lead's number (through its conversation), as timeline events the lead's page
 * shows in words (`detail.described`), oldest first.
 */
export async function callEventsOfLead(
  db: AppServices['db'],
  lead: { kind: string; id: string },
): Promise<{ id: string; action: string; actor: string; detail: Record<string, unknown>; createdAt: string }[]> {
  const calls = await db
    .selectFrom('smsCalls')
    .innerJoin('smsConversations', 'smsConversations.id', 'smsCalls.conversationId')
    .select(['smsCalls.callSid', 'smsCalls.caller', 'smsCalls.outcome', 'smsCalls.textedBack', 'smsCalls.createdAt'])
    .where('smsConversations.leadKind', '=', lead.kind)
    .where('smsConversations.leadId', '=', lead.id)
    .orderBy('smsCalls.createdAt')
    .execute();
  return calls.map((call) => ({
    id: `call-${call.callSid}`,
    action: 'call.received',
    actor: 'Phone call',
    detail: { described: describeCall({ ...call, textedBack: Number(call.textedBack) }), outcome: call.outcome },
    createdAt: call.createdAt,
  }));
}
