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

describe('the server', () => {
  it('composes the app through ~/ only, and nothing in app/ imports it', async () => {
    expect(await restrictedImports('server/sample.ts', "import { value } from '~/features/leads/inbox/leads.server';")).toEqual([]);
    expect(await restrictedImports('server/sample.ts', "import { value } from '~/routes/admin/jobs';")).toEqual([]);
    expect(await restrictedImports('server/deep/sample.ts', "import { value } from '../../app/features/leads/inbox/leads.server';")).toEqual([
      expect.stringContaining('relative path out of it'),
    ]);
    expect(await restrictedImports('server/sample.ts', "import { value } from './services';")).toEqual([]);
    expect(await restrictedImports('app/features/leads/sample.server.ts', "import { value } from '../../../server/services';")).toEqual([
      expect.stringContaining('relative path out of it'),
    ]);
  });

  it('queries no table: SQL lives in the feature that owns it', async () => {
    expect(await foreignTables('server/sample.ts', "export const q = (db) => db.selectFrom('quoteRequests').selectAll();")).toEqual([
      expect.stringContaining("'quoteRequests' is queried outside a feature: SQL lives in app/features/leads"),
    ]);
    expect(await foreignTables('server/deep/sample.ts', "import { sql } from 'kysely';\nexport const q = sql`update orders set status = ${'x'}`;")).toEqual([
      expect.stringContaining("'orders' is queried outside a feature"),
    ]);
  });
});

// A query whose table comes from a variable is judged by the variable's type.
const typedQuery = (body: string) =>
  `import type { Kysely } from 'kysely';\nimport type { Database } from '~/lib/db-schema';\n${body}\nexport const used = q;\n`;

describe('table names held in variables', () => {
  const leadTables = "const tables = { quote: 'quoteRequests', contact: 'contactMessages' } as const;";

  it("are the feature's own tables when their type lists only those", async () => {
    expect(
      await foreignTables(
        'app/features/leads/sample.server.ts',
        typedQuery(`${leadTables}\nconst q = (db: Kysely<Database>, kind: keyof typeof tables) => db.selectFrom(tables[kind]).selectAll();`),
      ),
    ).toEqual([]);
    expect(
      await foreignTables(
        'app/features/leads/sample.server.ts',
        typedQuery(
          "const q = async (db: Kysely<Database>) => { for (const table of ['quoteRequests', 'chatbotContacts'] as const) await db.deleteFrom(table).execute(); };",
        ),
      ),
    ).toEqual([]);
  });

  it('name each foreign table their type lets in, from a feature or from the server', async () => {
    expect(
      await foreignTables(
        'app/features/orders/sample.server.ts',
        typedQuery(`${leadTables}\nconst q = (db: Kysely<Database>, kind: keyof typeof tables) => db.updateTable(tables[kind]).set({});`),
      ),
    ).toEqual([expect.stringContaining("'quoteRequests' belongs to features/leads"), expect.stringContaining("'contactMessages' belongs to features/leads")]);
    expect(
      await foreignTables(
        'server/sample.ts',
        typedQuery("const q = (db: Kysely<Database>, table: 'orders' | 'auditLog') => db.selectFrom(table).selectAll();"),
      ),
    ).toEqual([expect.stringContaining("'orders' is queried outside a feature")]);
  });

  it('are refused when their type does not say which tables they are', async () => {
    for (const parameter of ['table: string', 'table: keyof Database', 'table: any']) {
      expect(
        await foreignTables(
          'app/features/leads/sample.server.ts',
          typedQuery(`const q = (db: Kysely<Database>, ${parameter}) => db.selectFrom(table).selectAll();`),
        ),
      ).not.toEqual([]);
    }
    expect(await foreignTables('server/sample.ts', typedQuery('const q = (db: Kysely<Database>, table: string) => db.insertInto(table).values({});'))).toEqual([
      expect.stringContaining('must be typed as the names it may hold'),
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
