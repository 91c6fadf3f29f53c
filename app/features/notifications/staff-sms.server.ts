import type { Kysely, Transaction } from 'kysely';
import { type Actor, recordAudit } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import { phoneInWords, phoneToE164 } from './phone-number';
import type { StaffChannel } from './staff-alerts.server';

// Staff alerts by text (docs/texting.md, issue 46 item 6): each staff member may give a mobile
// number on the Alerts page and choose which urgent events (new lead, escalation, hand-off) reach
// them by text. The texts go through messaging's sender, passed in by server/job-definitions.ts
// (messaging is a later feature), which refuses a number that opted out (sent STOP).

type Db = Kysely<Database> | Transaction<Database>;

/** The staff member's number for text alerts (E.164), or null. */
export async function getStaffSmsPhone(db: Db, userId: string): Promise<string | null> {
  return (await db.selectFrom('staffSmsPhones').select('phone').where('userId', '=', userId).executeTakeFirst())?.phone ?? null;
}

export type SmsPhoneResult = { ok: true; phone: string | null } | { ok: false; reason: 'invalid'; message: string };

/** Saves a staff member's mobile number as typed ('(305) 555-0100' or '+13055550100'); empty removes it. Audited. */
export async function saveStaffSmsPhone(
  db: Db,
  userId: string,
  typed: string,
  { actor, now = new Date() }: { actor: Actor; now?: Date },
): Promise<SmsPhoneResult> {
  const text = typed.trim();
  const phone = text === '' ? null : phoneToE164(text);
  if (text !== '' && !phone) {
    return {
      ok: false,
      reason: 'invalid',
      message: `"${text.slice(0, 40)}" is not a mobile number: type it as (305) 555-0100, or with its country code as +13055550100.`,
    };
  }
  if (phone) {
    await db
      .insertInto('staffSmsPhones')
      .values({ userId, phone, updatedAt: now.toISOString() })
      .onConflict((conflict) => conflict.column('userId').doUpdateSet({ phone, updatedAt: now.toISOString() }))
      .execute();
  } else {
    await db.deleteFrom('staffSmsPhones').where('userId', '=', userId).execute();
  }
  await recordAudit(db, {
    actor: actor.userId,
    actorEmail: actor.email,
    action: 'notifications.sms-phone',
    subjectType: 'user',
    subjectId: userId,
    detail: { phone },
    now,
  });
  return { ok: true, phone };
}

/** How the SMS channel hands a text to messaging: queued once per key, or refused (opted out, not configured). */
export type StaffTextSender = (text: { to: string; body: string; key: string }, now: Date) => Promise<{ ok: true } | { ok: false; message: string }>;

/**
 * Text to each recipient's mobile number: the alert's title and words and the back-office link,
 * queued once per person and alert. A recipient without a number is skipped; a refused number
 * (opted out) is reported as failed, never texted.
 */
export function smsChannel(db: Kysely<Database>, { send, publicUrl }: { send: StaffTextSender; publicUrl: string }): StaffChannel {
  return {
    name: 'sms',
    async deliver(alert, recipients, run) {
      if (recipients.length === 0) return { delivered: 0, failed: [] };
      const phones = await db
        .selectFrom('staffSmsPhones')
        .select(['userId', 'phone'])
        .where(
          'userId',
          'in',
          recipients.map((person) => person.id),
        )
        .execute();
      let delivered = 0;
      const failed: string[] = [];
      for (const { userId, phone } of phones) {
        const body = `${alert.title}: ${alert.body} ${publicUrl}${alert.url}`;
        const outcome = await send({ to: phone, body, key: `${alert.key}:${userId}` }, run.now);
        if (outcome.ok) delivered++;
        else failed.push(`${phoneInWords(phone)}: ${outcome.message}`);
      }
      return { delivered, failed };
    },
  };
}
