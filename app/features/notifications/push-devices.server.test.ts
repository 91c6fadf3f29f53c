// Sending to staff devices, against a real push service on 127.0.0.1 (scripts/lib/push-service.js):
// what reaches it, what never does, and what the log says.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '#tests/support/accounts';
import { recordingLogger } from '#tests/support/rate-limit-test-support';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-databases';
import { createTestServices, testPushKeys } from '#tests/support/test-services';
import { startPushService, type PushService } from '../../../scripts/lib/push-service.js';
import { pushToStaff, saveDevice } from './push-devices.server';

const message = { title: 'New quote request from Marisol Ortega', body: 'Two windows stick.', url: '/admin/quote-submissions/1', tag: 'lead-1' };

describe('pushing to staff devices', () => {
  let database: TestDatabase;
  let push: PushService;
  let staffId: string;
  const endpoints = async () => (await database.db.selectFrom('pushDevices').select('endpoint').execute()).map((row) => row.endpoint);

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    push = await startPushService();
    staffId = (await signedIn(createTestServices(database), 'staff@example.com', 'admin')).id;
  });
  afterAll(async () => {
    await push.close();
    await database.drop();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('pushDevices').execute();
    push.received.length = 0;
  });

  it('never connects to a device whose endpoint is at a private address, unless PUSH_ALLOWED_HOSTS names its host', async () => {
    // Endpoints stored before registration was checked, on the push service's own port: `localhost`
    // is a name that resolves to 127.0.0.1, the other two are loopback addresses as written.
    const device = push.subscribe();
    const local = device.endpoint.replace('127.0.0.1', 'localhost');
    await saveDevice(database.db, staffId, { ...device, endpoint: local }, null);
    await saveDevice(database.db, staffId, push.subscribe(), null);
    await saveDevice(database.db, staffId, { ...push.subscribe(), endpoint: 'https://[::ffff:127.0.0.1]:9/push/x' }, null);
    const { logger, lines } = recordingLogger();

    const refused = await pushToStaff(database.db, testPushKeys, message, new Date(), { logger, userIds: [staffId] });
    expect(refused.delivered).toBe(0);
    expect(refused.failed.sort()).toEqual([
      `127.0.0.1:${new URL(device.endpoint).port}: 127.0.0.1:${new URL(device.endpoint).port} is at 127.0.0.1, not a public address: not sent`,
      '[::ffff:7f00:1]:9: [::ffff:7f00:1]:9 is at ::ffff:7f00:1, not a public address: not sent',
      expect.stringMatching(/^localhost:\d+: localhost is at (127\.0\.0\.1|::1), not a public address: not sent$/),
    ]);
    expect(push.received).toEqual([]);
    expect(lines.filter((line) => line.level === 40)).toHaveLength(3);
    // A name that resolves privately may be a resolver's passing fault: the device is kept.
    expect(await endpoints()).toContain(local);

    // Named, both hosts are reached (the push service refuses a message signed for `localhost`, as it should).
    const allowed = await pushToStaff(database.db, testPushKeys, message, new Date(), { logger, allowedHosts: ['localhost', '127.0.0.1'], userIds: [staffId] });
    expect(allowed.delivered).toBe(1);
    expect(push.received).toHaveLength(2);
    expect(push.received.map((received) => received.endpoint)).toContain(device.endpoint);
  });

  it('forgets a device its push service no longer knows (410 or 404), with a warning and no error', async () => {
    const expired = push.subscribe();
    const gone = push.subscribe();
    const kept = push.subscribe();
    for (const device of [expired, gone, kept]) await saveDevice(database.db, staffId, device, null);
    push.answerWith(expired.endpoint, 410);
    push.answerWith(gone.endpoint, 404);
    const { logger, lines } = recordingLogger();

    const outcome = await pushToStaff(database.db, testPushKeys, message, new Date(), { logger, allowedHosts: ['127.0.0.1'], userIds: [staffId] });
    expect(outcome).toEqual({ delivered: 1, removed: 2, failed: [] });
    expect(await endpoints()).toEqual([kept.endpoint]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(
      lines
        .filter((line) => line.level === 40)
        .map((line) => [line.msg, line.status])
        .sort(),
    ).toEqual([
      ['push device removed: its push service no longer knows it', 404],
      ['push device removed: its push service no longer knows it', 410],
    ]);
  });
});
