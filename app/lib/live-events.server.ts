import { type Kysely, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { setTimeout as delay } from 'node:timers/promises';
import { createClient } from 'redis';
import { executeInsert } from './compiled-insert.server';
import { dialectOf } from './db.server';
import type { Database } from './db-schema';

/**
 * What the live back office is told: one row of `live_events`, written in the same transaction
 * as the change it announces. Its id orders events and is what a reconnecting browser sends back
 * (Last-Event-ID) to catch up.
 */
export interface LiveEvent {
  id: number;
  type: string;
  data: Record<string, unknown>;
  createdAt: string;
}

/** The PostgreSQL channel (and Redis channel) that wakes every process's hub. */
const CHANNEL = 'gwc_live_events';

let recordedSinceCommit = false;
/** The kinds of event recorded since this process's last commit, announced with it (see `onCommitted`). */
const typesSinceCommit = new Set<string>();

/** The kinds announced since the last commit, and forgets them. */
function takeTypes(): string[] {
  const types = [...typesSinceCommit];
  typesSinceCommit.clear();
  return types;
}

/** A notification's payload: the kinds of event its transaction recorded, comma-separated. */
function typesOf(payload: string | undefined): string[] {
  return payload ? payload.split(',') : [];
}

/**
 * Records an event in the writer's transaction, so it exists exactly when the change does. On
 * PostgreSQL the NOTIFY is part of the transaction too, and is delivered only if it commits.
 */
export async function recordLiveEvent(
  trx: Kysely<Database> | Transaction<Database>,
  type: string,
  data: Record<string, unknown>,
  now = new Date(),
): Promise<void> {
  const row = { type, data: JSON.stringify(data), createdAt: now.toISOString() };
  await executeInsert(trx, 'live-event', [row], () => trx.insertInto('liveEvents').values(row));
  // The payload names the kind of event, so a process can act on the commit before the row can be read in order (onCommitted).
  if (dialectOf(trx) === 'postgres') await sql`select pg_notify(${CHANNEL}, ${type})`.execute(trx);
  typesSinceCommit.add(type);
  recordedSinceCommit = true;
}

/** How one process hears that another (or itself) committed events. */
export interface LiveEventTransport {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** `wake` is told the kinds of event the commit recorded, when the transport knows them (else none). */
  start(wake: (types: readonly string[]) => void): Promise<void>;
  /** Called after every commit of this process; a transport that is not transactional announces it here. */
  committed(): void;
  close(): Promise<void>;
}

/** One process on SQLite: its own commits are all there is. */
export function memoryTransport(): LiveEventTransport {
  let wake: (types: readonly string[]) => void = () => {};
  return {
    kind: 'memory',
    async start(onWake) {
      wake = onWake;
    },
    committed() {
      if (!recordedSinceCommit) return;
      recordedSinceCommit = false;
      const types = takeTypes();
      setImmediate(() => wake(types));
    },
    async close() {},
  };
}

/** Many processes on PostgreSQL: LISTEN on a connection of its own; NOTIFY rides in each writer's transaction. */
export function postgresTransport(url: string, logger: Pick<Logger, 'error' | 'info'>): LiveEventTransport {
  let client: pg.Client | undefined;
  let closed = false;
  let wake: (types: readonly string[]) => void = () => {};
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => wake(typesOf(message.payload)));
    next.on('error', (error) => {
      logger.error({ err: error }, 'live events: the LISTEN connection failed; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!closed) setTimeout(() => void reconnect(), 1_000).unref();
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  }
  async function reconnect(): Promise<void> {
    try {
      await connect();
      logger.info('live events: listening again');
      // What was committed while nobody listened is read now.
      wake([]);
    } catch (error) {
      logger.error({ err: error }, 'live events: cannot LISTEN yet; retrying');
      if (!closed) setTimeout(() => void reconnect(), 2_000).unref();
    }
  }
  return {
    kind: 'postgres',
    async start(onWake) {
      wake = onWake;
      await connect();
    },
    committed() {
      recordedSinceCommit = false;
      typesSinceCommit.clear();
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}

/** Many processes with REDIS_URL: a commit is announced on a Redis channel every process subscribes to. */
export function redisTransport(url: string, logger: Pick<Logger, 'error'>, channel = CHANNEL, connectTimeoutMs = 5_000): LiveEventTransport {
  const publisher = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  const subscriber = publisher.duplicate();
  let unreachable = false;
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: unknown) => {
      if (!unreachable) logger.error({ err: error }, "live events: Redis is unreachable; other processes miss this one's updates until it is back");
      unreachable = true;
    });
    client.on('ready', () => (unreachable = false));
  }
  let wake: (types: readonly string[]) => void = () => {};
  return {
    kind: 'redis',
    async start(onWake) {
      wake = onWake;
      // Subscribed before connecting, so the client subscribes whenever the connection comes (back).
      const subscribed = subscriber.connect().then(() => subscriber.subscribe(channel, (payload) => wake(typesOf(payload))));
      void publisher.connect().catch(() => {});
      await Promise.race([subscribed.catch(() => {}), delay(connectTimeoutMs, undefined, { ref: false })]);
    },
    committed() {
      if (!recordedSinceCommit) return;
      recordedSinceCommit = false;
      const types = takeTypes();
      setImmediate(() => wake(types));
      if (publisher.isReady)
        void publisher.publish(channel, types.join(',')).catch((error: unknown) => logger.error({ err: error }, 'live events: publish failed'));
    },
    async close() {
      await Promise.all([publisher, subscriber].map((client) => (client.isOpen ? client.close() : undefined)));
    },
  };
}

export interface LiveEventHub {
  /**
   * Events after `afterId` (a reconnecting browser's Last-Event-ID), then each new one as it
   * commits. Without `afterId`, only new ones. `reset` is called instead of a catch-up that can no
   * longer be complete (the events were cleaned up): the listener then reloads what it shows.
   */
  subscribe(afterId: number | undefined, listener: (event: LiveEvent) => void, reset?: () => void): Promise<() => void>;
  /**
   * Calls `listener` as soon as this process hears that a transaction which recorded an event of
   * `type` committed, on any process: before the event can be read in order (on PostgreSQL a row
   * waits behind every older transaction still running, anywhere on the server). For caches that
   * only need to know that something changed; `subscribe` still delivers the event itself, so a
   * notification missed while reconnecting is made up for. Returns the way to stop listening.
   */
  onCommitted(type: string, listener: () => void): () => void;
  /** Wire this into the transaction runner: it wakes the hubs after each commit. */
  committed(): void;
  /** Settles once the hub reads from the newest event and hears commits. */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface HubOptions {
  transport: LiveEventTransport;
  logger: Pick<Logger, 'error' | 'info'>;
  /** Events older than this are deleted; a browser away longer reloads instead of catching up. */
  retentionMs?: number;
}

const BATCH = 500;

/**
 * The id of the newest event committed so far (0 for none); on PostgreSQL, of the newest that no
 * running transaction can precede, as the hub reads them. A page that reads it before its data
 * can open its stream from there, so nothing committed after the data was read is missed.
 */
export async function newestLiveEventId(db: Kysely<Database>): Promise<number> {
  let query = db.selectFrom('liveEvents').select((eb) => eb.fn.max('id').as('id'));
  if (dialectOf(db) === 'postgres') query = query.where(sql<boolean>`tx_id < pg_snapshot_xmin(pg_current_snapshot())`);
  const newest = await query.executeTakeFirst();
  return Number(newest?.id ?? 0);
}

/**
 * One per process: reads new events when woken and hands them to every subscriber (the
 * back-office browsers connected to this process), so the database is read once per commit,
 * not once per browser.
 */
export function createLiveEventHub(db: Kysely<Database>, { transport, logger, retentionMs = 24 * 60 * 60 * 1000 }: HubOptions): LiveEventHub {
  const postgres = dialectOf(db) === 'postgres';
  const listeners = new Set<(event: LiveEvent) => void>();
  const committedListeners = new Map<string, Set<() => void>>();
  let cursor = 0;
  let reading: Promise<void> | undefined;
  let again = false;
  let retry: NodeJS.Timeout | undefined;
  let lastCleanup = 0;

  /** Committed events after `after`, oldest first; on PostgreSQL only those no running transaction can precede. */
  async function eventsAfter(after: number, upTo?: number): Promise<LiveEvent[]> {
    let query = db.selectFrom('liveEvents').select(['id', 'type', 'data', 'createdAt']).where('id', '>', after).orderBy('id').limit(BATCH);
    if (upTo !== undefined) query = query.where('id', '<=', upTo);
    if (postgres) query = query.where(sql<boolean>`tx_id < pg_snapshot_xmin(pg_current_snapshot())`);
    const rows = await query.execute();
    return rows.map((row) => ({ id: Number(row.id), type: row.type, data: JSON.parse(row.data) as Record<string, unknown>, createdAt: row.createdAt }));
  }

  async function cleanUp(now: number) {
    if (now - lastCleanup < 60_000) return;
    lastCleanup = now;
    await db
      .deleteFrom('liveEvents')
      .where('createdAt', '<', new Date(now - retentionMs).toISOString())
      .execute();
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const events = await eventsAfter(cursor);
      for (const event of events) {
        cursor = event.id;
        for (const listener of listeners) listener(event);
      }
      if (events.length === BATCH) again = true;
    } while (again);
    if (postgres) {
      // A row held back behind a transaction that was still running: look again shortly.
      const waiting = await db.selectFrom('liveEvents').select('id').where('id', '>', cursor).limit(1).executeTakeFirst();
      if (waiting && !retry) retry = setTimeout(() => ((retry = undefined), wake([])), 50);
    }
    await cleanUp(Date.now());
  }

  function wake(types: readonly string[] = []): void {
    for (const type of types) for (const listener of committedListeners.get(type) ?? []) listener();
    if (reading) {
      again = true;
      return;
    }
    reading = drain()
      .catch((error: unknown) => logger.error({ err: error }, 'live events could not be read'))
      .finally(() => {
        reading = undefined;
        if (again) wake();
      });
  }

  // Starts from the newest event: what came before this process started is history, not news.
  const ready = (async () => {
    cursor = await newestLiveEventId(db);
    await transport.start(wake);
  })().catch((error: unknown) => logger.error({ err: error }, 'live events could not start; the back office will not update by itself'));

  return {
    ready,
    async subscribe(afterId, listener, reset) {
      await ready;
      // Listen first and hold what arrives, so nothing falls between the catch-up and the stream.
      const held: LiveEvent[] = [];
      let live = false;
      let sent = afterId ?? cursor;
      const forward = (event: LiveEvent) => {
        if (!live) {
          held.push(event);
          return;
        }
        if (event.id <= sent) return;
        sent = event.id;
        listener(event);
      };
      listeners.add(forward);
      if (afterId !== undefined && afterId < cursor) {
        const oldest = await db
          .selectFrom('liveEvents')
          .select((eb) => eb.fn.min('id').as('id'))
          .executeTakeFirst();
        if (oldest?.id === null || oldest?.id === undefined || Number(oldest.id) > afterId + 1) reset?.();
        for (let after = afterId, upTo = cursor; ;) {
          const events = await eventsAfter(after, upTo);
          for (const event of events) {
            sent = event.id;
            listener(event);
          }
          if (events.length < BATCH) break;
          after = events[events.length - 1]!.id;
        }
      }
      live = true;
      for (const event of held.splice(0)) forward(event);
      return () => listeners.delete(forward);
    },
    onCommitted(type, listener) {
      let forType = committedListeners.get(type);
      if (!forType) committedListeners.set(type, (forType = new Set()));
      forType.add(listener);
      return () => forType.delete(listener);
    },
    committed: () => transport.committed(),
    async close() {
      await ready;
      clearTimeout(retry);
      listeners.clear();
      committedListeners.clear();
      await reading;
      await transport.close();
    },
  };
}
