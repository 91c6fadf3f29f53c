import type { Kysely, Transaction } from 'kysely';
import { type Actor, recordAudit } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import { type ChannelName, channelNames, type StaffEvent, staffEvents } from './staff-events';

type Db = Kysely<Database> | Transaction<Database>;

/** Each event's channels for one staff member: true when they get it there. */
export type StaffPreferences = Record<StaffEvent, Record<ChannelName, boolean>>;

/**
 * What a staff member gets without having chosen: what the product did before preferences
 * existed. Every alert on their devices; no email of their own (new leads and escalations already
 * go to the office inbox, STAFF_NOTIFY_EMAIL and STAFF_ESCALATION_EMAIL).
 */
export const defaultPreference: Readonly<Record<ChannelName, boolean>> = { push: true, email: false };

/**
 * A customer's own booking, move or cancel reaches no office inbox otherwise: like a new lead's,
 * it is emailed to everyone by default (and on their devices), until they choose otherwise.
 */
// A Florida deadline of a job is emailed too by default: missing one is a violation of §489.126.
const defaultsByEvent: Partial<Record<StaffEvent, Record<ChannelName, boolean>>> = {
  visit: { push: true, email: true },
  'job-due': { push: true, email: true },
};

function defaults(): StaffPreferences {
  return Object.fromEntries(staffEvents.map((event) => [event, { ...(defaultsByEvent[event] ?? defaultPreference) }])) as StaffPreferences;
}

/** Each listed staff member's preferences, defaults filled in. */
export async function readStaffPreferences(db: Db, userIds: readonly string[]): Promise<Map<string, StaffPreferences>> {
  const chosen = new Map(userIds.map((id) => [id, defaults()]));
  if (userIds.length === 0) return chosen;
  const rows = await db
    .selectFrom('staffAlertPreferences')
    .select(['userId', 'event', 'channel', 'enabled'])
    .where('userId', 'in', [...userIds])
    .execute();
  for (const row of rows) {
    const preferences = chosen.get(row.userId);
    const event = preferences?.[row.event as StaffEvent];
    if (event && (channelNames as readonly string[]).includes(row.channel)) event[row.channel as ChannelName] = Number(row.enabled) === 1;
  }
  return chosen;
}

/** Saves a staff member's whole table of choices (every event and channel), audited. */
export async function saveStaffPreferences(
  db: Db,
  userId: string,
  preferences: StaffPreferences,
  { actor, now = new Date() }: { actor: Actor; now?: Date },
): Promise<void> {
  const rows = staffEvents.flatMap((event) =>
    channelNames.map((channel) => ({ userId, event, channel, enabled: preferences[event][channel] ? 1 : 0, updatedAt: now.toISOString() })),
  );
  await db
    .insertInto('staffAlertPreferences')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['userId', 'event', 'channel']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled'), updatedAt: eb.ref('excluded.updatedAt') })),
    )
    .execute();
  await recordAudit(db, {
    actor: actor.userId,
    actorEmail: actor.email,
    action: 'notifications.preferences',
    subjectType: 'user',
    subjectId: userId,
    detail: { preferences },
    now,
  });
}
