import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering of app/ is enforced by eslint.config.js; these cases prove each rule fires (and
// that the allowed directions stay allowed), linting sample files placed where the rule applies.

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import rules', () => {
  it('lib imports no feature, component or route', async () => {
    expect(await restrictedImports('app/lib/sample.server.ts', "import { value } from '~/features/leads/lead-kinds';")).toEqual([
      expect.stringContaining('lib/ is infrastructure'),
    ]);
    expect(await restrictedImports('app/lib/sample.ts', "import { value } from '~/components/ui/button';")).toHaveLength(1);
    expect(await restrictedImports('app/lib/sample.ts', "import { value } from '../features/leads/lead-kinds';")).toHaveLength(1);
    expect(await restrictedImports('app/lib/sample.ts', "import { value } from '~/content/hours';")).toEqual([]);
  });

  it('components import no feature', async () => {
    expect(await restrictedImports('app/components/ui/sample.tsx', "import { value } from '~/features/accounts/roles';")).toEqual([
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
    expect(await restrictedImports('app/features/estimates/sample.server.ts', "import { value } from '~/features/leads/quote-requests.server';")).toEqual([]);
    expect(await restrictedImports('app/features/leads/components/sample.tsx', "import { value } from '~/features/estimates/estimate-state';")).toEqual([
      expect.stringContaining('features/leads may import only mail, accounts, calendar, orders, settings'),
    ]);
    // The calendar reads accounts (whose users have staff hours); accounts cannot read the calendar.
    expect(await restrictedImports('app/features/calendar/sample.server.ts', "import { value } from '~/features/accounts/roles.server';")).toEqual([]);
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
});
