// `npm start`: build when needed, then serve in production mode.
import { buildIfStale } from './build-if-stale.js';

try {
  buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.env.NODE_ENV = 'production';
await import('../server/index.js');
