import type { Kysely, Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { canonicalJson } from './estimate-document';
import { sha256Hex } from './tokens.server';

// Each estimate's evidence: an append-only trail of what happened to it (sent, opened, consent,
// signed, sealed, downloaded), each row's hash covering the previous row's hash and its own
// content, so a row changed, removed or slipped in afterwards breaks every hash after it. This
// module only appends and reads; the database refuses updates and deletes (its triggers).

type Db = Kysely<Database> | Transaction<Database>;

export type EstimateEventKind = 'sent' | 'opened' | 'consented' | 'signed' | 'sealed' | 'downloaded';

/** An event before it is chained: what happened, when, and its details. */
export interface EventInput {
  kind: EstimateEventKind;
  at: string;
  detail: Record<string, unknown>;
}

export interface EstimateEvent extends EventInput {
  seq: number;
  prevHash: string;
  hash: string;
}

/** What the first event of a trail follows. */
export const GENESIS_HASH = '0'.repeat(64);

function hashOf(estimateId: string, seq: number, event: EventInput, prevHash: string): string {
  return sha256Hex(canonicalJson({ estimateId, seq, kind: event.kind, at: event.at, detail: event.detail, prevHash }));
}

/** The events as they would follow `head` (the trail's last event, or none): numbered and hashed. */
export function chainEvents(estimateId: string, head: Pick<EstimateEvent, 'seq' | 'hash'> | undefined, events: readonly EventInput[]): EstimateEvent[] {
  let seq = head?.seq ?? 0;
  let prevHash = head?.hash ?? GENESIS_HASH;
  return events.map((event) => {
    seq += 1;
    const hash = hashOf(estimateId, seq, event, prevHash);
    const chained = { ...event, seq, prevHash, hash };
    prevHash = hash;
    return chained;
  });
}

export async function listEvents(db: Db, estimateId: string): Promise<EstimateEvent[]> {
  const rows = await db
    .selectFrom('estimateEvents')
    .select(['seq', 'kind', 'at', 'detail', 'prevHash', 'hash'])
    .where('estimateId', '=', estimateId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({ ...row, seq: Number(row.seq), kind: row.kind as EstimateEventKind, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}

async function lastEvent(db: Db, estimateId: string): Promise<Pick<EstimateEvent, 'seq' | 'hash'> | undefined> {
  const row = await db
    .selectFrom('estimateEvents')
    .select(['seq', 'hash'])
    .where('estimateId', '=', estimateId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { seq: Number(row.seq), hash: row.hash };
}

/**
 * Holds the estimate's row for the rest of the transaction (a no-op update: a row lock on
 * PostgreSQL, and SQLite has one writer), so two appends to one trail never take the same number.
 */
async function holdEstimate(trx: Transaction<Database>, estimateId: string): Promise<void> {
  await trx
    .updateTable('estimates')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', estimateId)
    .execute();
}

async function insert(trx: Transaction<Database>, estimateId: string, events: readonly EstimateEvent[]): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('estimateEvents')
    .values(
      events.map((event) => ({
        estimateId,
        seq: event.seq,
        kind: event.kind,
        at: event.at,
        detail: canonicalJson(event.detail),
        prevHash: event.prevHash,
        hash: event.hash,
      })),
    )
    .execute();
}

/** Appends events to the estimate's trail within the caller's transaction. */
export async function appendEvents(trx: Transaction<Database>, estimateId: string, events: readonly EventInput[]): Promise<EstimateEvent[]> {
  await holdEstimate(trx, estimateId);
  const chained = chainEvents(estimateId, await lastEvent(trx, estimateId), events);
  await insert(trx, estimateId, chained);
  return chained;
}

/** At most this many openings a day (in the business's time zone) join an estimate's trail, however many browsers open it. */
export const MAX_OPENINGS_A_DAY = 20;

/**
 * Appends an opening of the customer's page within the caller's transaction, once per browser
 * (the same `detail`: its address and user agent) and day, the day starting at `dayStartsAt`: a
 * reload or 400 scripted views add nothing more, and at most MAX_OPENINGS_A_DAY browsers a day are
 * recorded. Answers whether it was recorded.
 */
export async function appendOpening(
  trx: Transaction<Database>,
  estimateId: string,
  opening: { at: string; detail: Record<string, unknown> },
  dayStartsAt: string,
): Promise<boolean> {
  await holdEstimate(trx, estimateId);
  const today = await trx
    .selectFrom('estimateEvents')
    .select('detail')
    .where('estimateId', '=', estimateId)
    .where('kind', '=', 'opened')
    .where('at', '>=', dayStartsAt)
    .execute();
  const detail = canonicalJson(opening.detail);
  if (today.length >= MAX_OPENINGS_A_DAY || today.some((row) => row.detail === detail)) return false;
  await insert(trx, estimateId, chainEvents(estimateId, await lastEvent(trx, estimateId), [{ kind: 'opened', ...opening }]));
  return true;
}

/** The trail's head read outside a transaction, for events planned ahead (the signed PDF prints them). */
export async function readHead(db: Db, estimateId: string) {
  return lastEvent(db, estimateId);
}

/**
 * Holds the estimate's trail for the rest of the transaction and tells whether its head is still
 * `head`: events chained ahead of time onto it may then be written with `insertChained`.
 */
export async function holdTrailAt(trx: Transaction<Database>, estimateId: string, head: Pick<EstimateEvent, 'seq' | 'hash'> | undefined): Promise<boolean> {
  await holdEstimate(trx, estimateId);
  const current = await lastEvent(trx, estimateId);
  return current?.hash === head?.hash;
}

/** Writes events chained ahead of time, once `holdTrailAt` found their head unchanged. */
export const insertChained = insert;

/** The first event whose number or hash does not follow from the ones before it, or undefined when the trail is intact. */
export function brokenLink(estimateId: string, events: readonly EstimateEvent[]): EstimateEvent | undefined {
  let previous: Pick<EstimateEvent, 'seq' | 'hash'> | undefined;
  for (const event of events) {
    const [expected] = chainEvents(estimateId, previous, [event]);
    if (event.seq !== expected!.seq || event.prevHash !== expected!.prevHash || event.hash !== expected!.hash) return event;
    previous = event;
  }
  return undefined;
}
