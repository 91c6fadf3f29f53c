// What the latency benchmarks (bench:alerts, bench:chat, bench:payments, bench:sms, bench:leads)
// share: signing in over HTTP, waiting for arrivals, summing up times as p50, p99 and max, and a
// server's CPU time.
import { existsSync, readFileSync } from 'node:fs';

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * CPU seconds a process has used (user + system), from /proc on Linux; undefined elsewhere. On a
 * shared machine latency follows the other load; a server's CPU per request much less.
 */
export function cpuSeconds(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resolves true once `predicate` holds, false after `timeoutMs`. */
export async function waitUntil(predicate, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** Signs in through the login form and returns the session's Cookie header. */
export async function signIn(url, origin, account) {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(account).toString(),
  });
  if (response.status !== 302) throw new Error(`sign-in on ${url} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
