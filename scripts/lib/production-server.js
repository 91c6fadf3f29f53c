// Starts the production server as a child process for the crash test and the benchmarks.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './node-flags.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${url} did not become healthy within ${timeoutMs} ms`);
}

/**
 * Runs `node server/index.js` in production mode with the given environment and waits until
 * /healthz answers. Returns the URL, the child process and a stop function. `checkout` runs
 * another checkout's build (bench:leads --against), this one's by default.
 * @param {{ env?: Record<string, string>, port?: number, timeoutMs?: number, stdout?: 'ignore' | 'pipe' | 'inherit', checkout?: string }} [options]
 */
export async function startProductionServer({ env = {}, port, timeoutMs = 60_000, stdout = 'ignore', checkout = root } = {}) {
  const listenPort = port ?? (await freePort());
  // BENCH_NODE_FLAGS adds flags for a look inside, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraFlags, path.join(checkout, 'server/index.js')], {
    cwd: checkout,
    env: { ...SERVER_ENV, ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(listenPort), HOST: '127.0.0.1', ...env },
    // 'pipe' gives the caller the log lines (child.stdout).
    stdio: ['ignore', stdout, 'inherit'],
  });
  const url = `http://127.0.0.1:${listenPort}`;
  await waitForHealth(url, child, timeoutMs);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    port: listenPort,
    child,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
