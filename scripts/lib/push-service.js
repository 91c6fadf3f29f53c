// A browser's push service, on 127.0.0.1, for the tests and `npm run bench:alerts`. Each
// subscription it hands out holds a real P-256 key pair and auth secret, as a browser's does; a
// message posted to its endpoint is checked (VAPID signature, aes128gcm) and decrypted with them
// (RFC 8291 and RFC 8188), so a test reads exactly what a staff member's device would show.
import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';

const hmac = (key, ...parts) => {
  const mac = createHmac('sha256', key);
  for (const part of parts) mac.update(part);
  return mac.digest();
};

/** Decrypts an aes128gcm Web Push body with the subscriber's private key and auth secret. */
export function decryptPushBody(body, ecdh, authSecret) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('the push body spans more than one record');
  const receiverKey = ecdh.getPublicKey();
  const sharedSecret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = hmac(hmac(authSecret, sharedSecret), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: signed by that key, for this origin, not expired. Returns the key. */
export function verifyVapid(header, origin, now = Date.now()) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, key] = match;
  const [head, claims, signature] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID signature does not verify');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  if (payload.aud !== origin) throw new Error(`the VAPID audience is ${payload.aud}, not ${origin}`);
  if (!(payload.exp * 1000 > now)) throw new Error('the VAPID token has expired');
  return key;
}

/**
 * Starts the push service. `subscribe()` returns what a browser's PushSubscription.toJSON()
 * gives; `answerWith(endpoint, status)` makes it answer that status (404 or 410: gone).
 * `received` lists every message, decrypted, with the time it arrived (performance.timeOrigin + now()).
 */
export async function startPushService() {
  const subscriptions = new Map();
  const received = [];
  const waiters = new Set();
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const arrivedAt = performance.timeOrigin + performance.now();
      const id = request.url?.split('/').pop() ?? '';
      const subscription = subscriptions.get(id);
      if (!subscription || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks);
      let message;
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding is ${request.headers['content-encoding']}`);
        const vapidKey = verifyVapid(request.headers.authorization, origin);
        const text = decryptPushBody(body, subscription.ecdh, subscription.auth);
        message = {
          endpoint: subscription.endpoint,
          vapidKey,
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency,
          payload: JSON.parse(text),
          arrivedAt,
        };
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
        received.push({ endpoint: subscription.endpoint, error: String(error), arrivedAt });
        return;
      }
      const status = subscription.status;
      if (status >= 200 && status < 300) received.push(message);
      response.writeHead(status).end();
      for (const waiter of waiters) waiter();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;

  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(12).toString('hex');
      const endpoint = `${origin}/push/${id}`;
      subscriptions.set(id, { ecdh, auth, endpoint, status: 201 });
      return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    answerWith(endpoint, status) {
      subscriptions.get(endpoint.split('/').pop()).status = status;
    },
    /** Resolves once `predicate(received)` holds, or rejects after `timeoutMs`. */
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(received)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the push service did not receive what was expected within ${timeoutMs} ms (received ${received.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
