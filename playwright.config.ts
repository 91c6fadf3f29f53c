import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.js';
import { E2E_OWN_DATABASE, E2E_SESSION_SECRET } from './tests/e2e/database';

// E2E_PORT lets two checkouts run their journeys side by side: the journeys' server listens on it,
// and a second server, for the journeys that would disturb the others, on E2E_PORT + 1.
const PORT = Number(process.env.E2E_PORT ?? 3456);
export const baseURL = `http://localhost:${PORT}`;
const ownBaseURL = `http://localhost:${PORT + 1}`;

const serverEnv = {
  LOG_LEVEL: 'warn',
  LEAD_RATE_LIMIT: '10000',
  // Every journey signs in from 127.0.0.1: the per-address sign-in limits would stop the suite.
  AUTH_RATE_LIMIT: '10000',
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

/** scripts/e2e-server.js on `port`, storing into `dir`; started one after the other, so only the first builds. */
function server(port: number, dir: string) {
  return {
    command: 'node scripts/e2e-server.js',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { ...serverEnv, PORT: String(port), E2E_DATA_DIR: dir },
  };
}

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
    launchOptions: { executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] },
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
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore:
        /(admin-site-settings|business-calendar|business-claims|business-profile|business-profile-editor|gallery|booking-closure-race|many-instances|push-alerts-instances|back-office-live-instances|live-chat-instances|locked-database)\.spec\.ts/,
    },
    // Production servers of their own on a fresh PostgreSQL schema each. Queued last: they start
    // as the last journeys finish, not beside every browser's start, and wait for nothing else.
    ...(process.env.TEST_DATABASE_URL
      ? [{ name: 'many-instances', testMatch: /(many-instances|push-alerts-instances|back-office-live-instances|live-chat-instances)\.spec\.ts/ }]
      : []),
  ],
  webServer: [server(PORT, 'data/e2e'), server(PORT + 1, 'data/e2e-own')],
});
