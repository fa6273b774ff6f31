import type { Block } from './documents';
import type { PaperWidth } from './escpos';

/** Every value on the page is escaped: names and notes are typed by diners and staff. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

async function blockHtml(b: Block): Promise<string> {
  const e = escapeHtml;
  switch (b.kind) {
    case 'title':
      return `<h1>${e(b.text)}</h1>`;
    case 'big':
      return `<p class="big">${e(b.text)}</p>`;
    case 'center':
      return `<p class="center${b.bold ? ' bold' : ''}">${e(b.text)}</p>`;
    case 'text':
      return `<p class="${b.bold ? 'bold' : ''}">${e(b.text)}</p>`;
    case 'pair':
      return `<p class="pair${b.bold ? ' bold' : ''}"><span>${e(b.left)}</span><span>${e(b.right)}</span></p>`;
    case 'item': {
      const details = b.details.map((d) => `<li>${e(d)}</li>`).join('');
      return `<div class="item"><p class="pair"><span>${b.quantity} x ${e(b.name)}</span><span>${e(b.amount ?? '')}</span></p>${details ? `<ul>${details}</ul>` : ''}</div>`;
    }
    case 'rule':
      return '<hr>';
    case 'qr': {
      const { default: QRCode } = await import('qrcode');
      const svg = await QRCode.toString(b.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return `<figure class="qr">${svg}<figcaption>${e(b.caption)}</figcaption></figure>`;
    }
  }
}

/**
 * The same blocks as the printer's, as a page for the browser's print: as wide as the store's
 * paper (58 or 80 mm, the printer set-up's model), black on white. The portal prints it from a
 * frame, as it does the tables' QR sheet (no script here: the CSP allows none inline).
 */
export async function renderHtml(
  blocks: readonly Block[],
  o: { title: string; lang: string; paper: PaperWidth },
) {
  const paper = o.paper;
  const body = (await Promise.all(blocks.map(blockHtml))).join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(o.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(o.title)}</title>
<style>
  @page { size: ${paper}mm auto; margin: 4mm; }
  * { box-sizing: border-box; }
  body { margin: 0 auto; padding: 4mm; max-width: ${paper}mm; font: 12px/1.4 ui-monospace, monospace; color: #000; background: #fff; }
  h1 { margin: 0; font-size: 16px; text-align: center; }
  p { margin: 0; overflow-wrap: anywhere; }
  .center { text-align: center; }
  .bold { font-weight: 700; }
  .big { font-size: 22px; font-weight: 700; text-align: center; }
  .pair { display: flex; justify-content: space-between; gap: 8px; }
  .pair span:last-child { white-space: nowrap; }
  .item ul { margin: 0 0 0 2em; padding: 0; list-style: none; }
  hr { border: 0; border-top: 1px dashed #000; margin: 6px 0; }
  .qr { margin: 8px 0 4px; text-align: center; }
  .qr svg { width: 32mm; height: 32mm; }
  figcaption { font-size: 11px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
