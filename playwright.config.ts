import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, headlessShellPath } from './scripts/chromium.js';
import { E2E_SERVERS_STARTED, e2eServerProcessEnv, e2ePort, e2eServers } from './scripts/lib/e2e-servers.js';
import { E2E_OWN_DATABASE } from './tests/e2e/database';

// E2E_PORT lets two checkouts run their journeys side by side: the journeys' server listens on it,
// and a second server, for the journeys that would disturb the others, on E2E_PORT + 1.
const PORT = e2ePort();
export const baseURL = `http://localhost:${PORT}`;
const ownBaseURL = `http://localhost:${PORT + 1}`;

/**
 * scripts/e2e-server.js on `port`, storing into `dir`. Playwright starts them one after the other
 * (only the first builds, when the build is stale), unless `npm test` started both beside the unit
 * tests (E2E_SERVERS_STARTED, scripts/lib/e2e-servers.js): then it uses them as they are.
 */
function server(port: number, dir: string) {
  return {
    command: 'node scripts/e2e-server.js',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: process.env[E2E_SERVERS_STARTED] === '1',
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: e2eServerProcessEnv({ port, dir }),
  };
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Journeys the headless shell cannot run: it refuses notifications, so a device cannot turn alerts on. */
const FULL_BROWSER = /push-alerts\.spec\.ts/;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A cap on a hung journey, not a speed goal: the longest journeys (an estimate through approval,
  // three photos re-encoded) take 20-30 s on a busy 2-core machine. Speed is measured by the benchmarks.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace costs the browser a third more work on every journey, passing or not (its
    // screencast and snapshots): off unless asked for, as in `E2E_TRACE=retain-on-failure npm test`.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    // Chromium's headless shell (decision 0052): the same engine without the browser around it,
    // a third less work a journey; the journeys that need the browser's own features say so below.
    launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_ARGS },
  },
  // No project waits for another: each takes a worker as soon as one is free, in this order.
  projects: [
    // Journeys that would disturb the others': one renames the site for a moment, one closes the
    // office for today, one puts photos on the home page, one holds the database's write lock for
    // seconds, one closes a day of bookings (and races for the one estimator it adds), one confirms a badge. They have the second server to themselves, one at a time.
    {
      name: 'own-server',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: ownBaseURL },
      metadata: { database: E2E_OWN_DATABASE },
      testMatch:
        /(admin-site-settings|business-calendar|business-claims|business-profile|business-profile-editor|locked-database|gallery|booking-closure-race)\.spec\.ts/,
      workers: 1,
    },
    // First, so its few seconds are not the run's last.
    {
      name: 'full-browser',
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } },
      testMatch: FULL_BROWSER,
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [
        /(admin-site-settings|business-calendar|business-claims|business-profile|business-profile-editor|gallery|booking-closure-race|many-instances|push-alerts-instances|back-office-live-instances|live-chat-instances|locked-database)\.spec\.ts/,
        FULL_BROWSER,
      ],
    },
    // Production servers of their own on a fresh PostgreSQL schema each. Queued last: they start
    // as the last journeys finish, not beside every browser's start, and wait for nothing else.
    ...(process.env.TEST_DATABASE_URL
      ? [{ name: 'many-instances', testMatch: /(many-instances|push-alerts-instances|back-office-live-instances|live-chat-instances)\.spec\.ts/ }]
      : []),
  ],
  webServer: e2eServers(PORT).map(({ port, dir }) => server(port, dir)),
});
