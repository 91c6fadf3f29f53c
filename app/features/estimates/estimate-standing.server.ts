import type { Kysely, Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { dialectOf } from '~/lib/db.server';
import { type EstimateState, estimateState } from './estimate-state';

type Db = Kysely<Database> | Transaction<Database>;

// What later features (follow-ups, the dashboard's figures) read of estimates, without their tables.

/** Where an estimate stands now: what a follow-up checks before it goes, and what it says. */
export interface EstimateStanding {
  state: EstimateState;
  /** SHA-256 of the token of its latest link. */
  tokenHash: string | null;
  opened: boolean;
  optionCount: number;
  validUntil: string;
}

/**
 * Read in a transaction that acts on it (a follow-up about to be sent), the row is held until that
 * commits on PostgreSQL, so an answer waits for it, or it for the answer; SQLite's one writer
 * serializes them already.
 */
export async function getEstimateStanding(db: Db, estimateId: string, now: Date): Promise<EstimateStanding | undefined> {
  const row = await db
    .selectFrom('estimates')
    .select(['status', 'validUntil', 'tokenHash', 'viewedAt'])
    .where('id', '=', estimateId)
    .$if(db.isTransaction && dialectOf(db) === 'postgres', (query) => query.forShare())
    .executeTakeFirst();
  if (!row) return undefined;
  const options = await db
    .selectFrom('estimateOptions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('estimateId', '=', estimateId)
    .executeTakeFirst();
  return {
    state: estimateState(row, now),
    tokenHash: row.tokenHash,
    opened: row.viewedAt !== null,
    optionCount: Number(options?.count ?? 0),
    validUntil: row.validUntil,
  };
}

/** An estimate first sent since a moment: when, and whether and when it was approved. */
export interface SentEstimateOutcome {
  estimateId: string;
  firstSentAt: string;
  approvedAt: string | null;
}

export async function listSentEstimateOutcomes(db: Db, since: string): Promise<SentEstimateOutcome[]> {
  const rows = await db
    .selectFrom('estimateEvents')
    .innerJoin('estimates', 'estimates.id', 'estimateEvents.estimateId')
    .select((eb) => ['estimates.id as estimateId', eb.fn.min('estimateEvents.at').as('firstSentAt'), 'estimates.status', 'estimates.decidedAt'])
    .where('estimateEvents.kind', '=', 'sent')
    .groupBy(['estimates.id', 'estimates.status', 'estimates.decidedAt'])
    .having((eb) => eb.fn.min('estimateEvents.at'), '>=', since)
    .execute();
  return rows.map((row) => ({
    estimateId: row.estimateId,
    firstSentAt: String(row.firstSentAt),
    approvedAt: row.status === 'approved' ? row.decidedAt : null,
  }));
}
