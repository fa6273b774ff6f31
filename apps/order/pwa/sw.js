/*
 * The diner app's service worker: keeps the app's own files (the "shell") so it opens at once and
 * installs as an app. It never touches API calls: menus, prices and orders always come from the
 * server. The build fills in the version and the list of files (vite.config.ts).
 */
const version = '__VERSION__';
const shell = __SHELL__;
const cacheName = `meja-order-${version}`;
const base = '/order/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    // No skipWaiting: pages open on the previous release keep its files until they are closed.
    caches.open(cacheName).then((cache) => cache.addAll(shell)),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('meja-order-') && k !== cacheName).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(base)) return;

  // Pages: the network first (a new release shows at once), the cached shell when offline.
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(`${base}index.html`)));
    return;
  }
  // The app's own files: from the cache when there, else the network.
  if (shell.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  }
});
