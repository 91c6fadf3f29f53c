import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tests/support/accounts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { apiPushDevices } from './push-device-actions.server';

const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };
const device = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys };
const call = (services: AppServices, userId: string, method: string, body: unknown, type = 'application/json') =>
  apiPushDevices(
    services,
    userId,
    new Request('http://localhost/api/admin/push-devices', { method, headers: { 'content-type': type }, body: JSON.stringify(body) }),
  );

describe('turning alerts on and off for a device', () => {
  let database: TestDatabase;
  let services: AppServices;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    services = createTestServices(database);
    userId = (await signedIn(services, 'staff@example.com', 'admin')).id;
  });
  afterAll(() => database.drop());

  it('stores a device once however often it is sent, and removes it', async () => {
    expect((await call(services, userId, 'POST', device)).status).toBe(201);
    const again = await call(services, userId, 'POST', device);
    expect(await again.json()).toEqual({ publicKey: services.pushKeys.publicKey, devices: 1 });
    const removed = await call(services, userId, 'DELETE', { endpoint: device.endpoint });
    expect(await removed.json()).toMatchObject({ removed: true, devices: 0 });
  });

  it('names what is wrong with a subscription it cannot use', async () => {
    const plainHttp = await call(services, userId, 'POST', { ...device, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' });
    expect(plainHttp.status).toBe(400);
    expect(await plainHttp.json()).toMatchObject({ fieldErrors: { endpoint: ['The push endpoint must be an https:// URL.'] } });
    const shortKey = await call(services, userId, 'POST', { ...device, keys: { ...device.keys, auth: 'abc' } });
    expect(await shortKey.json()).toMatchObject({ fieldErrors: { 'keys.auth': ['The auth secret must be 16 bytes of base64url.'] } });
    const noKeys = await call(services, userId, 'POST', { endpoint: device.endpoint });
    expect(await noKeys.json()).toMatchObject({ fieldErrors: { keys: ['The subscription keys are missing.'] } });
    expect((await call(services, userId, 'POST', device, 'text/plain')).status).toBe(415);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/dX3x',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx7',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])("accepts an endpoint at a browser's push service: %s", async (endpoint) => {
    expect((await call(services, userId, 'POST', { endpoint, keys })).status).toBe(201);
  });

  it.each([
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['https://10.0.0.1:8443/push', '10.0.0.1:8443'],
    ['https://[::1]/push', '[::1]'],
    ['https://push.example.net/send/abc', 'push.example.net'],
    ['https://fcm.googleapis.com.evil.example/fcm/send/abc', 'fcm.googleapis.com.evil.example'],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', 'fcm.googleapis.com:8443'],
    ['https://localhost/push', 'localhost'],
  ])('refuses an endpoint that is not a push service with 400: %s', async (endpoint, host) => {
    const answer = await call(services, userId, 'POST', { endpoint, keys });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      fieldErrors: { endpoint: [`The push endpoint must be a browser's push service (Google, Mozilla, Apple or Microsoft), not ${host}.`] },
    });
  });

  it('refuses a local push service over http, or with credentials, unless PUSH_ALLOWED_HOSTS names its host', async () => {
    const local = { endpoint: 'http://127.0.0.1:4555/push/abc', keys };
    expect(await (await call(services, userId, 'POST', local)).json()).toMatchObject({
      fieldErrors: { endpoint: ['The push endpoint must be an https:// URL.'] },
    });
    const withPassword = await call(services, userId, 'POST', { endpoint: 'https://user:secret@fcm.googleapis.com/fcm/send/abc', keys });
    expect(await withPassword.json()).toMatchObject({ fieldErrors: { endpoint: ['The push endpoint must not carry a user name or password.'] } });

    const testing = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, PUSH_ALLOWED_HOSTS: '127.0.0.1' }) });
    expect((await call(testing, userId, 'POST', local)).status).toBe(201);
    expect((await call(testing, userId, 'POST', { endpoint: 'http://10.0.0.1/push', keys })).status).toBe(400);
  });
});
