// `npm test`: lint, type check, unit and integration tests, then the browser journeys.
// Prints how long each runner took, then ends with one plain line, `N passed, N failed`, summed
// over every runner.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.js';
import { E2E_SERVERS_STARTED, startE2eServers } from './lib/e2e-servers.js';

const results = { passed: 0, failed: 0 };
const reports = path.resolve('test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const timings = [];

/** Runs a command to its end, its output as it comes; asynchronous, so the servers started beside it go on being watched. */
async function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (status) => resolve(status));
  });
  timings.push(`${title}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return code === 0;
}

/**
 * Starts a check whose output is held until it ends, so the log reads as if the checks had run
 * one after the other; `report` prints it and counts it.
 */
function startCheck(title, command, args) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ title, ok: code === 0, output, seconds: (performance.now() - started) / 1000 }));
  });
}

function report({ title, ok, output, seconds }, beside) {
  console.log(`\n▶ ${title}`);
  process.stdout.write(Buffer.concat(output));
  timings.push(`${title}: ${seconds.toFixed(1)} s (beside ${beside})`);
  results[ok ? 'passed' : 'failed'] += 1;
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const bin = (name) => path.resolve('node_modules/.bin', name);

// The lint runs on one core from the start to past the unit tests: it is the longest check, and
// the type check and the production build, beside it, are done in a third of its time. The build
// the journeys run against is made here rather than by the journeys' server while the browsers
// wait for it.
const lint = startCheck('lint', bin('eslint'), ['.', '--max-warnings', '0']);
const [typeChecked, built] = await Promise.all([
  // TypeScript 7, the native compiler (decision 0053); ESLint's parser keeps the `typescript` package.
  startCheck('type check', 'sh', ['-c', `${bin('react-router')} typegen && node ${path.resolve('node_modules/typescript-7/bin/tsc')} --noEmit`]),
  startCheck('production build', process.execPath, ['scripts/build-if-stale.js']),
]);
report(typeChecked, 'the lint and the build');
const buildOk = report(built, 'the lint and the type check');

// The journeys' two servers start now, on the build just made, beside the unit tests (which
// mostly wait on their databases), instead of one after the other while Playwright waits for them.
// If they cannot, Playwright starts its own as before.
const serversStarted = performance.now();
const e2eServers = buildOk
  ? startE2eServers().then(
      (servers) => {
        timings.push(`journeys' servers ready: ${((performance.now() - serversStarted) / 1000).toFixed(1)} s (beside the unit tests)`);
        return servers;
      },
      (error) => {
        console.error(
          `\nThe journeys' servers did not start beside the unit tests (${error instanceof Error ? error.message : error}); Playwright starts them.`,
        );
        return undefined;
      },
    )
  : Promise.resolve(undefined);

const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = await run('unit and integration tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`]);
const vitest = readJson(vitestReport);
if (vitest) {
  results.passed += vitest.numPassedTests;
  results.failed += vitest.numFailedTests;
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) results.failed += 1;

report(await lint, 'the other checks and the unit tests');

const servers = await e2eServers;
let chromiumReady = true;
try {
  const chromium = ensureChromium();
  process.env.CHROME_PATH = chromium.browser;
  process.env.CHROME_HEADLESS_SHELL_PATH = chromium.shell;
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  chromiumReady = false;
  results.failed += 1;
}
if (chromiumReady) {
  const playwrightReport = path.join(reports, 'playwright.json');
  const playwrightOk = await run('browser journeys', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    ...(servers ? { [E2E_SERVERS_STARTED]: '1' } : {}),
  });
  const stats = readJson(playwrightReport)?.stats;
  if (stats) {
    results.passed += stats.expected + stats.flaky;
    results.failed += stats.unexpected;
  }
  if (!playwrightOk && (!stats || stats.unexpected === 0)) results.failed += 1;
}

await servers?.stop();

console.log(`\nTime per runner: ${timings.join(', ')}`);
const summary = `${results.passed} passed, ${results.failed} failed`;
writeFileSync(path.resolve('test-results/summary.txt'), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(results.failed === 0 ? 0 : 1);
