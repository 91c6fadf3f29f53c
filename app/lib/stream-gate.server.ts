/**
 * How many long-lived streams one process keeps open: in all, per client address, and per
 * subject (a conversation). An open stream holds a socket, a subscription and a timer for as long
 * as the client keeps it, so anyone who may open one without signing in is counted here.
 */

export interface StreamLimits {
  total: number;
  perAddress: number;
  perSubject: number;
}

export type StreamAdmission =
  { ok: true; release: () => void } | { ok: false; status: 429 | 503; reason: 'address' | 'subject' | 'total'; retryAfterSeconds: number };

/** How long a refused client should wait: streams end when their pages close or go idle. */
const RETRY_AFTER_SECONDS = 30;

export function createStreamGate(limits: StreamLimits) {
  const byAddress = new Map<string, number>();
  const bySubject = new Map<string, number>();
  let total = 0;

  const add = (counts: Map<string, number>, key: string, delta: number) => {
    const next = (counts.get(key) ?? 0) + delta;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };

  return {
    /** Counts a stream in, or says which limit it would pass; `release` counts it out (once). */
    admit(address: string, subject: string): StreamAdmission {
      const refused = (status: 429 | 503, reason: 'address' | 'subject' | 'total') => ({
        ok: false as const,
        status,
        reason,
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
      // A client past its own limits hears so, whether or not the process is full.
      if ((byAddress.get(address) ?? 0) >= limits.perAddress) return refused(429, 'address');
      if ((bySubject.get(subject) ?? 0) >= limits.perSubject) return refused(429, 'subject');
      if (total >= limits.total) return refused(503, 'total');
      total += 1;
      add(byAddress, address, 1);
      add(bySubject, subject, 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          total -= 1;
          add(byAddress, address, -1);
          add(bySubject, subject, -1);
        },
      };
    },
    /** Streams open now. */
    get open() {
      return total;
    },
  };
}

export type StreamGate = ReturnType<typeof createStreamGate>;
