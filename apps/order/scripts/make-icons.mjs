// Draws the app's PNG icons (public/icons) from the Meja mark, for the web app manifest and iOS.
// Run once when the mark changes: node apps/order/scripts/make-icons.mjs (uses the server's sharp).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
mkdirSync(out, { recursive: true });

const mark = 'M7 23V9h3.2l5.8 8 5.8-8H25v14h-3.4v-8.6L16 22l-5.6-7.6V23z';
/** The mark on the brand colour; `scale` < 1 keeps it inside a maskable icon's safe zone. */
const svg = (rounded, scale) => {
  const offset = 16 - 16 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
    <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="#d4380d"/>
    <path transform="translate(${offset} ${offset}) scale(${scale})" d="${mark}" fill="#fff"/>
  </svg>`;
};

const icons = [
  ['icon-192.png', 192, true, 1],
  ['icon-512.png', 512, true, 1],
  ['icon-maskable-512.png', 512, false, 0.72],
  ['apple-touch-icon.png', 180, false, 0.86],
];
for (const [name, size, rounded, scale] of icons) {
  await sharp(Buffer.from(svg(rounded, scale)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}${name}`);
}
console.log(`icons written to ${out}`);
