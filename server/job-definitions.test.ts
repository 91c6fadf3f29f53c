import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { jobKindLabels } from '~/content/job-kinds';
import { jobDefinitions } from './job-definitions';

/** The kinds in docs/jobs.md's table of kinds (the rows under its `| kind | feature's list | what it does |` header). */
function documentedKinds(): string[] {
  const lines = readFileSync(new URL('../docs/jobs.md', import.meta.url), 'utf8').split('\n');
  const header = lines.findIndex((line) => line.startsWith("| kind | feature's list |"));
  expect(header).toBeGreaterThan(-1);
  const rows = lines.slice(header + 2);
  const table = rows.slice(
    0,
    rows.findIndex((line) => !line.startsWith('|')),
  );
  return table.map((line) => /^\| `([^`]+)` \|/.exec(line)?.[1] ?? line);
}

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

  it("each has a row in docs/jobs.md's table of kinds, and every row there is a kind a process runs, once", () => {
    const kinds = jobDefinitions(createTestServices(database), pino({ level: 'silent' })).map((definition) => definition.kind);
    const documented = documentedKinds();
    expect(new Set(kinds).size).toBe(kinds.length);
    expect([...documented].sort()).toEqual([...kinds].sort());
  });
});
