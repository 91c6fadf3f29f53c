import Stripe from 'stripe';
import type { Connection } from '~/lib/connections';
import type { Env } from '~/lib/env.server';

// The official SDK (decision 0045), at STRIPE_API_URL: Stripe's own in production, a stand-in
// on this machine in tests. One client per key and address, for the process.

export type StripeClient = Stripe;
export type StripeEvent = Stripe.Event;

const clients = new Map<string, Stripe>();

/** The Stripe client, or undefined when no STRIPE_SECRET_KEY is set (invoices then show the check and Zelle instructions only). */
export function stripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const cacheKey = `${env.STRIPE_API_URL} ${env.STRIPE_SECRET_KEY}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const url = new URL(env.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(env.STRIPE_SECRET_KEY, {
      host: url.hostname,
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: 1,
      timeout: 15_000,
      telemetry: false,
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/**
 * Where an invoice's Pay button leads (the page's CSP form-action allows it): Stripe Checkout's
 * pages, and a stand-in's own when STRIPE_API_URL points elsewhere (its sessions' pages are there).
 */
export function checkoutOrigins(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): string[] {
  if (!env.STRIPE_SECRET_KEY) return [];
  const api = new URL(env.STRIPE_API_URL).origin;
  return api === 'https://api.stripe.com' ? ['https://checkout.stripe.com'] : ['https://checkout.stripe.com', api];
}

/** The event a webhook carries, verified with the SDK against the raw body; throws when the signature does not match. */
export function verifiedEvent(body: Buffer, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(body, signature, secret);
}

/** Whether invoices can be paid by card or bank, for the owner's Settings. */
export function paymentsConnection(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>): Connection {
  const name = 'Card and bank payments (Stripe)';
  if (!env.STRIPE_SECRET_KEY)
    return {
      name,
      state: 'off',
      text: 'Invoices show the check and Zelle instructions only. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to add a Pay button.',
    };
  if (!env.STRIPE_WEBHOOK_SECRET)
    return {
      name,
      state: 'incomplete',
      text: 'Customers can pay, but their payments are not recorded: STRIPE_WEBHOOK_SECRET is not set, so Stripe’s notices are refused. Set it to the webhook endpoint’s signing secret.',
    };
  return { name, state: 'on', text: 'Invoices have a Pay button (Stripe Checkout), and each payment is recorded from Stripe’s signed notice.' };
}
