// An earlier commit built beside this checkout, for a benchmark to measure against in the same run
// (bench:leads --against <commit>): a detached git worktree outside the repository's tree, its
// node_modules made of links to this checkout's packages, plus those the commit's lockfile pins at
// another version (installed from the registry beside it), and its production build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './production-server.js';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stderr ?? ''}${result.stdout ?? ''}`);
  }
  return result.stdout ?? '';
}

function installedVersion(modules, name) {
  const file = path.join(modules, name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

/** Every package directory of a node_modules folder, scoped ones as `@scope/name`. */
function packageNames(modules) {
  return readdirSync(modules).flatMap((entry) => {
    if (entry.startsWith('.')) return [];
    if (!entry.startsWith('@')) return [entry];
    return readdirSync(path.join(modules, entry)).map((child) => `${entry}/${child}`);
  });
}

/** Links this checkout's packages into the reference; those its lockfile pins otherwise are installed apart. */
function linkPackages(checkout, log) {
  const ours = path.join(root, 'node_modules');
  const theirs = path.join(checkout, 'node_modules');
  rmSync(theirs, { recursive: true, force: true });
  mkdirSync(theirs);
  const manifest = JSON.parse(readFileSync(path.join(checkout, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(path.join(checkout, 'package-lock.json'), 'utf8')).packages;
  const wanted = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const missing = wanted
    .map((name) => ({ name, version: lock[`node_modules/${name}`]?.version }))
    .filter(({ name, version }) => version && installedVersion(ours, name) !== version);
  let extra;
  if (missing.length > 0) {
    extra = path.join(checkout, '.bench-packages');
    mkdirSync(extra, { recursive: true });
    const specs = missing.map(({ name, version }) => `${name}@${version}`);
    log(`installing what this checkout lacks at the reference's versions: ${specs.join(', ')}`);
    run('npm', ['install', '--no-audit', '--no-fund', '--prefix', extra, ...specs]);
  }
  const replaced = new Set(missing.map(({ name }) => name));
  for (const name of packageNames(ours)) {
    if (replaced.has(name)) continue;
    if (name.includes('/')) mkdirSync(path.join(theirs, path.dirname(name)), { recursive: true });
    symlinkSync(path.join(ours, name), path.join(theirs, name));
  }
  for (const name of replaced) {
    if (name.includes('/')) mkdirSync(path.join(theirs, path.dirname(name)), { recursive: true });
    symlinkSync(path.join(extra, 'node_modules', name), path.join(theirs, name));
  }
}

/**
 * Checks `commit` out into a worktree under the system's temporary folder, links its packages and
 * builds it, unless a previous run left that build complete. Returns its folder and short hash, and
 * `remove()`, which deletes the worktree. `build: false` stops before building, for a benchmark
 * that loads the commit's TypeScript modules themselves (bench:admin --against).
 * @param {string} commit
 * @param {{ log?: (line: string) => void, build?: boolean }} [options]
 */
export function prepareReferenceBuild(commit, { log = console.log, build = true } = {}) {
  const hash = run('git', ['rev-parse', '--verify', `${commit}^{commit}`]).trim();
  const short = hash.slice(0, 7);
  const checkout = path.join(os.tmpdir(), 'gables-bench-reference', hash);
  const built = path.join(checkout, 'build', '.bench-reference');
  const linked = path.join(checkout, '.bench-reference-packages');
  const stamp = build ? built : linked;
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', checkout], { cwd: root });
    rmSync(checkout, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
  };
  if (!build && existsSync(built)) {
    log(`reference ${short}: reusing the checkout in ${checkout}`);
    return { checkout, short, remove };
  }
  if (existsSync(stamp)) {
    log(`reference ${short}: reusing the ${build ? 'build' : 'checkout'} in ${checkout}`);
    return { checkout, short, remove };
  }
  if (existsSync(checkout)) remove();
  mkdirSync(path.dirname(checkout), { recursive: true });
  log(`reference ${short}: checking out into ${checkout}`);
  run('git', ['worktree', 'add', '--detach', checkout, hash]);
  linkPackages(checkout, log);
  writeFileSync(linked, hash);
  if (!build) return { checkout, short, remove };
  log(`reference ${short}: building…`);
  run(process.execPath, [path.join(checkout, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: checkout,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(stamp, hash);
  return { checkout, short, remove };
}
