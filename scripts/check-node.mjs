#!/usr/bin/env node
// Run first by npm start and the test scripts. npm puts node_modules/.bin first on a script's PATH,
// and the root's devDependency `node` puts Node 24 there (ADR 0019). A script that finds an older
// Node has run without that install (or outside npm): stop before anything half works on it.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = Number(/\d+/.exec(engines.node)?.[0]);
const major = Number(process.versions.node.split('.')[0]);
if (!(major >= wanted)) {
  console.error(
    `Meja needs Node ${engines.node}, but this script runs on Node ${process.version} (${process.execPath}).\n` +
      'Run `npm install` first: it puts Node 24 into node_modules/.bin, which npm scripts run first.',
  );
  process.exit(1);
}
