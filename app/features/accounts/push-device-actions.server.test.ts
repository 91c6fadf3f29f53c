import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tests/support/accounts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import type { AppServices } from '~/lib/request-context';
import { apiPushDevices } from './push-device-actions.server';

const device = {
  endpoint: 'https://push.example.net/send/abc',
  keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') },
};
const call = (services: AppServices, userId: string, method: string, body: unknown, type = 'application/json') =>
  apiPushDevices(services, userId, new Request('http://localhost/api/admin/push-devices', { method, headers: { 'content-type': type }, body: JSON.stringify(body) }));

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
    const plainHttp = await call(services, userId, 'POST', { ...device, endpoint: 'http://push.example.net/send/abc' });
    expect(plainHttp.status).toBe(400);
    expect(await plainHttp.json()).toMatchObject({ fieldErrors: { endpoint: ['The push endpoint must be an https:// URL.'] } });
    const shortKey = await call(services, userId, 'POST', { ...device, keys: { ...device.keys, auth: 'abc' } });
    expect(await shortKey.json()).toMatchObject({ fieldErrors: { 'keys.auth': ['The auth secret must be 16 bytes of base64url.'] } });
    const noKeys = await call(services, userId, 'POST', { endpoint: device.endpoint });
    expect(await noKeys.json()).toMatchObject({ fieldErrors: { keys: ['The subscription keys are missing.'] } });
    expect((await call(services, userId, 'POST', device, 'text/plain')).status).toBe(415);
  });
});
