// Test support: a local stand-in for the few Stripe endpoints the SDK calls (docs/payments.md):
// POST /v1/checkout/sessions and POST /v1/refunds (kept, so the charge.refunded event Stripe then
// sends can be made from them), recorded as received. A session's `url` is
// a page of this server whose Pay button, like a customer paying on Stripe, sends the signed
// `checkout.session.completed` webhook to our server and then goes to the session's success URL.
// Webhooks are signed as Stripe signs them: `t=<time>,v1=<HMAC-SHA256 of "<time>.<body>">`.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

export interface StripeSession {
  id: string;
  invoiceId: string;
  clientReferenceId: string | null;
  amountTotal: number;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  paymentMethodTypes: string[];
  mode: string;
}

export interface StripeRefund {
  id: string;
  amount: number;
  paymentIntent: string;
}

export interface StripeStandIn {
  /** For STRIPE_API_URL. */
  url: string;
  requests: StripeRequest[];
  sessions: Map<string, StripeSession>;
  /** The refunds made through POST /v1/refunds, in order. */
  refunds: StripeRefund[];
  /**
   * The `charge.refunded` event Stripe sends after a refund: the charge of `paymentIntent` with
   * everything refunded of it so far (`amount_refunded`) and its refunds listed by id.
   */
  chargeRefundedEvent(paymentIntent: string, eventId?: string): object;
  /** Signs and posts an event to `webhookUrl`; answers our server's status and body. */
  sendEvent(event: object, options?: { secret?: string; signature?: string }): Promise<{ status: number; body: string }>;
  /** The Stripe-Signature header Stripe would send for `payload`. */
  sign(payload: string, secret?: string, timestamp?: number): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function read(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

export function checkoutCompletedEvent(session: StripeSession, paymentStatus: 'paid' | 'unpaid' = 'paid', eventId = id('evt')) {
  return {
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.clientReferenceId,
        metadata: { invoiceId: session.invoiceId },
        payment_status: paymentStatus,
        amount_total: session.amountTotal,
        payment_intent: `pi_${session.id.slice(3)}`,
        customer_email: session.customerEmail,
      },
    },
  };
}

export async function startStripeStandIn({ webhookUrl, webhookSecret }: { webhookUrl: () => string; webhookSecret: string }): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, StripeSession>();
  const refunds: StripeRefund[] = [];

  function chargeRefundedEvent(paymentIntent: string, eventId = id('evt')) {
    const own = refunds.filter((refund) => refund.paymentIntent === paymentIntent);
    return {
      id: eventId,
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `ch_${paymentIntent.slice(3)}`,
          object: 'charge',
          payment_intent: paymentIntent,
          amount_refunded: own.reduce((sum, refund) => sum + refund.amount, 0),
          refunded: true,
          refunds: { object: 'list', data: own.map((refund) => ({ id: refund.id, object: 'refund', amount: refund.amount, status: 'succeeded' })) },
        },
      },
    };
  }

  async function sendEvent(event: object, options: { secret?: string; signature?: string } = {}) {
    const payload = JSON.stringify(event);
    const response = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': options.signature ?? signStripePayload(payload, options.secret ?? webhookSecret) },
      body: payload,
    });
    return { status: response.status, body: await response.text() };
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await read(req);
    if (url.pathname.startsWith('/v1/'))
      requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization, form: new URLSearchParams(body) });
    const json = (status: number, value: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = new URLSearchParams(body);
      const session: StripeSession = {
        id: id('cs_test'),
        invoiceId: form.get('metadata[invoiceId]') ?? '',
        clientReferenceId: form.get('client_reference_id'),
        amountTotal: Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]') ?? 1),
        customerEmail: form.get('customer_email'),
        successUrl: form.get('success_url') ?? '',
        cancelUrl: form.get('cancel_url') ?? '',
        paymentMethodTypes: [...form.entries()].filter(([name]) => name.startsWith('allowed_payment_method_types')).map(([, value]) => value),
        mode: form.get('mode') ?? '',
      };
      sessions.set(session.id, session);
      const address = server.address() as AddressInfo;
      json(200, { id: session.id, object: 'checkout.session', url: `http://127.0.0.1:${address.port}/pay/${session.id}`, amount_total: session.amountTotal });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const form = new URLSearchParams(body);
      const paymentIntent = form.get('payment_intent') ?? '';
      const amount = Number(form.get('amount'));
      if (!paymentIntent || !Number.isSafeInteger(amount) || amount <= 0) {
        json(400, { error: { type: 'invalid_request_error', message: 'payment_intent and a positive amount are required' } });
        return;
      }
      const refund = { id: id('re'), amount, paymentIntent };
      refunds.push(refund);
      json(200, { id: refund.id, object: 'refund', amount, payment_intent: paymentIntent, status: 'succeeded' });
      return;
    }
    const paying = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
    const session = paying ? sessions.get(paying[1]!) : undefined;
    if (session && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><title>Stripe stand-in</title><main><h1>Pay $${(session.amountTotal / 100).toFixed(2)}</h1><form method="post"><button>Pay</button></form><a href="${session.cancelUrl}">Cancel</a></main></html>`,
      );
      return;
    }
    if (session && req.method === 'POST') {
      const answer = await sendEvent(checkoutCompletedEvent(session));
      if (answer.status !== 200) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`the webhook answered ${answer.status}: ${answer.body}`);
        return;
      }
      res.writeHead(303, { location: session.successUrl });
      res.end();
      return;
    }
    json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    refunds,
    chargeRefundedEvent,
    sendEvent,
    sign: (payload, secret = webhookSecret, timestamp) => signStripePayload(payload, secret, timestamp),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
