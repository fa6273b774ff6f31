import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { leanCalls } from '../../packages/contracts/lean-calls';

/** The API the dev server forwards /api to; API_URL points it at another port. */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The staff app installs and loads with no connection (issue 28): Workbox precaches the whole
 * built portal, every lazy screen included, and any path of the portal opens its index.html.
 * Not the API (calls must reach the server, or fail and be queued), and not the diner's app at
 * /order, which has a service worker of its own for its own scope.
 */
const pwa = VitePWA({
  // The new worker takes over as soon as it is installed (skipWaiting, clientsClaim): the next
  // load is the new build, whether or not another tab is open. The page is not reloaded under
  // the user's hands: src/offline/service-worker.ts offers the reload.
  registerType: 'autoUpdate',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Meja Staff',
    short_name: 'Meja Staff',
    description: 'The cashier board, key-in, kitchen display and ready-to-serve list, online or off.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#d4380d',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    // Antd's and the rich-text editor's chunks are large; a screen missing from the cache would
    // not open offline.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/order(\/|$)/],
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    // Controls the page that installed it: the first load works offline from then on.
    clientsClaim: true,
    // Nothing is cached at run time: data lives in IndexedDB (src/offline/persist.ts).
    runtimeCaching: [],
  },
});

export default defineConfig({
  base: '/',
  plugins: [react(), leanCalls(), pwa],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': { target: apiUrl, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: apiUrl, changeOrigin: true } } },
});
