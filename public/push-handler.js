/* Web Push in the service worker (docs/decisions/0027-web-push.md): imported with
   importScripts('/push-handler.js'). The server sends { title, body, url }, encrypted for this
   browser; a click focuses an open window of the app and navigates it there, or opens one. */
/* global self */

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(message.title || 'Markenportal', {
      body: message.body || '',
      icon: '/favicon.ico',
      // One notification per chat or post: a newer one replaces it.
      tag: url,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          // navigate() works on the windows this worker controls; another one gets a new window.
          const navigated = await open.navigate(target);
          if (navigated) return navigated.focus();
        } catch {
          // not controlled by this worker
        }
      }
      return self.clients.openWindow(target);
    })(),
  );
});
