// `npm start`: build when needed, then serve in production mode.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.js';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './lib/node-flags.js';

try {
  buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/index.js');
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
  stdio: 'inherit',
  env: { ...SERVER_ENV, ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
