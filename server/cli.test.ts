import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The packages a module imports by name (`express`, `node:http`), from Vite's record of its imports. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('/') || specifier.startsWith('.')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

it('loads the command-line tasks, which work, without any part of the HTTP application', async () => {
  // server/cli.ts as Vite builds it into build/server/cli.js: its own entry, with its own module graph.
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'gwc-cli-'));
  const databaseUrl = process.env.DATABASE_URL;
  // The environment is read once, when the tasks are loaded.
  process.env.DATABASE_URL = `file:${path.join(dir, 'app.db')}`;
  try {
    const cli = await vite.ssrLoadModule('/server/cli.ts');
    const modules = [...vite.environments.ssr.moduleGraph.idToModuleMap.values()];
    const files = modules.map((module) => path.relative(root, module.file ?? module.id ?? module.url));
    expect(files.filter((file) => file.startsWith('server/'))).toEqual(['server/cli.ts']);
    expect(files.filter((file) => file.startsWith('app/routes') || file.startsWith('app/root'))).toEqual([]);
    const packages = new Set(modules.flatMap((module) => (module.transformResult?.deps ?? []).map(packageOf)));
    for (const name of ['node:http', 'express', 'compression', 'react-router', '@react-router/node', 'react', 'react-dom']) {
      expect(packages.has(name), name).toBe(false);
    }

    expect((await cli.migrateDatabase()).at(-1)).toMatch(/: Success$/);
    expect(await cli.createUserAccount({ email: 'owner@example.com', password: 'a long passphrase', role: 'superAdmin' })).toBe(
      'Created owner@example.com with the role superAdmin.',
    );
    await expect(cli.setUserRoleByEmail({ email: 'nobody@example.com', role: 'admin' })).rejects.toThrow('No account has the email nobody@example.com.');
  } finally {
    if (databaseUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = databaseUrl;
    await vite.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
