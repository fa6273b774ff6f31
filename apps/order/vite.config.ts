import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, minify, type Plugin } from 'vite';
import { leanCalls } from '../../packages/contracts/lean-calls';

/** The API the dev server forwards /api to; API_URL points it at another port. */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const base = '/order/';
const here = fileURLToPath(new URL('.', import.meta.url));

/** Files under public/, as the built app serves them ("icons/icon-192.png"). */
function publicFiles(dir = join(here, 'public'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? publicFiles(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

/**
 * Writes sw.js from pwa/sw.js with this build's app shell (every JS, CSS and HTML file of the
 * bundle plus the public files) and a version that changes whenever any of them does.
 */
function serviceWorker(): Plugin {
  return {
    name: 'meja-order-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const built = Object.keys(bundle).filter((f) => /\.(js|css|html)$/.test(f));
      for (const f of built.sort()) {
        const item = bundle[f];
        hash.update(f);
        if (item?.type === 'asset') hash.update(item.source);
        else if (item?.type === 'chunk') hash.update(item.code);
      }
      const extra = publicFiles();
      for (const f of extra.sort()) hash.update(readFileSync(join(here, 'public', f)));
      const shell = [...built, ...extra].map((f) => `${base}${f}`);
      const source = readFileSync(join(here, 'pwa/sw.js'), 'utf8')
        .replace('__VERSION__', hash.digest('hex').slice(0, 16))
        .replace('__SHELL__', JSON.stringify(shell));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/**
 * Serves boot/boot.js as /order/boot.js (index.html loads it before the app) with the file of the
 * Chinese texts filled in, which it preloads for a phone that reads Chinese.
 */
function boot(): Plugin {
  const source = () => readFileSync(join(here, 'boot/boot.js'), 'utf8');
  return {
    name: 'meja-order-boot',
    configureServer(server) {
      server.middlewares.use(`${base}boot.js`, (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end(source());
      });
    },
    async generateBundle(_options, bundle) {
      const zh = Object.values(bundle).find(
        (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith('/src/i18n/zh.ts'),
      );
      if (!zh) this.error('the Chinese texts are not a chunk of their own: boot.js cannot preload them');
      const { code } = await minify('boot.js', source().replace('__ZH_CHUNK__', `${base}${zh.fileName}`));
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: code });
    },
  };
}

export default defineConfig({
  base,
  // boot() first: the service worker's list of files includes what it emits.
  plugins: [react(), leanCalls(), boot(), serviceWorker()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': { target: apiUrl, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: apiUrl, changeOrigin: true } } },
});
