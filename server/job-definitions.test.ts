import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { jobKindLabels } from '~/content/job-kinds';
import { jobDefinitions } from './job-definitions';

describe('the kinds of background job a process runs', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());

  it('each has a label on the failed-jobs page, and no label names a kind nobody runs', () => {
    const kinds = jobDefinitions(createTestServices(database), pino({ level: 'silent' })).map((definition) => definition.kind);
    expect(kinds.length).toBeGreaterThanOrEqual(9);
    expect(kinds.filter((kind) => !(kind in jobKindLabels))).toEqual([]);
    expect(Object.keys(jobKindLabels).filter((kind) => !kinds.includes(kind))).toEqual([]);
  });
});
