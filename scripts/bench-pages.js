// Lighthouse (mobile, default throttling) on every public page of a production build: category scores,
// LCP / CLS / TBT and transferred JS / CSS / HTML bytes per page, printed as a table and written to
// docs/lighthouse.md. Lighthouse lives in tools/lighthouse (installed on first use), not in the app's tree.
//
// Without --base it builds when stale, copies the build to data/bench-pages/app (so a rebuild of build/ by
// someone else mid-run cannot break the pages under measurement) and serves that copy on port 3500 or a free one.
//
// Usage: npm run bench:pages [-- [--base http://host:port] [--runs N] [/path ...]]
//   no paths   every public page
//   --base     benchmark a server that is already running instead of starting one
//   --runs     Lighthouse runs per page (default 3); the table shows the median run, as Lighthouse advises,
//              because simulated throttling still swings a few points from run to run on a busy machine
// Exits non-zero only when Lighthouse (or the setup around it) failed; missed targets are reported, not errors.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.js';
import { ensureChromium } from './chromium.js';
// The pages and the script budget are the build test's too (scripts/page-scripts.test.js).
import { PUBLIC_PAGES, SCRIPT_BUDGET } from './lib/page-scripts.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOOL_DIR = path.join(root, 'tools/lighthouse');
const TOOL_MODULES = path.join(TOOL_DIR, 'node_modules');
const DATA_DIR = path.join(root, 'data/bench-pages');
const REPORT_DIR = path.join(DATA_DIR, 'lhr');
const SNAPSHOT_DIR = path.join(DATA_DIR, 'app');
const DOC = path.join(root, 'docs/lighthouse.md');
const PREFERRED_PORT = 3500;
const HEALTH_TIMEOUT_MS = 60_000;
const DEFAULT_RUNS = 3;
// Attempts per run: errors such as NO_NAVSTART come and go, and Lighthouse itself says to run again.
const ATTEMPTS = 3;

const PAGES = PUBLIC_PAGES;
const CATEGORIES = [
  { id: 'performance', label: 'Perf', target: 95 },
  { id: 'accessibility', label: 'A11y', target: 100 },
  { id: 'best-practices', label: 'BP', target: 100 },
  { id: 'seo', label: 'SEO', target: 100 },
];
/** The longest main-thread task a page may have on Lighthouse's phone (its CPU slowed 4×). */
const LONG_TASK_BUDGET_MS = 200;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
/**
 * The run's reference: a page with a heading and a paragraph, no script and no style, served by this
 * script with the headers of the site's public pages that change how Chromium opens a page (no
 * opener policy, docs/decisions/0023-opener-policy.md; a CSP). Its blocking time is what this
 * machine and Chromium cost any page in the same run: Lighthouse's simulation counts Chromium's
 * own work of opening a page, which on a slow machine is long enough to block. The site's pages
 * are read against it.
 */
const REFERENCE_HTML = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<title>Reference page</title><meta name="description" content="A page with no script and no style.">',
  '</head><body><main><h1>Reference page</h1><p>One heading and one paragraph: no script, no style, no image.</p></main></body></html>',
].join('');
const REFERENCE_LABEL = '(reference: static page)';

// The page itself answered with an error status: a fact about the page, not a Lighthouse failure.
const PAGE_ERRORS = new Set(['ERRORED_DOCUMENT_REQUEST', 'FAILED_DOCUMENT_REQUEST']);

function parseArgs(argv) {
  const options = { base: undefined, runs: DEFAULT_RUNS, pages: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--base') options.base = argv[++i];
    else if (arg.startsWith('--base=')) options.base = arg.slice('--base='.length);
    else if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg.startsWith('--runs=')) options.runs = Number(arg.slice('--runs='.length));
    else if (arg === '--help' || arg === '-h') {
      console.log('Usage: npm run bench:pages [-- [--base http://host:port] [--runs N] [/path ...]]');
      process.exit(0);
    } else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}`);
    else options.pages.push(arg.startsWith('/') ? arg : `/${arg}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs needs a whole number of at least 1');
  if (options.base !== undefined) {
    if (!options.base) throw new Error('--base needs a URL, e.g. --base http://localhost:3000');
    options.base = new URL(options.base).origin;
  }
  if (options.pages.length === 0) options.pages = PAGES;
  return options;
}

function commandLine(argv) {
  const quoted = argv.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`));
  if (process.env.npm_lifecycle_event === 'bench:pages') {
    return ['npm run bench:pages', ...(quoted.length ? ['--', ...quoted] : [])].join(' ');
  }
  return ['node scripts/bench-pages.js', ...quoted].join(' ');
}

function ensureLighthouse() {
  const entry = path.join(TOOL_MODULES, 'lighthouse');
  if (existsSync(entry)) return;
  console.log('Lighthouse is not installed yet: installing tools/lighthouse…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--prefix', 'tools/lighthouse', '--no-audit', '--no-fund', '--no-package-lock'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(entry)) throw new Error('Installing Lighthouse into tools/lighthouse failed.');
}

/** Imports a package from tools/lighthouse/node_modules by its package.json entry point. */
async function importTool(name) {
  const dir = path.join(TOOL_MODULES, name);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const exported = pkg.exports?.['.'];
  const entry = (typeof exported === 'string' ? exported : (exported?.import ?? exported?.default)) ?? pkg.main ?? 'index.js';
  return { module: await import(pathToFileURL(path.join(dir, entry)).href), version: pkg.version };
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function anyFreePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Client assets the server build links to that are missing from the client build beside it. */
function missingAssets(buildDir) {
  const serverFiles = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name.endsWith('.js')) serverFiles.push(path.join(dir, entry.name));
    }
  };
  walk(path.join(buildDir, 'server'));
  const wanted = new Set();
  for (const file of serverFiles) {
    for (const match of readFileSync(file, 'utf8').matchAll(/["'`]\/assets\/([\w.-]+)["'`]/g)) wanted.add(match[1]);
  }
  if (!existsSync(path.join(buildDir, 'server/index.js'))) return ['server/index.js'];
  return [...wanted].filter((name) => !existsSync(path.join(buildDir, 'client/assets', name)));
}

/**
 * Copies the production build and the server entry into data/bench-pages/app and serves from there: other
 * engineers rebuild build/ while they work, and a server whose assets change under it measures nothing.
 */
async function snapshotBuild() {
  for (let attempt = 1; attempt <= 5; attempt++) {
    buildIfStale();
    rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
    mkdirSync(path.join(SNAPSHOT_DIR, 'server'), { recursive: true });
    let missing;
    try {
      cpSync(path.join(root, 'build'), path.join(SNAPSHOT_DIR, 'build'), { recursive: true });
      missing = missingAssets(path.join(SNAPSHOT_DIR, 'build'));
    } catch (error) {
      missing = [error instanceof Error ? error.message : String(error)];
    }
    if (missing.length === 0) {
      copyFileSync(path.join(root, 'server/index.js'), path.join(SNAPSHOT_DIR, 'server/index.js'));
      writeFileSync(path.join(SNAPSHOT_DIR, 'package.json'), '{ "private": true, "type": "module" }\n');
      symlinkSync(path.join(root, 'node_modules'), path.join(SNAPSHOT_DIR, 'node_modules'), 'dir');
      return path.join(SNAPSHOT_DIR, 'server/index.js');
    }
    console.log(`build/ changed while it was copied (missing ${missing.slice(0, 3).join(', ')}); trying again…`);
    await sleep(3_000);
  }
  throw new Error('build/ kept changing while it was copied: someone else is rebuilding; try again.');
}

async function startServer() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const entry = await snapshotBuild();
  const port = (await portIsFree(PREFERRED_PORT)) ? PREFERRED_PORT : await anyFreePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.relative(root, entry)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'file:./data/bench-pages/app.db',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exitInfo;
  exited.then((info) => (exitInfo = info));
  const server = {
    base,
    async stop() {
      if (exitInfo) return;
      child.kill('SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(12_000).then(() => false)]);
      if (!done) {
        child.kill('SIGKILL');
        await exited;
      }
    },
    killNow() {
      if (!exitInfo) child.kill('SIGKILL');
    },
  };
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitInfo) throw new Error(`The server exited before it was healthy (code ${exitInfo.code}, signal ${exitInfo.signal}).`);
    try {
      const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await server.stop();
  throw new Error(`The server did not answer 200 on ${base}/healthz within ${HEALTH_TIMEOUT_MS / 1000}s.`);
}

/** Serves REFERENCE_HTML on a free port of 127.0.0.1 for the length of the run. */
function startReferenceServer() {
  return new Promise((resolve, reject) => {
    const reference = http.createServer((request, response) => {
      // Lighthouse's SEO audit fetches /robots.txt from the page (so the CSP lets it connect).
      const pathname = new URL(request.url ?? '/', 'http://reference').pathname;
      if (pathname !== '/') {
        const robots = pathname === '/robots.txt';
        response.writeHead(robots ? 200 : 404, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(robots ? 'User-agent: *\nAllow: /\n' : 'Not found');
        return;
      }
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cross-Origin-Opener-Policy': 'unsafe-none',
        'Content-Security-Policy': "default-src 'none'; connect-src 'self'",
        'Cache-Control': 'no-store',
      });
      response.end(request.method === 'HEAD' ? undefined : REFERENCE_HTML);
    });
    reference.once('error', reject);
    reference.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${reference.address().port}/`, stop: () => reference.close() }));
  });
}

function chromiumVersion(chromePath) {
  const result = spawnSync(chromePath, ['--version'], { encoding: 'utf8' });
  const line = (result.stdout ?? '').split('\n').find((text) => /\d+\.\d+\.\d+/.test(text));
  return line?.trim();
}

function slug(pagePath) {
  return pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
}

/** Audits that cost points in a category: scored, not passing (in performance: the metrics, and the
 * opportunities and diagnostics Lighthouse shows; not its hidden audits such as TTI). */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  const skip = new Set(['notApplicable', 'manual', 'informative', 'error']);
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ ref, audit }) =>
        audit &&
        ref.group !== 'hidden' &&
        !skip.has(audit.scoreDisplayMode) &&
        audit.score !== null &&
        audit.score < 1 &&
        (ref.weight > 0 || categoryId === 'performance'),
    )
    .map(({ ref, audit }) => ({ id: audit.id, title: audit.title, metric: ref.weight > 0 && categoryId === 'performance', displayValue: audit.displayValue }));
}

function summarize(pagePath, lhr) {
  const scores = Object.fromEntries(CATEGORIES.map(({ id }) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]));
  const bytes = { Script: 0, Stylesheet: 0, Document: 0 };
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    if (item.resourceType in bytes) bytes[item.resourceType] += item.transferSize ?? 0;
  }
  const numeric = (id) => lhr.audits[id]?.numericValue;
  const missed = CATEGORIES.filter(({ id, target }) => scores[id] === null || scores[id] < target).map(({ label }) => label);
  if (bytes.Script > SCRIPT_BUDGET) missed.push('JS');
  // Lighthouse's `long-tasks` audit, in its simulation of the slowed CPU (tasks of 50 ms and more).
  const longestTask = Math.max(0, ...(lhr.audits['long-tasks']?.details?.items ?? []).map((item) => item.duration ?? 0));
  if (longestTask > LONG_TASK_BUDGET_MS) missed.push('long task');
  return {
    page: pagePath,
    scores,
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    longestTask,
    // Lighthouse's own measure of how fast the machine ran during this run (higher is faster).
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    bytes,
    missed,
    runtimeError: lhr.runtimeError,
    failing: Object.fromEntries(CATEGORIES.map(({ id }) => [id, failingAudits(lhr, id)])),
  };
}

const kB = (value) => `${(value / 1024).toFixed(1)} kB`;
const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);

function tableRows(results) {
  const header = ['Page', ...CATEGORIES.map(({ label }) => label), 'LCP', 'CLS', 'TBT', 'Task', 'JS', 'CSS', 'HTML', 'CPU', 'Targets'];
  const rows = results.map((result) => {
    if (result.error) return [result.page, ...header.slice(1, -1).map(() => '–'), `Lighthouse failed: ${result.error}`];
    const targets = result.reference
      ? "the run's floor"
      : result.runtimeError
        ? `page error: ${result.runtimeError.code}`
        : result.missed.length
          ? `missed ${result.missed.join(', ')}`
          : 'met';
    return [
      result.page,
      ...CATEGORIES.map(({ id }) => (result.scores[id] == null ? '–' : String(result.scores[id]))),
      result.lcp == null ? '–' : `${(result.lcp / 1000).toFixed(2)} s`,
      result.cls == null ? '–' : result.cls.toFixed(3),
      ms(result.tbt),
      ms(result.longestTask),
      ...['Script', 'Stylesheet', 'Document'].map((type) => (result.runtimeError ? '–' : kB(result.bytes[type]))),
      result.benchmarkIndex == null ? '–' : String(Math.round(result.benchmarkIndex)),
      targets,
    ];
  });
  return { header, rows };
}

function textTable({ header, rows }) {
  const numericColumn = header.map((_, column) => column > 0 && column < header.length - 1);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (numericColumn[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

function markdownTable({ header, rows }) {
  const numericColumn = header.map((_, column) => column > 0 && column < header.length - 1);
  const escape = (cell) => cell.replace(/\|/g, '\\|');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, column) => (numericColumn[column] ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

function failingSummary(results, markdown) {
  const lines = [];
  for (const result of results) {
    if (result.reference || result.error || (!result.missed.length && !result.runtimeError)) continue;
    const parts = CATEGORIES.flatMap(({ id, label }) =>
      result.failing[id].length && (result.scores[id] ?? 0) < 100
        ? [
            `${label}: ${result.failing[id].map((audit) => `${markdown ? `\`${audit.id}\`` : audit.id}${audit.metric && audit.displayValue ? ` (${audit.displayValue})` : ''}`).join(', ')}`,
          ]
        : [],
    );
    if (result.runtimeError) parts.unshift(`${result.runtimeError.code}: ${result.runtimeError.message}`);
    lines.push(`${markdown ? '- ' : '  '}${markdown ? `\`${result.page}\`` : result.page} — ${parts.join('; ') || 'no failing audit listed'}`);
  }
  return lines;
}

function writeDoc({ command, date, chromium, lighthouseVersion, runs, base, table, verdict, results, referenceNote }) {
  const failing = failingSummary(results, true);
  const text = [
    '# Lighthouse: public pages',
    '',
    'Generated by `npm run bench:pages` (scripts/bench-pages.js); do not edit by hand.',
    '',
    `- Command: \`${command}\``,
    `- Date: ${date}`,
    `- Chromium: ${chromium}`,
    `- Lighthouse: ${lighthouseVersion}, mobile form factor, default (simulated) throttling; median of ${runs} run(s) per page`,
    `- Server: ${base}`,
    `- Targets: performance at least 95; accessibility, best practices and SEO = 100; JS at most ${kB(SCRIPT_BUDGET)}; no main-thread task over ${LONG_TASK_BUDGET_MS} ms (Task: the longest, in Lighthouse's simulation of a 4× slower CPU)`,
    '',
    markdownTable(table),
    '',
    `Bytes are transferred sizes (\`transferSize\` in the \`network-requests\` audit) of Script, Stylesheet and Document requests.`,
    '',
    "CPU is Lighthouse's benchmark index for the median run (`environment.benchmarkIndex`, higher is faster). Simulated throttling",
    'multiplies the main-thread time it observed, so a slower machine reads as more blocking time: compare TBT only between',
    'runs with a similar index, or between builds measured alternately in the same run.',
    '',
    `The first row is the run's reference, not a page of the site: a page with a heading and a paragraph, no script and no`,
    `style, served by the benchmark itself with the public pages' opener policy and measured ${referenceNote}. Its blocking time is`,
    "what this machine and Chromium cost any page in this run (the simulation counts Chromium's own work of opening a page,",
    "which blocks on a slow machine): a page cannot read better than it, and a page's blocking time above it is the site's.",
    '',
    `**${verdict}**`,
    '',
    ...(failing.length
      ? [
          '## Audits costing points',
          '',
          'Per page that missed a target, the failing audits of each category below 100 (full reports: `data/bench-pages/lhr/*.json`).',
          '',
          ...failing,
          '',
        ]
      : []),
  ].join('\n');
  mkdirSync(path.dirname(DOC), { recursive: true });
  writeFileSync(DOC, text);
}

async function main() {
  const argv = process.argv.slice(2);
  const options = parseArgs(argv);
  const command = commandLine(argv);

  ensureLighthouse();
  // Lighthouse measures in the full browser, as visitors have it.
  const chromePath = ensureChromium().browser;
  const { module: lighthouseModule, version: lighthouseVersion } = await importTool('lighthouse');
  const { module: chromeLauncher } = await importTool('chrome-launcher');
  const { computeMedianRun } = await import(pathToFileURL(path.join(TOOL_MODULES, 'lighthouse/core/lib/median-run.js')).href);
  const lighthouse = lighthouseModule.default ?? lighthouseModule;

  let server;
  let chrome;
  const cleanUp = () => {
    server?.killNow();
    try {
      chrome?.kill();
    } catch {
      // already gone
    }
  };
  const onSignal = (signal) => {
    cleanUp();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const results = [];
  /** The run's reference page, measured like the site's pages (see REFERENCE_HTML), at least twice. */
  let reference;
  const referenceRuns = Math.max(2, options.runs);
  let lighthouseFailed = false;
  let base = options.base;
  let chromium = chromiumVersion(chromePath);
  try {
    if (!base) {
      server = await startServer();
      base = server.base;
    }
    if (options.base) {
      await fetch(`${base}/`, { signal: AbortSignal.timeout(15_000) }).catch((error) => {
        throw new Error(`Nothing answers at ${base} (${error.cause?.code ?? error.message}).`);
      });
    }
    // One request per page first, so no page is measured on a cold server.
    for (const pagePath of options.pages) {
      await fetch(base + pagePath, { signal: AbortSignal.timeout(15_000) })
        .then((response) => response.arrayBuffer())
        .catch(() => {});
    }

    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    mkdirSync(REPORT_DIR, { recursive: true });
    console.log(
      `Lighthouse ${lighthouseVersion} on ${base} (${chromium ?? chromePath}), ${options.pages.length} page(s), ` + `median of ${options.runs} run(s) each`,
    );
    /** One Lighthouse run, tried again when Lighthouse itself (not the page) failed. */
    const runOnce = async (url) => {
      let lastError;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          const runnerResult = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES.map(({ id }) => id),
          });
          const lhr = runnerResult?.lhr;
          if (!lhr) throw new Error('Lighthouse returned no result');
          if (lhr.runtimeError && !PAGE_ERRORS.has(lhr.runtimeError.code)) {
            throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          }
          return lhr;
        } catch (error) {
          lastError = error;
          if (attempt < ATTEMPTS) process.stdout.write(`(retrying: ${error instanceof Error ? error.message.split('\n')[0] : error}) `);
        }
      }
      throw lastError;
    };
    /** The median of `count` Lighthouse runs of `url`, with the runs' performance scores. */
    const measure = async (url, count) => {
      const runs = [];
      for (let run = 0; run < count; run++) {
        const lhr = await runOnce(url);
        runs.push(lhr);
        if (lhr.runtimeError) break; // the page answered with an error status: running again changes nothing
      }
      const lhr = runs.length > 1 && !runs.some((run) => run.runtimeError) ? computeMedianRun(runs) : runs[0];
      const perfRuns = runs.length > 1 ? ` (perf per run: ${runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join(', ')})` : '';
      return { lhr, perfRuns };
    };
    // The reference is measured at the start and at the end of the run, half its runs each.
    const referenceServer = await startReferenceServer();
    const referenceLhrs = [];
    const measureReference = async (count) => {
      for (let run = 0; run < count; run++) referenceLhrs.push(await runOnce(referenceServer.url));
    };
    try {
      process.stdout.write(`  ${REFERENCE_LABEL} … `);
      await measureReference(Math.ceil(referenceRuns / 2));
      console.log('measured; again after the pages');
      for (const pagePath of options.pages) {
        process.stdout.write(`  ${pagePath} … `);
        try {
          const { lhr, perfRuns } = await measure(base + pagePath, options.runs);
          writeFileSync(path.join(REPORT_DIR, `${slug(pagePath)}.json`), JSON.stringify(lhr, null, 2));
          chromium ??= lhr.environment?.hostUserAgent;
          const result = summarize(pagePath, lhr);
          results.push(result);
          console.log(
            result.runtimeError ? `page error (${result.runtimeError.code})` : CATEGORIES.map(({ id }) => result.scores[id] ?? '–').join(' / ') + perfRuns,
          );
        } catch (error) {
          lighthouseFailed = true;
          const message = error instanceof Error ? error.message : String(error);
          results.push({ page: pagePath, error: message, missed: ['all'], failing: {} });
          console.log(`FAILED: ${message}`);
        }
      }
      process.stdout.write(`  ${REFERENCE_LABEL} … `);
      await measureReference(Math.floor(referenceRuns / 2));
      const referenceLhr = computeMedianRun(referenceLhrs);
      writeFileSync(path.join(REPORT_DIR, 'reference.json'), JSON.stringify(referenceLhr, null, 2));
      reference = { ...summarize(REFERENCE_LABEL, referenceLhr), reference: true };
      console.log(`perf per run: ${referenceLhrs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join(', ')}`);
    } catch (error) {
      lighthouseFailed = true;
      console.log(`FAILED: ${error instanceof Error ? error.message : error}`);
    } finally {
      referenceServer.stop();
    }
  } finally {
    try {
      await chrome?.kill();
    } catch {
      // already gone
    }
    await server?.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  const table = tableRows(reference ? [reference, ...results] : results);
  const missedPages = results.filter((result) => result.error || result.runtimeError || result.missed.length);
  const verdict = missedPages.length
    ? `Targets missed on ${missedPages.length} of ${results.length} page(s): ${missedPages.map((result) => result.page).join(', ')}`
    : `Every page met the targets (${results.length} page(s)).`;
  console.log('');
  console.log(textTable(table));
  const failing = failingSummary(results, false);
  if (failing.length) {
    console.log('\nFailing audits (details in data/bench-pages/lhr/*.json):');
    for (const line of failing) console.log(line);
  }
  writeDoc({
    command,
    date: new Date().toISOString(),
    chromium: chromium ?? 'unknown',
    lighthouseVersion,
    runs: options.runs,
    base,
    table,
    verdict,
    results,
    referenceNote: `${referenceRuns} times (half before the pages, half after; the row is the median run)`,
  });
  console.log(`\nWrote ${path.relative(root, DOC)}`);
  console.log(verdict);
  if (lighthouseFailed) {
    console.error('Lighthouse failed on at least one page.');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
