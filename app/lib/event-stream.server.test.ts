import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-databases';
import { eventStream, lastEventId } from './event-stream.server';
import { createTransact } from './group-commit.server';
import { createLiveEventHub, type LiveEventHub, memoryTransport, recordLiveEvent } from './live-events.server';

const logger = pino({ level: 'silent' });

describe('the back office event stream', () => {
  let database: TestDatabase;
  let hub: LiveEventHub;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    hub = createLiveEventHub(database.db, { transport: memoryTransport(), logger });
    await hub.ready;
  });
  afterAll(async () => {
    await hub.close();
    await database.drop();
  });

  it('reads the last event id from the header an EventSource resends, or the page’s own query', () => {
    expect(lastEventId(new Request('http://x/admin/events', { headers: { 'Last-Event-ID': '42' } }))).toBe(42);
    expect(lastEventId(new Request('http://x/admin/events?lastEventId=7'))).toBe(7);
    expect(lastEventId(new Request('http://x/admin/events?lastEventId=1e9'))).toBeUndefined();
    expect(lastEventId(new Request('http://x/admin/events'))).toBeUndefined();
  });

  it('streams events as Server-Sent Events, and ends every stream when the process is stopping', async () => {
    const controller = new AbortController();
    const response = eventStream(new Request('http://x/admin/events', { signal: controller.signal }), hub, (event) => event.type !== 'hidden');
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-transform');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toBe('retry: 2000\n\n');

    const transact = createTransact(database.db, 'sqlite', { afterCommit: () => hub.committed() });
    await transact(async (trx) => {
      await recordLiveEvent(trx, 'hidden', { secret: true });
      await recordLiveEvent(trx, 'lead.created', { name: 'Ana' });
    });
    const { value } = await reader.read();
    expect(value).toMatch(/^id: \d+\nevent: lead\.created\ndata: \{"name":"Ana"\}\n\n$/);

    process.emit('SIGTERM');
    expect(await reader.read()).toEqual({ done: true, value: undefined });
    const refused = eventStream(new Request('http://x/admin/events'), hub);
    expect(refused.status).toBe(204);
    expect(refused.headers.get('connection')).toBe('close');
  });
});
