import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// A Vitest worker's suites share their modules (isolate: false in vitest.config.ts), so a suite may
// not mock a module: the mock would reach the suites that run after it in the same worker.

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, source: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('suites that share their modules', () => {
  it('may not mock a module', async () => {
    const source = "import { vi } from 'vitest';\n\nvi.mock('~/lib/db.server');\nvi.doMock('~/lib/env.server');\n";
    expect(await ruleIds('app/lib/sample.test.ts', source)).toEqual(['no-restricted-properties', 'no-restricted-properties']);
    expect(await ruleIds('scripts/sample.test.js', source)).toEqual(['no-restricted-properties', 'no-restricted-properties']);
  });

  it('may spy on a function and stub the environment, which they undo', async () => {
    const source = "import { vi } from 'vitest';\n\nvi.stubEnv('TZ', 'UTC');\nvi.unstubAllEnvs();\n";
    expect(await ruleIds('app/lib/sample.test.ts', source)).toEqual([]);
  });
});
