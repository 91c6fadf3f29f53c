import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startPushService, type PushService } from '../../scripts/lib/push-service.js';
import { createAccount, signInAs } from './accounts-helpers';
import { expect, test } from './fixtures';
import { wcagViolations } from './axe';

// The back office's alerts control, in Chromium. Headless Chromium has no push service of its own
// (subscribing asks Google's servers), so the browser's PushManager hands out a subscription of a
// real push service started by this test on 127.0.0.1: the rest is the product as shipped — the
// page, the permission prompt, the service worker, the server storing the device and pushing an
// encrypted alert for a new lead, which the test's push service decrypts with the device's keys;
// that payload, handed to the service worker through Chromium's DevTools protocol, becomes the
// notification.

async function expectNoAxeViolations(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}

test.describe('push alerts on a staff device', () => {
  let push: PushService;
  test.beforeAll(async () => {
    push = await startPushService();
  });
  test.afterAll(async () => {
    await push.close();
  });

  test('a staff member turns alerts on, a new lead is pushed to the device naming it, and alerts turn off again', async ({ browser }) => {
    const staff = await createAccount('admin', 'push');
    const context = await browser.newContext();
    await context.grantPermissions(['notifications']);
    const page = await context.newPage();
    const subscription = push.subscribe();
    await page.addInitScript((device) => {
      // Like a browser's, the subscription outlives a reload (kept for this tab).
      const stand = (key: ArrayBuffer) =>
        ({
          endpoint: device.endpoint,
          expirationTime: null,
          options: { applicationServerKey: key, userVisibleOnly: true },
          toJSON: () => device,
          unsubscribe: async () => {
            sessionStorage.removeItem('test-push-key');
            return true;
          },
          getKey: () => null,
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        const bytes = typeof key === 'string' ? new TextEncoder().encode(key).buffer : key instanceof ArrayBuffer ? key : (key as Uint8Array).slice().buffer;
        (window as unknown as { subscribedWith: number[] }).subscribedWith = [...new Uint8Array(bytes)];
        sessionStorage.setItem('test-push-key', JSON.stringify([...new Uint8Array(bytes)]));
        return stand(bytes);
      };
      PushManager.prototype.getSubscription = async () => {
        const key = sessionStorage.getItem('test-push-key');
        return key ? stand(new Uint8Array(JSON.parse(key) as number[]).buffer) : null;
      };
    }, subscription);

    await signInAs(page, staff.email);
    await page.goto('/admin/notifications');
    await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alerts' })).toHaveAttribute('aria-current', 'page');
    // The back office is an app of its own, scoped to /admin, with its service worker.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/admin/manifest.webmanifest');
    const manifest = (await (await page.request.get('/admin/manifest.webmanifest')).json()) as { scope: string; start_url: string };
    expect(manifest).toMatchObject({ scope: '/admin/', start_url: '/admin/dashboard' });
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/admin/'))?.scope ?? '')).toMatch(/\/admin\/$/);

    const status = page.getByTestId('push-alerts').getByRole('status');
    await expect(status).toHaveText('Alerts are off on this device.');
    const turnOn = page.getByRole('button', { name: 'Turn on alerts on this device' });
    await turnOn.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Alerts are on on this device.');
    await expect(page.getByRole('button', { name: 'Turn off alerts on this device' })).toBeFocused();
    await expectNoAxeViolations(page);
    // It subscribed with the server's VAPID key.
    const { publicKey } = (await (await page.request.get('/api/admin/push-devices')).json()) as { publicKey: string; devices: number };
    expect(await page.evaluate(() => (window as unknown as { subscribedWith: number[] }).subscribedWith)).toEqual([...Buffer.from(publicKey, 'base64url')]);
    await page.reload();
    await expect(page.getByTestId('push-device-count')).toHaveText('You have alerts on in 1 browser.');
    await expect(status).toHaveText('Alerts are on on this device.');

    const tag = randomUUID().slice(0, 8);
    const sent = await page.request.post('/api/quote-requests', {
      data: {
        firstName: 'Pushed',
        lastName: `Lead ${tag}`,
        email: `push.${tag}@example.com`,
        phone: '305-555-0142',
        address: '1 Alhambra Plaza',
        city: 'Coral Gables',
        state: 'FL',
        zipCode: '33134',
        projectType: 'window-repair',
        projectDescription: `Cracked pane in the kitchen (${tag}).`,
      },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const [alert] = (await push.waitFor((received) => received.some((message) => message.payload?.url.endsWith(id)), 5_000)).filter((message) =>
      message.payload?.url.endsWith(id),
    );
    expect(alert!.payload).toEqual({
      title: `New quote request from Pushed Lead ${tag}`,
      body: `Cracked pane in the kitchen (${tag}).`,
      url: `/admin/quote-submissions/${id}`,
      tag: `lead-${id}`,
    });
    expect(alert!.vapidKey).toBe(publicKey);

    // Delivered to the service worker as the browser would, it shows the notification with the lead's page.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((registration) => registration.scopeURL.endsWith('/admin/') && !registration.isDeleted);
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      data: JSON.stringify(alert!.payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/admin/');
          return (await registration!.getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, url: (shown.data as { url: string }).url }));
        }),
      )
      .toEqual([
        {
          title: `New quote request from Pushed Lead ${tag}`,
          body: `Cracked pane in the kitchen (${tag}).`,
          url: new URL(`/admin/quote-submissions/${id}`, page.url()).href,
        },
      ]);

    await page.getByRole('button', { name: 'Turn off alerts on this device' }).click();
    await expect(status).toHaveText('Alerts are off on this device.');
    expect(((await (await page.request.get('/api/admin/push-devices')).json()) as { devices: number }).devices).toBe(0);
    await context.close();
  });

  test('when the browser blocks notifications, the page says so and how to allow them', async ({ browser }) => {
    const staff = await createAccount('admin', 'blocked');
    const context = await browser.newContext();
    const page = await context.newPage();
    // The person answers Block when the browser asks.
    await page.addInitScript(() => {
      let permission: NotificationPermission = 'default';
      Object.defineProperty(Notification, 'permission', { get: () => permission });
      Notification.requestPermission = async () => (permission = 'denied');
    });
    await signInAs(page, staff.email);
    await page.goto('/admin/notifications');
    await page.getByRole('button', { name: 'Turn on alerts on this device' }).click();
    await expect(page.getByTestId('push-alerts').getByRole('status')).toHaveText('Alerts are blocked for this site in this browser.');
    await expect(page.getByText('set Notifications to Allow')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoAxeViolations(page);
    }
    await context.close();
  });
});
