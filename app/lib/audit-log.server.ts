import type { Kysely, Transaction } from 'kysely';
import { uuidv7 } from '~/lib/uuid.server';
import type { Database } from './db-schema';

export interface AuditEntry {
  /** A user id, or a label for changes made outside a session (`cli`, `startup`). */
  actor: string;
  /** The actor's email when a person acted, so the record still names them after the account is gone. */
  actorEmail?: string | null;
  /** What changed, as `subject.field`: `user.role`, `quote-request.status`. */
  action: string;
  subjectType: string;
  subjectId: string;
  detail: Record<string, unknown> | null;
  now?: Date;
}

/** DESIGN: every staff change (status, notes, role) is kept with who made it and when. Pass the change's transaction. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      id: uuidv7(),
      actor: entry.actor,
      actorEmail: entry.actorEmail ?? null,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      createdAt: (entry.now ?? new Date()).toISOString(),
    })
    .execute();
}

/** The signed-in person making a change. */
export interface Actor {
  userId: string;
  email: string;
}

/** One entry of a record's history, as the audit log holds it. */
export interface TimelineEvent {
  id: string;
  /** `subject.field`, e.g. quote-request.status, quote-request.notes, quote-request.spam */
  action: string;
  /** Who acted: their email, or the label of a change made outside a session (`cli`). */
  actor: string;
  detail: Record<string, unknown>;
  createdAt: string;
}

function parseDetail(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Everything the audit log holds about one record, oldest first. */
export async function listTimeline(db: Kysely<Database>, subjectType: string, subjectId: string): Promise<TimelineEvent[]> {
  const rows = await db
    .selectFrom('auditLog')
    .select(['id', 'action', 'actor', 'actorEmail', 'detail', 'createdAt'])
    .where('subjectType', '=', subjectType)
    .where('subjectId', '=', subjectId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: row.actorEmail ?? row.actor,
    detail: parseDetail(row.detail),
    createdAt: row.createdAt,
  }));
}
