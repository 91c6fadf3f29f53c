// A server the browser journeys run against: a production build on a fresh database of its own,
// in E2E_DATA_DIR (data/e2e unless playwright.config.ts starts a second one).
import { mkdirSync, rmSync } from 'node:fs';
import { buildIfStale } from './build-if-stale.js';

buildIfStale({ quiet: true });
const dir = process.env.E2E_DATA_DIR ?? 'data/e2e';
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
process.env.NODE_ENV = 'production';
process.env.DATABASE_URL ??= `file:./${dir}/app.db`;
await import('../server/index.js');
