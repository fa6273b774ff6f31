#!/usr/bin/env node
// The first screen's budget (issues 5 and 16): the JS and CSS that dist/index.html loads up front
// (scripts, modulepreloads, stylesheets), gzipped, must stay within 90 KB. Lazy chunks do not count.
// Run after `npm run build -w @meja/order`; exits 1 above the budget or when the build is missing.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const budgetKB = 90;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const base = '/order/';

if (!existsSync(`${dist}index.html`)) {
  console.error('apps/order/dist/index.html is missing: run `npm run build -w @meja/order` first');
  process.exit(1);
}
const html = readFileSync(`${dist}index.html`, 'utf8');

const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
const urls = new Set();
for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
  const src = attr(tag, 'src');
  if (src) urls.add(src);
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
  const rel = attr(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
  const href = attr(tag, 'href');
  if (href && (rel.includes('modulepreload') || rel.includes('stylesheet'))) urls.add(href);
}

let total = 0;
const rows = [];
for (const url of urls) {
  if (/^(https?:)?\/\//.test(url)) {
    console.error(`${url}: loaded from another origin, cannot be measured`);
    process.exit(1);
  }
  const file = url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, '');
  const bytes = gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
  total += bytes;
  rows.push([file, bytes]);
}

const kb = (n) => (n / 1024).toFixed(1);
for (const [file, bytes] of rows.sort((a, b) => b[1] - a[1]))
  console.log(`${kb(bytes).padStart(7)} KB  ${file}`);
const verdict = total <= budgetKB * 1024 ? 'within' : 'OVER';
console.log(`first screen: ${kb(total)} KB gzip of ${budgetKB} KB (${verdict} budget, ${rows.length} files)`);
if (verdict === 'OVER') process.exit(1);
