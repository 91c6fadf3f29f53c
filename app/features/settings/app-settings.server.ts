import type { Kysely } from 'kysely';
import { getCompany } from '~/features/business/profile.server';
import { recordAudit } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import { logger } from '~/lib/logger.server';
import { type LiveEventHub, recordLiveEvent } from '~/lib/live-events.server';
import { publicContentChanged } from '~/lib/public-content.server';
import type { AppServices } from '~/lib/request-context';

const SETTINGS_ID = 'app';

/**
 * Every page shows the application name, so it is read from memory. Saving replaces the copy at
 * once in this process and announces the change (a live event in the same transaction); every
 * process hears it through the live-events transport and reads the name again (watchSettings).
 * Until staff name the application, it is the company profile's name (kept in memory by the profile):
 * the row then holds an empty name (FOLLOW_PROFILE), as when another setting was saved first.
 */
const cache = new WeakMap<Kysely<Database>, string | null>();

/** The stored name of an application staff have not named: it is called by the company profile's name. */
const FOLLOW_PROFILE = '';

/** What a process's live events are called when the settings changed. */
export const SETTINGS_CHANGED = 'settings.changed';

/** The name staff gave the business in Settings, or the company profile's name until they do. */
export async function getAppName(db: Kysely<Database>): Promise<string> {
  let saved = cache.get(db);
  if (saved === undefined) {
    try {
      saved = (await db.selectFrom('settings').select('name').where('id', '=', SETTINGS_ID).executeTakeFirst())?.name || null;
      cache.set(db, saved);
    } catch (error) {
      // The settings are not worth an error page (the database may be restarting): the profile's name, from memory, will do.
      logger.error({ err: error }, 'application name could not be read');
      saved = null;
    }
  }
  return saved ?? (await getCompany(db)).name;
}

/**
 * Forgets the cached name whenever any process saves the settings, and re-renders cached public
 * pages, which show it. Returns the way to stop listening.
 */
export async function watchSettings(db: Kysely<Database>, live: Pick<LiveEventHub, 'subscribe'>): Promise<() => void> {
  return live.subscribe(undefined, (event) => {
    if (event.type !== SETTINGS_CHANGED) return;
    cache.delete(db);
    publicContentChanged();
  });
}

export interface AppNameChange {
  name: string;
  actor: { userId: string; email: string };
  now?: Date;
}

/** Saves the application name with an audit entry, and re-renders cached public pages. */
export async function saveAppName({ db, transact }: Pick<AppServices, 'db' | 'transact'>, { name, actor, now = new Date() }: AppNameChange): Promise<void> {
  const at = now.toISOString();
  const profileName = (await getCompany(db)).name;
  await transact(async (trx) => {
    const before = await trx.selectFrom('settings').select('name').where('id', '=', SETTINGS_ID).executeTakeFirst();
    await trx
      .insertInto('settings')
      .values({ id: SETTINGS_ID, name, updatedAt: at, updatedBy: actor.userId })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ name, updatedAt: at, updatedBy: actor.userId }))
      .execute();
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: 'settings.name',
      subjectType: 'settings',
      subjectId: SETTINGS_ID,
      detail: { from: before?.name || profileName, to: name },
      now,
    });
    await recordLiveEvent(trx, SETTINGS_CHANGED, {}, now);
  });
  cache.set(db, name);
  publicContentChanged();
}

/** The alert time a superAdmin set in Settings, or null to use LEAD_ALERT_AFTER_MINUTES. */
export async function getLeadAlertMinutes(db: Kysely<Database>): Promise<number | null> {
  const row = await db.selectFrom('settings').select('leadAlertAfterMinutes').where('id', '=', SETTINGS_ID).executeTakeFirst();
  return row?.leadAlertAfterMinutes === null || row?.leadAlertAfterMinutes === undefined ? null : Number(row.leadAlertAfterMinutes);
}

export interface LeadAlertChange {
  minutes: number;
  actor: { userId: string; email: string };
  now?: Date;
}

/** Saves the alert time with an audit entry; the next escalation round uses it. */
export async function saveLeadAlertMinutes(db: Kysely<Database>, { minutes, actor, now = new Date() }: LeadAlertChange): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('settings').select('leadAlertAfterMinutes').where('id', '=', SETTINGS_ID).executeTakeFirst();
    await trx
      .insertInto('settings')
      .values({ id: SETTINGS_ID, name: FOLLOW_PROFILE, leadAlertAfterMinutes: minutes, updatedAt: at, updatedBy: actor.userId })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ leadAlertAfterMinutes: minutes, updatedAt: at, updatedBy: actor.userId }))
      .execute();
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: 'settings.lead-alert-minutes',
      subjectType: 'settings',
      subjectId: SETTINGS_ID,
      detail: { from: before?.leadAlertAfterMinutes ?? null, to: minutes },
      now,
    });
  });
}
