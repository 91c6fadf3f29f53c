import type { Kysely } from 'kysely';
import { company } from '~/content/company';
import { recordAudit } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import { logger } from '~/lib/logger.server';
import { publicContentChanged } from '~/lib/public-content.server';

const SETTINGS_ID = 'app';

/**
 * Every page shows the application name, so it is read from memory. Saving replaces the copy
 * at once in this process; other processes (PostgreSQL deployments) pick it up within this time.
 */
const CACHE_MS = 30_000;

const cache = new WeakMap<Kysely<Database>, { name: string; readAt: number }>();

/** The name staff gave the business in Settings, or the company name until they do. */
export async function getAppName(db: Kysely<Database>, now = Date.now()): Promise<string> {
  const cached = cache.get(db);
  if (cached && now - cached.readAt < CACHE_MS) return cached.name;
  try {
    const row = await db.selectFrom('settings').select('name').where('id', '=', SETTINGS_ID).executeTakeFirst();
    const name = row?.name ?? company.name;
    cache.set(db, { name, readAt: now });
    // Renamed by another process: this one's cached public pages still show the old name.
    if (cached && cached.name !== name) publicContentChanged();
    return name;
  } catch (error) {
    // Pages render without the database (e.g. while it restarts); the name is not worth an error page.
    logger.error({ err: error }, 'application name could not be read');
    return cached?.name ?? company.name;
  }
}

/**
 * Re-reads the name every cache period, so a process whose public pages come from its page
 * cache (and so never ask for the name) still notices a rename made by another process.
 */
export function watchAppName(db: Kysely<Database>): () => void {
  const timer = setInterval(() => void getAppName(db), CACHE_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export interface AppNameChange {
  name: string;
  actor: { userId: string; email: string };
  now?: Date;
}

/** Saves the application name with an audit entry, and re-renders cached public pages. */
export async function saveAppName(db: Kysely<Database>, { name, actor, now = new Date() }: AppNameChange): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
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
      detail: { from: before?.name ?? company.name, to: name },
      now,
    });
  });
  cache.set(db, { name, readAt: Date.now() });
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
    const before = await trx.selectFrom('settings').select(['name', 'leadAlertAfterMinutes']).where('id', '=', SETTINGS_ID).executeTakeFirst();
    await trx
      .insertInto('settings')
      .values({ id: SETTINGS_ID, name: before?.name ?? company.name, leadAlertAfterMinutes: minutes, updatedAt: at, updatedBy: actor.userId })
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
