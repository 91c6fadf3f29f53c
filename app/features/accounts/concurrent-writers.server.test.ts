import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlitePath } from '~/lib/db.server';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { handleRegistration } from './sign-in/registration.server';
import { answerOf, formPost } from '#tests/support/accounts';

// Another process writing the same SQLite file every few milliseconds, as `npm run users` or
// `npm run db:migrate` can while the site runs. A second process, because better-sqlite3 waits
// for a lock synchronously: two connections in one process would block each other.
const WRITER = `
const Database = require('better-sqlite3');
const db = new Database(process.argv[1]);
db.pragma('busy_timeout = 5000');
const insert = db.prepare("insert into audit_log (id, actor, action, subject_type, subject_id, created_at) values (?, 'cli', 'test.write', 'test', 'x', 'now')");
let i = 0;
setInterval(() => insert.run('w' + i++), 2);
process.stdout.write('ready\\n');
`;

describe('SQLite with a second writing process', () => {
  let database: TestDatabase;
  let services: AppServices;
  let writer: ChildProcess;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    services = createTestServices(database);
    writer = spawn(process.execPath, ['-e', WRITER, sqlitePath(database.url)], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((resolve) => writer.stdout!.once('data', resolve));
  });
  afterAll(async () => {
    writer.kill();
    await database.drop();
  });

  it('still registers accounts: transactions take the write lock when they begin, and wait for it', async () => {
    for (let i = 0; i < 5; i++) {
      const fields = { name: 'Concurrent', email: `concurrent${i}@example.com`, password: 'secret1', confirmPassword: 'secret1' };
      const answer = answerOf(await handleRegistration(formPost('/register', fields), services, '192.0.2.30'));
      expect(answer.location).toBe('/login?registered=1');
    }
  });
});
