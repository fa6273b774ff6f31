import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { leanCalls } from '../../packages/contracts/lean-calls';

/** The API the dev server forwards /api to; API_URL points it at another port. */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react(), leanCalls()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': { target: apiUrl, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: apiUrl, changeOrigin: true } } },
});
