import type { Kysely, Transaction } from 'kysely';
import type { Database } from './db-schema';
import type { Dialect } from './db.server';

/** Runs work inside a transaction and resolves once that transaction is committed. */
export type Transact = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

interface Pending {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * `afterCommit` runs after each commit, before the writers are answered (the live events use it
 * to wake the back office).
 *
 * On SQLite every commit waits for the disk (synchronous=FULL), and there is one writer.
 * Writes that arrive while a commit is under way are gathered and committed together, so
 * one flush to disk acknowledges many leads; nobody is answered before their commit.
 * If a batch fails, each of its writes is retried alone, so one bad write cannot sink others.
 * PostgreSQL commits concurrent transactions in groups by itself.
 */
export function createTransact(
  db: Kysely<Database>,
  dialect: Dialect,
  { maxBatch = 200, afterCommit = () => {} }: { maxBatch?: number; afterCommit?: () => void } = {},
): Transact {
  if (dialect === 'postgres') {
    return async (work) => {
      const result = await db.transaction().execute(work);
      afterCommit();
      return result;
    };
  }

  let queue: Pending[] = [];
  let flushing = false;

  async function runAlone(item: Pending) {
    try {
      const result = await db.transaction().execute(item.work);
      afterCommit();
      item.resolve(result);
    } catch (error) {
      item.reject(error);
    }
  }

  async function flush() {
    flushing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      if (batch.length === 1) {
        await runAlone(batch[0]!);
        continue;
      }
      let results: unknown[] | undefined;
      try {
        results = await db.transaction().execute(async (trx) => {
          const values: unknown[] = [];
          for (const item of batch) values.push(await item.work(trx));
          return values;
        });
      } catch {
        for (const item of batch) await runAlone(item);
        continue;
      }
      afterCommit();
      batch.forEach((item, index) => item.resolve(results[index]));
    }
    flushing = false;
  }

  return <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!flushing) setImmediate(() => void flush());
      flushing = true;
    });
}
