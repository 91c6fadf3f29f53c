import { defineConfig } from 'vitest/config';

// Unit and integration tests run without the React Router plugin, which only builds the app.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.js', 'tests/lint/**/*.test.ts'],
    environment: 'node',
    env: { LOG_LEVEL: 'silent' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
