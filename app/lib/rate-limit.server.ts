export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the key may try again; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, now?: number): Promise<RateLimitResult>;
}

/**
 * A fixed-window counter per key, held in this process. Enough for one server; instances that
 * share traffic need a shared store behind the same interface.
 */
export function createMemoryRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    async hit(key, now = Date.now()) {
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
    },
  };
}

/** How long to wait, in words: '45 seconds', '1 minute', '15 minutes'. */
export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function retryAfterMessage(seconds: number): string {
  return `Too many submissions from your network. Please wait ${waitText(seconds)} and try again, or call us.`;
}
