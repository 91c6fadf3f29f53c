// The browser journeys' two servers (scripts/e2e-server.js): the one on E2E_PORT for the journeys,
// and the one on E2E_PORT + 1 for those that would disturb the others (playwright.config.ts).
// Playwright starts them, one after the other, unless `npm test` has started them already: it
// starts them as soon as the build is made, so they start while the unit tests run, and passes
// E2E_SERVERS_STARTED to Playwright, which then uses them as they are (reuseExistingServer).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, waitForHealth } from './production-server.js';

/** The journeys' servers sign their session cookies with this (tests/e2e/database.ts). */
export const E2E_SESSION_SECRET = 'journeys-only-session-secret-0123456789';

/** Set by `npm test` (scripts/test.js) when it has started both servers and each answered /healthz. */
export const E2E_SERVERS_STARTED = 'E2E_SERVERS_STARTED';

export const e2eServerEnv = {
  LOG_LEVEL: 'warn',
  LEAD_RATE_LIMIT: '10000',
  // Every journey signs in from 127.0.0.1: the per-address sign-in limits would stop the suite.
  AUTH_RATE_LIMIT: '10000',
  // The lockout journey posts this many wrong passwords, each a password hash (100 in production).
  LOGIN_ACCOUNT_LIMIT: '10',
  // Every journey books from 127.0.0.1 too (holds, bookings, the authorization matrix's API posts).
  BOOKING_RATE_LIMIT: '10000',
  // The push alerts journey's push service runs on this machine (tests/e2e/push-alerts.spec.ts).
  PUSH_ALLOWED_HOSTS: '127.0.0.1',
  STAFF_NOTIFY_EMAIL: 'office@gableswindowcare.test',
  SUPERADMIN_EMAIL: 'owner@gableswindowcare.test',
  SUPERADMIN_PASSWORD: 'owner-password-e2e',
  // Journeys that are not about signing in open sessions with this (tests/e2e/accounts-helpers.ts).
  SESSION_SECRET: E2E_SESSION_SECRET,
};

/** The journeys' port (E2E_PORT, 3456 unless set). */
export function e2ePort() {
  return Number(process.env.E2E_PORT ?? 3456);
}

/** Each server's port and data directory: the journeys' server, then the second one. */
export function e2eServers(port = e2ePort()) {
  return [
    { port, dir: 'data/e2e' },
    { port: port + 1, dir: 'data/e2e-own' },
  ];
}

/** The environment scripts/e2e-server.js runs with for `server`. */
export function e2eServerProcessEnv({ port, dir }) {
  return { ...e2eServerEnv, PORT: String(port), E2E_DATA_DIR: dir };
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts both servers side by side and waits until each answers /healthz. On failure, stops
 * whatever started and throws: Playwright then starts its own. The build must be made already.
 */
export async function startE2eServers({ port = e2ePort(), timeoutMs = 180_000 } = {}) {
  for (const server of e2eServers(port)) {
    // Something else answering there would be taken for ours: leave it to Playwright, which refuses a port in use.
    if (await answers(`http://localhost:${server.port}/healthz`)) throw new Error(`port ${server.port} is in use already`);
  }
  const children = e2eServers(port).map((server) => ({
    server,
    child: spawn(process.execPath, [path.join(root, 'scripts/e2e-server.js')], {
      cwd: root,
      env: { ...process.env, ...e2eServerProcessEnv(server) },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  }));
  const stop = async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    await Promise.all(children.map(({ server, child }) => waitForHealth(`http://localhost:${server.port}`, child, timeoutMs)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
