#!/usr/bin/env node
// The production server as one ES module (dist/server/main.js): node loads it in a fraction of the
// time tsx takes to compile ~400 TypeScript files at every start (issue 16: a restart of the
// embedded default ready in under 2 s). npm packages stay outside and load from node_modules; the
// workspace's own TypeScript packages (@meja/*) are bundled in. The output sits two folders below
// apps/server, as src/db and src/plugins do, so their paths to drizzle/ and the web apps' dist/ hold.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every bare import but the workspace's own packages is left to node_modules at run time. */
const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@meja/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [`${root}src/main.ts`],
  outfile: `${root}dist/server/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [npmPackagesOutside],
  logLevel: 'warning',
});
