import { z } from 'zod';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Where a browser's push service receives our messages. Push services are https; plain http is
 * accepted only on this machine's loopback address (a local push service in tests and benchmarks).
 */
function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

const base64url = (bytes: number, what: string) =>
  z
    .string({ error: `${what} is missing.` })
    .refine((value) => /^[A-Za-z0-9_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64url').length === bytes, `${what} must be ${bytes} bytes of base64url.`);

/** A browser's PushSubscription, as its toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'The push endpoint is missing.' })
    .max(2000, 'The push endpoint is longer than 2,000 characters.')
    .refine(isPushEndpoint, 'The push endpoint must be an https:// URL.'),
  keys: z.object(
    {
      p256dh: base64url(65, 'The p256dh key'),
      auth: base64url(16, 'The auth secret'),
    },
    { error: 'The subscription keys are missing.' },
  ),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Turning alerts off names only the endpoint. */
export const pushEndpointSchema = z.object({ endpoint: pushSubscriptionSchema.shape.endpoint });
