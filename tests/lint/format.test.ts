import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Formatting is Prettier's, checked by the lint (eslint.config.js, .prettierrc.json): code written
// otherwise fails `npm test`, and what `npm run format` writes passes.

const eslint = new ESLint({ cwd: process.cwd() });

async function formatProblems(filePath: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'prettier/prettier').length;
}

describe('formatting', () => {
  it('fails code Prettier would write otherwise, in every kind of source file', async () => {
    expect(await formatProblems('app/lib/sample.ts', 'export const greeting = "hello" ;\n')).toBeGreaterThan(0);
    expect(await formatProblems('app/components/ui/sample.tsx', "export const Sample = () => <p   className='x'>Hi</p>\n")).toBeGreaterThan(0);
    expect(await formatProblems('scripts/sample.js', 'export function f(a,b){return a+b}\n')).toBeGreaterThan(0);
  });

  it('passes code as Prettier writes it', async () => {
    expect(await formatProblems('app/lib/sample.ts', "export const greeting = 'hello';\n")).toBe(0);
    expect(await formatProblems('app/components/ui/sample.tsx', 'export const Sample = () => <p className="x">Hi</p>;\n')).toBe(0);
    expect(await formatProblems('scripts/sample.js', 'export function f(a, b) {\n  return a + b;\n}\n')).toBe(0);
  });
});
