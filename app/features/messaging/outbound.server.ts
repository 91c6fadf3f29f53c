import type { Logger } from 'pino';
import { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { defineJobKind, enqueueJob, handleJob } from '~/lib/jobs/jobs.server';
import { recordLiveEvent } from '~/lib/live-events.server';
import type { AppServices } from '~/lib/request-context';
import { addText, type ConversationMessage, getConversation, setOptedOut, TEXTING_CHANGED } from './conversations.server';
import { MAX_TEXT_LENGTH } from './text-limits';
import { twilioConfig } from './twilio/config.server';
import { sendTwilioMessage } from './twilio/messages-api.server';

// Texts we send (docs/texting.md): stored as queued with the job that hands them to Twilio, so a
// reply staff were told is on its way survives a restart; the job checks the opt-out again.

/** Twilio's error for a number that opted out with the carrier (https://www.twilio.com/docs/api/errors/21610). */
const OPTED_OUT_AT_CARRIER = '21610';

export const sendTextKind = defineJobKind({ kind: 'messaging.send', schema: z.object({ messageId: z.string() }), maxAttempts: 5 });

export type ReplyResult = { ok: true; message: ConversationMessage } | { ok: false; reason: 'not-found' | 'opted-out' | 'invalid'; message: string };

/** Why a reply cannot be sent, in the words the inbox and the API show. */
export const OPTED_OUT_MESSAGE = 'This number opted out of texts (it sent STOP). Nothing was sent; they can text START to allow texts again.';

/** Checks a reply's words: the message to show, or null when it may be sent. */
export function replyProblem(body: string): string | null {
  if (body.trim() === '') return 'Write the text to send.';
  if (body.length > MAX_TEXT_LENGTH)
    return `Keep the text to ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters (it has ${body.length.toLocaleString('en-US')}).`;
  return null;
}

/** Queues a text to a conversation's number, unless it opted out: refused then, and nothing is stored or sent. */
export async function queueText(
  services: Pick<AppServices, 'transact'>,
  conversationId: string,
  text: { body: string; kind: 'reply' | 'text-back'; sentBy: string | null },
  now = new Date(),
): Promise<ReplyResult> {
  const problem = replyProblem(text.body);
  if (problem) return { ok: false, reason: 'invalid', message: problem };
  return services.transact(async (trx) => {
    const conversation = await trx.selectFrom('smsConversations').select(['id', 'optedOutAt']).where('id', '=', conversationId).executeTakeFirst();
    if (!conversation) return { ok: false, reason: 'not-found', message: 'No conversation has this id.' };
    if (conversation.optedOutAt) return { ok: false, reason: 'opted-out', message: OPTED_OUT_MESSAGE };
    const row = (await addText(
      trx,
      conversationId,
      { direction: 'out', kind: text.kind, body: text.body.trim(), status: 'queued', sentBy: text.sentBy },
      now,
    ))!;
    await enqueueJob(trx, sendTextKind, { messageId: row.id }, { key: `messaging.send:${row.id}`, now });
    const stored = (await getConversation(trx, conversationId))!.messages.find((message) => message.id === row.id)!;
    return { ok: true, message: stored };
  });
}

async function settle(
  trx: Kysely<Database> | Transaction<Database>,
  id: string,
  conversationId: string,
  set: { status: string; errorCode?: string | null; twilioSid?: string },
  now: Date,
) {
  await trx
    .updateTable('smsMessages')
    .set({ ...set, updatedAt: now.toISOString() })
    .where('id', '=', id)
    .execute();
  await recordLiveEvent(trx, TEXTING_CHANGED, { conversationId }, now);
}

/**
 * Hands a queued text to Twilio. A number that opted out since it was queued gets nothing (the
 * text is marked failed, 'opted-out'); Twilio's refusal is kept as the text's error, and 21610
 * (the carrier's opt-out) opts the number out here too. Twilio unreachable: the job tries again.
 */
export async function sendQueuedText(
  services: Pick<AppServices, 'db' | 'transact' | 'env'>,
  messageId: string,
  now: Date,
): Promise<'sent' | 'refused' | 'skipped'> {
  const message = await services.db
    .selectFrom('smsMessages')
    .innerJoin('smsConversations', 'smsConversations.id', 'smsMessages.conversationId')
    .select([
      'smsMessages.id',
      'smsMessages.body',
      'smsMessages.status',
      'smsMessages.twilioSid',
      'smsMessages.conversationId',
      'smsConversations.phone',
      'smsConversations.optedOutAt',
    ])
    .where('smsMessages.id', '=', messageId)
    .executeTakeFirst();
  // Handed to Twilio already (it answers 'queued' too): never sent twice.
  if (!message || message.status !== 'queued' || message.twilioSid) return 'skipped';
  const config = twilioConfig(services.env);
  if (message.optedOutAt || !config) {
    await services.transact((trx) =>
      settle(trx, message.id, message.conversationId, { status: 'failed', errorCode: message.optedOutAt ? 'opted-out' : 'not-configured' }, now),
    );
    return 'refused';
  }
  const outcome = await sendTwilioMessage(config, message.phone, message.body);
  if (!outcome.ok && !outcome.permanent) throw new Error(outcome.message);
  await services.transact(async (trx) => {
    if (outcome.ok) await settle(trx, message.id, message.conversationId, { status: outcome.status, twilioSid: outcome.sid }, now);
    else {
      await settle(trx, message.id, message.conversationId, { status: 'failed', errorCode: outcome.code }, now);
      if (outcome.code === OPTED_OUT_AT_CARRIER) await setOptedOut(trx, message.conversationId, true, now);
    }
  });
  return outcome.ok ? 'sent' : 'refused';
}

export function sendTextJob(services: Pick<AppServices, 'db' | 'transact' | 'env'>, logger: Pick<Logger, 'info'>) {
  return handleJob(sendTextKind, async ({ messageId }, run) => {
    const outcome = await sendQueuedText(services, messageId, run.now);
    if (outcome === 'refused') logger.info({ messageId }, 'text not sent: refused');
  });
}
