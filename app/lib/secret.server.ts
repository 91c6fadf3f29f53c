import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Env, EnvError } from './env.server';

const SECRET_FILE = path.resolve('data/secret');

/**
 * The signing secret. A deployment on a real origin must configure one; a local run
 * generates one once into data/ so that sessions survive restarts.
 */
export function resolveSecret(env: Env): string {
  const configured = env.SESSION_SECRET ?? env.BETTER_AUTH_SECRET;
  if (configured) {
    if (configured.length < 32) throw new EnvError('Invalid configuration:\n  SESSION_SECRET: must be at least 32 characters');
    return configured;
  }
  const local = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(env.PUBLIC_URL);
  if (env.isProduction && !local) {
    throw new EnvError('Invalid configuration:\n  SESSION_SECRET: is required in production (at least 32 random characters)');
  }
  if (existsSync(SECRET_FILE)) return readFileSync(SECRET_FILE, 'utf8').trim();
  mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(SECRET_FILE, `${secret}\n`, { mode: 0o600 });
  return secret;
}
