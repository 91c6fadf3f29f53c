// The back office's service worker (scope /admin/): shows the push alerts staff turned on in
// /admin/notifications and opens the lead when one is clicked. It caches nothing: the back
// office is always read live from the server.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let alert = { title: 'Gables Window Care', body: 'Something new in the back office.', url: '/admin/dashboard', tag: 'back-office' };
  try {
    alert = { ...alert, ...event.data.json() };
  } catch {
    // A push without a JSON payload still tells staff to look.
  }
  const url = new URL(alert.url, self.location.origin);
  const target = url.origin === self.location.origin && url.pathname.startsWith('/admin/') ? url.href : new URL('/admin/dashboard', self.location.origin).href;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      renotify: true,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: target },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url ? event.notification.data.url : new URL('/admin/dashboard', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
      if (open) {
        try {
          await open.focus();
          return await open.navigate(url);
        } catch {
          // A window this worker does not control cannot be navigated: open the lead in a new one.
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
