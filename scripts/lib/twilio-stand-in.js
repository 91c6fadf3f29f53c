// A local stand-in for Twilio's REST API and webhooks, for the tests, the journeys and bench:sms:
// on 127.0.0.1, it records each POST /2010-04-01/Accounts/<sid>/Messages.json as Twilio would take
// it (Basic auth with the account's SID and token) and answers like Twilio (201 with the message's
// sid and status); and it sends our server webhooks signed as Twilio signs them.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

export const TEST_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const TEST_AUTH_TOKEN = 'twilio-stand-in-auth-token';
export const TEST_TWILIO_FROM = '+13055550100';

/** Twilio's X-Twilio-Signature: HMAC-SHA1 over the URL and the sorted parameters, in base64. */
export function signTwilio(authToken, url, params) {
  const pairs = [...new URLSearchParams(params)].sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return createHmac('sha1', authToken)
    .update(url + pairs.map(([name, value]) => name + value).join(''))
    .digest('base64');
}

/**
 * Posts a webhook to `server` (where it listens) signed for `publicUrl` (what Twilio was given),
 * as Twilio does: form-encoded, with X-Twilio-Signature. `signature` overrides it (a forgery).
 */
export async function postTwilioWebhook({ server, publicUrl, path, params, authToken = TEST_AUTH_TOKEN, signature }) {
  const body = new URLSearchParams(params);
  return fetch(`${server}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? signTwilio(authToken, `${publicUrl}${path}`, body),
      'user-agent': 'TwilioProxy/1.1',
    },
    body,
  });
}

export function messageSid() {
  return `SM${randomBytes(16).toString('hex')}`;
}

/** Starts the stand-in on 127.0.0.1 (a free port). */
export function startTwilioStandIn({ accountSid = TEST_ACCOUNT_SID, authToken = TEST_AUTH_TOKEN } = {}) {
  /** @type {{ to: string, from: string | null, messagingServiceSid: string | null, body: string, statusCallback: string | null, sid: string, at: number }[]} */
  const sent = [];
  /** Numbers the carrier says opted out: a text to one is refused with 21610. */
  const optedOut = new Set();
  let failNext = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      if (req.method !== 'POST' || req.url !== path) return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (req.headers.authorization !== `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`)
        return answer(401, { code: 20003, message: 'Authentication Error - invalid username', status: 401 });
      if (failNext > 0) {
        failNext--;
        return answer(500, { code: 20500, message: 'Internal Server Error', status: 500 });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      if (!/^\+[1-9]\d{7,14}$/.test(to)) return answer(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
      if (optedOut.has(to)) return answer(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 });
      const sid = messageSid();
      sent.push({
        to,
        from: form.get('From'),
        messagingServiceSid: form.get('MessagingServiceSid'),
        body: form.get('Body') ?? '',
        statusCallback: form.get('StatusCallback'),
        sid,
        at: Date.now(),
      });
      answer(201, {
        sid,
        account_sid: accountSid,
        to,
        from: form.get('From'),
        body: form.get('Body'),
        status: 'queued',
        error_code: null,
        error_message: null,
      });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        sent,
        optedOut,
        failNext(count) {
          failNext = count;
        },
        async waitFor(predicate, timeoutMs = 10_000) {
          const deadline = Date.now() + timeoutMs;
          while (!predicate(sent)) {
            if (Date.now() > deadline) throw new Error(`the Twilio stand-in did not see the expected texts within ${timeoutMs} ms (it has ${sent.length})`);
            await new Promise((done) => setTimeout(done, 50));
          }
          return sent;
        },
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}
