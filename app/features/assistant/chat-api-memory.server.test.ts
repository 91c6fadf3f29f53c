import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logger } from '~/lib/logger.server';
import { createMemoryRateLimitStore, createRateLimiterFactory } from '~/lib/rate-limit.server';
import { createRateLimiters, rateLimitCatalogue } from '~/lib/rate-limits.server';
import type { AppServices } from '~/lib/request-context';
import { heapGrowth } from '#tests/support/heap';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { createAssistantServices } from './assistant-services.server';
import { handleChatApi } from './chat-api.server';

const REFUSED = 60_000;
const MB = 1024 * 1024;

describe('the chat API under a flood from one address', () => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const base = createTestServices(database);
    // The limits and the in-memory store exactly as a single server process has them.
    const limiters = createRateLimiters(rateLimitCatalogue(base.env), createRateLimiterFactory(createMemoryRateLimitStore()));
    services = { ...base, assistant: createAssistantServices(base.env, logger, limiters) };
  });
  afterAll(() => database.drop());

  const send = (sessionId: string, ip: string) =>
    handleChatApi(
      new Request('http://localhost/api/chat', {
        method: 'POST',
        body: JSON.stringify({ sessionId, message: 'hello' }),
        headers: { 'content-type': 'application/json' },
      }),
      services,
      ip,
    );
  const status = (answer: Awaited<ReturnType<typeof send>>) => (answer instanceof Response ? answer.status : (answer.init?.status ?? 200));

  it(`keeps the heap flat over ${REFUSED.toLocaleString('en-US')} refused messages, each naming a new conversation`, { timeout: 180_000 }, async () => {
    const ip = '203.0.113.66';
    for (let n = 0; n < rateLimitCatalogue(services.env)['chat-address'].limit; n++) await services.assistant.addressLimiter.hit(`chat:${ip}`);
    // Warm up, so what the first calls compile and cache is not counted.
    for (let n = 0; n < 2_000; n++) expect(status(await send(randomUUID(), ip))).toBe(429);

    let refused = 0;
    const grown = await heapGrowth(async () => {
      for (let n = 0; n < REFUSED; n++) if (status(await send(randomUUID(), ip)) === 429) refused++;
    });
    expect(refused).toBe(REFUSED);
    expect(grown).toBeLessThan(3 * MB);
    // The store still works: another address talks, within its own conversation's limit.
    expect(status(await send(randomUUID(), '203.0.113.67'))).toBe(200);
  });
});
