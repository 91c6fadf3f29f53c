import type { Kysely, Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
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
