// Makes the staff app's install icons from public/favicon.svg (run once when the logo changes;
// the PNGs are committed): 192 and 512 px as drawn, a maskable 512 px whose mark sits inside the
// safe circle on a full-bleed background, and a 180 px icon for Safari's "Add to Home Screen".
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = (p) => fileURLToPath(new URL(`../${p}`, import.meta.url));
const svg = readFileSync(here('public/favicon.svg'), 'utf8');
const mark = svg.match(/<path[^>]*\/>/)?.[0];
const fill = svg.match(/<rect[^>]*fill="([^"]+)"/)?.[1];
if (!mark || !fill) throw new Error('favicon.svg: expected one <rect> background and one <path> mark');

const render = (source, size, out) =>
  sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(here(`public/icons/${out}`));

// Maskable: the mark shrunk to 70% around the centre, so it stays inside the 80% safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${fill}"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${mark}</g></svg>`;
// Safari draws its own rounded corners: a square background.
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${fill}"/>${mark}</svg>`;

await render(svg, 192, 'icon-192.png');
await render(svg, 512, 'icon-512.png');
await render(maskable, 512, 'icon-maskable-512.png');
await render(square, 180, 'apple-touch-icon.png');
