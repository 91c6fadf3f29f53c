// Builds the production bundle when it is missing or older than the sources it was made from.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['app', 'server', 'public', 'db', 'package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json'];
const STAMP = path.join(root, 'build', '.source-hash');

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(full).sort()) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    yield* files(path.join(entry, child));
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const entry of SOURCES) {
    for (const file of files(entry)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

export function buildIfStale({ quiet = false } = {}) {
  const wanted = sourceHash();
  const entries = ['build/server/index.js', 'build/server/cli.js'];
  const built = existsSync(STAMP) && entries.every((entry) => existsSync(path.join(root, entry))) ? readFileSync(STAMP, 'utf8') : '';
  if (built === wanted) return false;
  if (!quiet) console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No production build yet: building…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(result.stderr ?? '');
    throw new Error('The production build failed.');
  }
  writeFileSync(STAMP, wanted);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfStale();
}
