import { z } from 'zod';

/**
 * The push services browsers subscribe with: Chrome's (FCM), Firefox's, Safari's and Edge's
 * (WNS); a leading dot takes any name under it. The server POSTs to a device's endpoint on every
 * lead, so an endpoint anywhere else is refused: it would let staff aim the server at any host.
 */
const PUSH_SERVICES = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

/**
 * What is wrong with a push endpoint, or undefined: an https URL of a push service, on its
 * standard port and without credentials, or an http(s) URL on a host of PUSH_ALLOWED_HOSTS.
 */
export function pushEndpointProblem(value: string, allowedHosts: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'The push endpoint must be an https:// URL.';
  }
  if (url.username || url.password) return 'The push endpoint must not carry a user name or password.';
  if (allowedHosts.includes(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:')) return undefined;
  if (url.protocol !== 'https:') return 'The push endpoint must be an https:// URL.';
  const known = PUSH_SERVICES.some((host) => (host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host));
  if (!known || url.port !== '') return `The push endpoint must be a browser's push service (Google, Mozilla, Apple or Microsoft), not ${url.host}.`;
  return undefined;
}

const base64url = (bytes: number, what: string) =>
  z
    .string({ error: `${what} is missing.` })
    .refine(
      (value) => /^[A-Za-z0-9_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `${what} must be ${bytes} bytes of base64url.`,
    );

const endpoint = z.string({ error: 'The push endpoint is missing.' }).max(2000, 'The push endpoint is longer than 2,000 characters.');

/** A browser's PushSubscription, as its toJSON() gives it, with an endpoint at a push service (see pushEndpointProblem). */
export function pushSubscriptionSchema(allowedHosts: readonly string[]) {
  return z.object({
    endpoint: endpoint.superRefine((value, context) => {
      const problem = pushEndpointProblem(value, allowedHosts);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
    keys: z.object(
      {
        p256dh: base64url(65, 'The p256dh key'),
        auth: base64url(16, 'The auth secret'),
      },
      { error: 'The subscription keys are missing.' },
    ),
  });
}

export type PushSubscriptionInput = z.infer<ReturnType<typeof pushSubscriptionSchema>>;

/** Turning alerts off names only the endpoint: whatever was stored, a device's owner may remove it. */
export const pushEndpointSchema = z.object({ endpoint });
