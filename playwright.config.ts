import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.js';
import { E2E_SESSION_SECRET } from './tests/e2e/database';

// E2E_PORT lets two checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3456);
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A cap on a hung journey, not a speed goal: the longest journeys (an estimate through approval,
  // three photos re-encoded) take 20-30 s on a busy 2-core machine. Speed is measured by the benchmarks.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(admin-site-settings|many-instances|push-alerts-instances|back-office-live-instances|live-chat-instances|locked-database)\.spec\.ts/,
    },
    // Renames the site for a moment, so it runs alone once every other journey is done.
    {
      name: 'site-settings',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /admin-site-settings\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Production servers of its own on a fresh PostgreSQL schema (no browser); started once the
    // journeys are done, so the machine is not running them all at once.
    ...(process.env.TEST_DATABASE_URL
      ? [{ name: 'many-instances', testMatch: /(many-instances|push-alerts-instances|back-office-live-instances|live-chat-instances)\.spec\.ts/, dependencies: ['chromium'] }]
      : []),
    // Holds the database's write lock for seconds at a time, which would fail other journeys' writes.
    {
      name: 'locked-database',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /locked-database\.spec\.ts/,
      dependencies: ['site-settings'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      LEAD_RATE_LIMIT: '10000',
      // Every journey signs in from 127.0.0.1: the per-address sign-in limits would stop the suite.
      AUTH_RATE_LIMIT: '10000',
      // The push alerts journey's push service runs on this machine (tests/e2e/push-alerts.spec.ts).
      PUSH_ALLOWED_HOSTS: '127.0.0.1',
      STAFF_NOTIFY_EMAIL: 'office@gableswindowcare.test',
      SUPERADMIN_EMAIL: 'owner@gableswindowcare.test',
      SUPERADMIN_PASSWORD: 'owner-password-e2e',
      // Journeys that are not about signing in open sessions with this (tests/e2e/accounts-helpers.ts).
      SESSION_SECRET: E2E_SESSION_SECRET,
    },
  },
});
