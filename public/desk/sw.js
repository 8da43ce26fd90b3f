/*
 * The desk's service worker (scope /desk/): it only shows the service's push alerts and, when one
 * is tapped, opens the booking it names in the desk, reusing an open desk window when there is one.
 * It caches nothing: the desk always reads the day from the service.
 *
 * A push carries JSON { title, body, url, tag }: url is a path inside /desk/ (anything else opens
 * the desk's start), tag lets a newer alert about the same booking replace the older one.
 */
const DESK = '/desk/';

/** A same-origin path under /desk/, or the desk's start. */
function deskUrl(candidate) {
  try {
    const url = new URL(candidate, self.location.origin);
    if (url.origin === self.location.origin && url.pathname.startsWith(DESK)) return url.href;
  } catch {
    // not a URL: fall back to the desk's start
  }
  return new URL(DESK, self.location.origin).href;
}

self.addEventListener('push', (event) => {
  let alert;
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof alert.title === 'string' && alert.title !== '' ? alert.title : 'Aurum Atelier';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof alert.body === 'string' ? alert.body : '',
      tag: typeof alert.tag === 'string' ? alert.tag : undefined,
      icon: '/favicon.svg',
      data: { url: deskUrl(typeof alert.url === 'string' ? alert.url : DESK) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = deskUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const desk = windows.find((client) => new URL(client.url).pathname.startsWith(DESK));
      if (desk) {
        const opened = await desk.navigate(target).catch(() => null);
        return (opened ?? desk).focus();
      }
      return self.clients.openWindow(target);
    }),
  );
});

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
