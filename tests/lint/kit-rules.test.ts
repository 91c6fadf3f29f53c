import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Screens use the UI kit (decision 0047): eslint.config.js refuses a hand-written primary-button
// class string outside app/components/ui. These cases lint sample files placed where the rule
// applies, and where it does not.

const eslint = new ESLint({ cwd: process.cwd() });

async function kitMessages(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/kit-only').map((message) => message.message);
}

const brandButton = 'min-h-9 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800';
const accentButton = 'inline-flex min-h-11 items-center rounded-lg bg-accent-500 px-5 font-semibold text-brand-950 hover:bg-accent-400';

describe('kit-only', () => {
  it('refuses a hand-written primary button in a route, a feature component and a shared component', async () => {
    const button = `export const Save = () => <button type="submit" className="${brandButton}">Save</button>;\n`;
    for (const file of ['app/routes/admin/sample.tsx', 'app/features/orders/components/sample.tsx', 'app/components/back-office/sample.tsx']) {
      expect(await kitMessages(file, button), file).toEqual([expect.stringContaining("use the UI kit's Button")]);
    }
  });

  it('sees the classes in a constant and in a template string, in either fill', async () => {
    expect(await kitMessages('app/features/leads/components/sample.tsx', `const primary = '${accentButton}';\nexport const used = primary;\n`)).toHaveLength(1);
    expect(
      await kitMessages('app/features/leads/components/sample.tsx', `export const classes = (wide: boolean) => \`${brandButton} \${wide ? 'w-full' : ''}\`;\n`),
    ).toHaveLength(1);
  });

  it('lets the kit itself, the kit’s classes, and a fill without a hover (a badge, an avatar) through', async () => {
    expect(await kitMessages('app/components/ui/sample.tsx', `export const primary = '${brandButton}';\n`)).toEqual([]);
    expect(
      await kitMessages(
        'app/features/orders/components/sample.tsx',
        "import { buttonClasses } from '~/components/ui/button';\nexport const link = buttonClasses({ variant: 'secondary', size: 'compact' });\n",
      ),
    ).toEqual([]);
    expect(await kitMessages('app/features/orders/components/sample.tsx', "export const avatar = 'rounded-full bg-brand-700 text-white';\n")).toEqual([]);
  });
});
