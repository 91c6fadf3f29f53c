import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { openDatabase } from './db.server';
import { createTransact } from './group-commit.server';
import {
  createLiveEventHub,
  type LiveEvent,
  type LiveEventHub,
  memoryTransport,
  newestLiveEventId,
  postgresTransport,
  recordLiveEvent,
  redisTransport,
} from './live-events.server';

const logger = pino({ level: 'silent' });

/** Collects what a subscriber is handed, and waits for a number of events. */
function collector() {
  const events: LiveEvent[] = [];
  let resets = 0;
  return {
    events,
    resets: () => resets,
    listener: (event: LiveEvent) => events.push(event),
    reset: () => void (resets += 1),
    async waitFor(count: number, timeoutMs = 3_000) {
      const started = Date.now();
      while (events.length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`got ${events.length} of ${count} events`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return events;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.each(testDialects())('live events in one process on %s', (dialect) => {
  let database: TestDatabase;
  let hub: LiveEventHub;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    hub = createLiveEventHub(database.db, {
      transport: dialect === 'postgres' ? postgresTransport(database.url, logger) : memoryTransport(),
      logger,
    });
    await hub.ready;
  });
  afterAll(async () => {
    await hub.close();
    await database.drop();
  });

  it('hands each committed event to every subscriber, in order, and never one whose transaction rolled back', async () => {
    const transact = createTransact(database.db, database.dialect, { afterCommit: () => hub.committed() });
    const first = collector();
    const second = collector();
    const stops = [await hub.subscribe(undefined, first.listener), await hub.subscribe(undefined, second.listener)];
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'a' }));
    await transact(async (trx) => {
      await recordLiveEvent(trx, 'lead.created', { id: 'b' });
      await recordLiveEvent(trx, 'lead.updated', { id: 'a' });
    });
    await expect(
      transact(async (trx) => {
        await recordLiveEvent(trx, 'lead.created', { id: 'never' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'c' }));
    for (const seen of [first, second]) {
      const events = await seen.waitFor(4);
      expect(events.map((event) => [event.type, event.data.id])).toEqual([
        ['lead.created', 'a'],
        ['lead.created', 'b'],
        ['lead.updated', 'a'],
        ['lead.created', 'c'],
      ]);
      expect(events.map((event) => event.id)).toEqual([...events.map((event) => event.id)].sort((x, y) => x - y));
    }
    await settle();
    expect(first.events).toHaveLength(4);
    for (const stop of stops) stop();
  });

  it('a browser that reconnects with the last id it saw gets what it missed, then what comes next', async () => {
    const transact = createTransact(database.db, database.dialect, { afterCommit: () => hub.committed() });
    const before = collector();
    const stop = await hub.subscribe(undefined, before.listener);
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'seen' }));
    const [seen] = await before.waitFor(1);
    stop();
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'missed 1' }));
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'missed 2' }));
    await settle();

    const after = collector();
    const stopAfter = await hub.subscribe(seen!.id, after.listener, after.reset);
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'next' }));
    expect((await after.waitFor(3)).map((event) => event.data.id)).toEqual(['missed 1', 'missed 2', 'next']);
    expect(after.resets()).toBe(0);
    stopAfter();
  });

  it('a page that opens its stream from the newest event when its data was read gets what arrived while it loaded', async () => {
    const transact = createTransact(database.db, database.dialect, { afterCommit: () => hub.committed() });
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'in the page' }));
    await settle();
    const from = await newestLiveEventId(database.db);
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'while loading' }));
    await settle();
    const page = collector();
    const stop = await hub.subscribe(from, page.listener, page.reset);
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'next' }));
    expect((await page.waitFor(2)).map((event) => event.data.id)).toEqual(['while loading', 'next']);
    expect(page.resets()).toBe(0);
    stop();
  });

  it('a browser away longer than events are kept is told to reload instead', async () => {
    const transact = createTransact(database.db, database.dialect, { afterCommit: () => hub.committed() });
    const seen = collector();
    const stop = await hub.subscribe(undefined, seen.listener);
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'old' }));
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'gone' }));
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'kept' }));
    const [old, gone] = await seen.waitFor(3);
    stop();
    // The clean-up removes events oldest first: everything up to 'gone' is past keeping.
    await database.db.deleteFrom('liveEvents').where('id', '<=', gone!.id).execute();
    const late = collector();
    (await hub.subscribe(old!.id, late.listener, late.reset))();
    expect(late.resets()).toBe(1);
  });
});

// Only where a PostgreSQL server is given (TEST_DATABASE_URL), as for every database test.
describe.each(process.env.TEST_DATABASE_URL ? ['PostgreSQL'] : [])('live events across processes on %s', () => {
  let database: TestDatabase;
  const hubs: LiveEventHub[] = [];
  const handles: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterEach(async () => {
    for (const hub of hubs.splice(0)) await hub.close();
    for (const handle of handles.splice(0)) await handle.close();
  });
  afterAll(() => database.drop());

  /** A second server process: its own pool and its own hub, on the same database. */
  function process(): { db: TestDatabase['db']; hub: LiveEventHub } {
    const handle = openDatabase(database.url);
    handles.push(handle);
    const hub = createLiveEventHub(handle.db, { transport: postgresTransport(database.url, logger), logger });
    hubs.push(hub);
    return { db: handle.db, hub };
  }

  it('an event committed by one process reaches the browsers of another', async () => {
    const writer = process();
    const reader = process();
    await Promise.all([writer.hub.ready, reader.hub.ready]);
    const seen = collector();
    await reader.hub.subscribe(undefined, seen.listener);
    const transact = createTransact(writer.db, 'postgres', { afterCommit: () => writer.hub.committed() });
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'from the other process' }));
    expect((await seen.waitFor(1, 1_000))[0]!.data).toEqual({ id: 'from the other process' });
  });

  it('an event whose transaction commits later is delivered before the ones after it, never skipped', async () => {
    const writer = process();
    const reader = process();
    await Promise.all([writer.hub.ready, reader.hub.ready]);
    const seen = collector();
    await reader.hub.subscribe(undefined, seen.listener);
    // The slow transaction takes the lower id, then waits; a quick one takes the next id and commits.
    let releaseSlow = () => {};
    const slowHolds = new Promise<void>((resolve) => (releaseSlow = resolve));
    let slowRecorded = () => {};
    const recorded = new Promise<void>((resolve) => (slowRecorded = resolve));
    const slow = writer.db.transaction().execute(async (trx) => {
      await recordLiveEvent(trx, 'lead.created', { id: 'slow' });
      slowRecorded();
      await slowHolds;
    });
    await recorded;
    await writer.db.transaction().execute((trx) => recordLiveEvent(trx, 'lead.created', { id: 'quick' }));
    await settle();
    expect(seen.events).toEqual([]);
    // A page read now starts its stream before the slow one, which its data cannot show yet.
    const page = collector();
    await reader.hub.subscribe(await newestLiveEventId(reader.db), page.listener);
    releaseSlow();
    await slow;
    expect((await seen.waitFor(2, 2_000)).map((event) => event.data.id)).toEqual(['slow', 'quick']);
    expect((await page.waitFor(2, 2_000)).map((event) => event.data.id)).toEqual(['slow', 'quick']);
  });

  it('a commit is heard by its kind at once, even while its event waits behind an older transaction that is still running', async () => {
    const writer = process();
    const reader = process();
    await Promise.all([writer.hub.ready, reader.hub.ready]);
    const seen = collector();
    await reader.hub.subscribe(undefined, seen.listener);
    let heard = 0;
    reader.hub.onCommitted('business.changed', () => (heard += 1));
    let otherKind = 0;
    reader.hub.onCommitted('calendar.changed', () => (otherKind += 1));
    // An older transaction (any, on the server) holds every later event back from the in-order read.
    let releaseOlder = () => {};
    const olderHolds = new Promise<void>((resolve) => (releaseOlder = resolve));
    let olderWrote = () => {};
    const wrote = new Promise<void>((resolve) => (olderWrote = resolve));
    const older = writer.db.transaction().execute(async (trx) => {
      await recordLiveEvent(trx, 'lead.created', { id: 'older' });
      olderWrote();
      await olderHolds;
    });
    await wrote;
    const transact = createTransact(writer.db, 'postgres', { afterCommit: () => writer.hub.committed() });
    await transact((trx) => recordLiveEvent(trx, 'business.changed', { version: 2 }));
    const started = Date.now();
    while (heard === 0 && Date.now() - started < 1_000) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(heard).toBe(1);
    expect(otherKind).toBe(0);
    expect(seen.events).toEqual([]);
    releaseOlder();
    await older;
    expect((await seen.waitFor(2, 2_000)).map((event) => event.type)).toEqual(['lead.created', 'business.changed']);
  });

  it('a transaction that rolls back is not heard', async () => {
    const writer = process();
    const reader = process();
    await Promise.all([writer.hub.ready, reader.hub.ready]);
    let heard = 0;
    reader.hub.onCommitted('business.changed', () => (heard += 1));
    await writer.db
      .transaction()
      .execute(async (trx) => {
        await recordLiveEvent(trx, 'business.changed', { version: 3 });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await settle();
    expect(heard).toBe(0);
  });
});

// Only where a Redis server is given (TEST_REDIS_URL).
describe.each(process.env.TEST_REDIS_URL ? ['Redis'] : [])('live events across processes through %s', () => {
  let database: TestDatabase;
  const hubs: LiveEventHub[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
    await database.drop();
  });

  it('a commit is announced on the channel every process subscribes to', async () => {
    const channel = `gwc-test-live-${randomUUID()}`;
    const other = openDatabase(database.url);
    const writer = createLiveEventHub(database.db, { transport: redisTransport(process.env.TEST_REDIS_URL!, logger, channel), logger });
    const reader = createLiveEventHub(other.db, { transport: redisTransport(process.env.TEST_REDIS_URL!, logger, channel), logger });
    hubs.push(writer, reader);
    await Promise.all([writer.ready, reader.ready]);
    const seen = collector();
    await reader.subscribe(undefined, seen.listener);
    const transact = createTransact(database.db, 'sqlite', { afterCommit: () => writer.committed() });
    await transact((trx) => recordLiveEvent(trx, 'lead.created', { id: 'through redis' }));
    expect((await seen.waitFor(1, 1_000))[0]!.data).toEqual({ id: 'through redis' });
    // The announcement names the kinds of event the commit recorded.
    let heard = 0;
    reader.onCommitted('business.changed', () => (heard += 1));
    await transact((trx) => recordLiveEvent(trx, 'business.changed', { version: 2 }));
    await seen.waitFor(2, 1_000);
    expect(heard).toBe(1);
    await reader.close();
    hubs.splice(hubs.indexOf(reader), 1);
    await other.close();
  });
});
