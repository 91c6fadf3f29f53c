import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering of app/ is enforced by eslint.config.js; these cases prove each rule fires (and
// that the allowed directions stay allowed), linting sample files placed where the rule applies.

const eslint = new ESLint({ cwd: process.cwd() });

async function messagesOf(ruleId: string, filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const restrictedImports = (filePath: string, source: string) => messagesOf('local/layers', filePath, `${source}\nexport const used = value;\n`);
const foreignTables = (filePath: string, source: string) => messagesOf('local/table-ownership', filePath, source);

describe('import rules', () => {
  it('lib imports no feature, component or route', async () => {
    expect(await restrictedImports('app/lib/sample.server.ts', "import { value } from '~/features/leads/lead-kinds';")).toEqual([
      expect.stringContaining('lib/ is infrastructure'),
    ]);
    expect(await restrictedImports('app/lib/sample.ts', "import { value } from '~/components/ui/button';")).toHaveLength(1);
    expect(await restrictedImports('app/lib/sample.ts', "import { value } from '../features/leads/lead-kinds';")).toHaveLength(1);
    expect(await restrictedImports('app/lib/sample.ts', "import { value } from '~/content/services';")).toEqual([]);
  });

  it('components import no feature', async () => {
    expect(await restrictedImports('app/components/ui/sample.tsx', "import { value } from '~/features/accounts/roles/roles';")).toEqual([
      expect.stringContaining('Components import no feature'),
    ]);
    expect(await restrictedImports('app/components/ui/sample.tsx', "import { value } from '~/lib/seo';")).toEqual([]);
  });

  it('features import each other only in the declared direction', async () => {
    expect(await restrictedImports('app/features/mail/sample.server.ts', "import { value } from '~/features/leads/lead-kinds';")).toEqual([
      expect.stringContaining('features/mail may import only no other feature'),
    ]);
    expect(await restrictedImports('app/features/accounts/components/sample.tsx', "import { value } from '~/features/settings/settings';")).toEqual([
      expect.stringContaining('features/accounts may import only mail'),
    ]);
    expect(await restrictedImports('app/features/leads/sample.server.ts', "import { value } from '~/features/mail/outbox.server';")).toEqual([]);
    expect(await restrictedImports('app/features/assistant/sample.server.ts', "import { value } from '~/features/leads/lead-kinds';")).toEqual([]);
    expect(
      await restrictedImports('app/features/estimates/sample.server.ts', "import { value } from '~/features/leads/intake/quote-requests.server';"),
    ).toEqual([]);
    expect(await restrictedImports('app/features/leads/components/sample.tsx', "import { value } from '~/features/estimates/estimate-state';")).toEqual([
      expect.stringContaining('features/leads may import only mail, accounts, calendar, business, gallery, notifications, orders, settings'),
    ]);
    // The calendar reads accounts (whose users have staff hours); accounts cannot read the calendar.
    expect(await restrictedImports('app/features/calendar/sample.server.ts', "import { value } from '~/features/accounts/roles/roles.server';")).toEqual([]);
    expect(await restrictedImports('app/features/accounts/sample.server.ts', "import { value } from '~/features/calendar/calendar.server';")).toEqual([
      expect.stringContaining('features/accounts may import only mail'),
    ]);
  });

  it('a feature cannot reach another by a relative path', async () => {
    expect(await restrictedImports('app/features/mail/sample.ts', "import { value } from '../leads/lead-kinds';")).toEqual([
      expect.stringContaining('relative path out of it'),
    ]);
    expect(await restrictedImports('app/features/leads/components/sample.tsx', "import { value } from '../../assistant/tables';")).toHaveLength(1);
    expect(await restrictedImports('app/features/leads/components/sample.tsx', "import { value } from '../lead-kinds';")).toEqual([]);
  });

  it('routes compose any feature', async () => {
    expect(await restrictedImports('app/routes/admin/sample.tsx', "import { value } from '~/features/assistant/chat-sessions.server';")).toEqual([]);
  });

  it('holds at any depth of folders', async () => {
    expect(await restrictedImports('app/features/mail/a/b/c/d/sample.server.ts', "import { value } from '~/features/leads/lead-kinds';")).toEqual([
      expect.stringContaining('features/mail may import only no other feature'),
    ]);
    expect(await restrictedImports('app/features/leads/intake/deeper/still/sample.ts', "import { value } from '../../../../assistant/tables';")).toEqual([
      expect.stringContaining('relative path out of it'),
    ]);
    expect(await restrictedImports('app/features/leads/intake/deeper/still/sample.ts', "import { value } from '../../../lead-kinds';")).toEqual([]);
    expect(await restrictedImports('app/lib/a/b/c/sample.ts', "import { value } from '~/routes/home';")).toEqual([
      expect.stringContaining('lib/ is infrastructure'),
    ]);
  });

  it('names a feature missing from the list instead of letting it import anything', async () => {
    expect(await restrictedImports('app/features/newcomer/sample.ts', "import { value } from '~/features/mail/outbox.server';")).toEqual([
      expect.stringContaining('features/newcomer is not in the list of features'),
    ]);
  });
});

describe('table ownership', () => {
  it("refuses a query of another feature's table, in the query builder and in raw SQL", async () => {
    expect(await foreignTables('app/features/orders/sample.server.ts', "export const q = (db) => db.selectFrom('quoteRequests').select('language');")).toEqual([
      expect.stringContaining("'quoteRequests' belongs to features/leads"),
    ]);
    expect(
      await foreignTables(
        'app/features/leads/deep/sample.server.ts',
        "export const q = (db) => db.selectFrom('orders as o').innerJoin('user', 'user.id', 'o.userId');",
      ),
    ).toEqual([expect.stringContaining("'orders' belongs to features/orders"), expect.stringContaining("'user' belongs to features/accounts")]);
    expect(
      await foreignTables(
        'app/features/assistant/sample.server.ts',
        "import { sql } from 'kysely';\nexport const q = sql`select id from chatbot_contacts where session_id = ${1}`;",
      ),
    ).toEqual([expect.stringContaining("'chatbotContacts' belongs to features/leads")]);
    expect(
      await foreignTables('app/features/mail/sample.server.ts', "export const q = (db) => db.updateTable('estimates').set({ status: 'x' });"),
    ).toHaveLength(1);
  });

  it('lets a feature query its own tables, common tables and names it defines in the query', async () => {
    expect(
      await foreignTables(
        'app/features/leads/sample.server.ts',
        "export const q = (db) => db.selectFrom('quoteRequests').innerJoin('chatbotContacts', 'a', 'b');",
      ),
    ).toEqual([]);
    expect(await foreignTables('app/features/leads/sample.server.ts', "export const q = (db) => db.insertInto('auditLog').values({});")).toEqual([]);
    expect(
      await foreignTables('app/features/mail/sample.server.ts', "export const q = (db) => db.with('due', (w) => w).selectFrom('due').selectAll();"),
    ).toEqual([]);
  });

  it('keeps SQL out of routes and lib', async () => {
    expect(await foreignTables('app/routes/admin/sample.tsx', "export const loader = (db) => db.selectFrom('orders').selectAll();")).toEqual([
      expect.stringContaining('queried outside a feature'),
    ]);
    expect(await foreignTables('app/lib/sample.server.ts', "export const q = (db) => db.selectFrom('settings').selectAll();")).toEqual([
      expect.stringContaining('lib/ queries only the tables declared in lib/db-schema.ts'),
    ]);
  });
});

describe('import cycles', () => {
  it('fail the lint, wherever they are in app/', async () => {
    const [a, b] = ['app/lib/cycle-sample-a.ts', 'app/lib/cycle-sample-b.ts'] as const;
    const files = [a, b];
    writeFileSync(a, "import { b } from './cycle-sample-b';\nexport const a = () => b;\n");
    writeFileSync(b, "import { a } from './cycle-sample-a';\nexport const b = () => a;\n");
    try {
      const results = await eslint.lintFiles(files);
      const cycles = results.flatMap((result) => result.messages.filter((message) => message.ruleId === 'import-x/no-cycle'));
      expect(cycles).toHaveLength(2);
      expect(cycles[0]?.message).toContain('Dependency cycle');
    } finally {
      for (const file of files) rmSync(file, { force: true });
    }
  });
});
