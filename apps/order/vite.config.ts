import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  base,
  plugins: [react(), serviceWorker()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': { target: apiUrl, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: apiUrl, changeOrigin: true } } },
});
