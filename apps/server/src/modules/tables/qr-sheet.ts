import { type MessageKey, type ServerLocale, type TableSheetLayout, translate } from '@meja/contracts';

/**
 * The tables' QR codes as a page to print (issue 28): each code with the store's name and logo,
 * the table's name and "Scan to order" in English and Chinese at once (diners read either), on A4.
 * 'a4' is a grid of cards, twelve to a page, with dashed cut lines between them; 'tent' gives each
 * table a page folded across the middle into a table tent, its code on both faces (the upper face
 * upside down, so that it reads upright once folded).
 */

export interface SheetTable {
  name: string;
  /** The code as an SVG element (qrcode's output). */
  svg: string;
}

export interface SheetStore {
  name: string;
  /** The store's picture as an absolute URL (the sheet prints from a blob: frame), or null. */
  logoUrl: string | null;
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Both languages' words at once, each marked with its language (a screen reader switches voice). */
const bothLanguages = (key: MessageKey) =>
  `<span lang="en">${escapeHtml(translate('en', key))}</span><span lang="zh-Hans">${escapeHtml(translate('zh', key))}</span>`;

/** The code with its alternative text; `hidden` for the tent's second copy of the same code. */
function code(svg: string, alt: string, hidden = false) {
  const label = hidden ? 'aria-hidden="true"' : `role="img" aria-label="${escapeHtml(alt)}"`;
  return svg.replace(/^\s*<svg /, `<svg ${label} `);
}

function brand(store: SheetStore) {
  const logo = store.logoUrl ? `<img src="${escapeHtml(store.logoUrl)}" alt="">` : '';
  return `<header class="brand">${logo}<span class="store">${escapeHtml(store.name)}</span></header>`;
}

const cardCss = `
  .page { display: grid; grid-template-columns: repeat(3, 1fr); grid-auto-rows: 69mm; width: 190mm;
    border-top: 0.3mm dashed #888; border-left: 0.3mm dashed #888; break-after: page; }
  .page:last-child { break-after: auto; }
  .tile { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1.5mm;
    padding: 3mm; border-right: 0.3mm dashed #888; border-bottom: 0.3mm dashed #888; text-align: center;
    overflow: hidden; break-inside: avoid; }
  .brand img { height: 8mm; max-width: 22mm; }
  .store { font-size: 10pt; }
  .card svg { width: 38mm; height: 38mm; }
  figcaption { font-size: 16pt; }
  .scan { font-size: 10pt; }`;

const tentCss = `
  @page { size: A4; margin: 0; }
  .tent { display: grid; grid-template-rows: 1fr 0 1fr; width: 210mm; height: 297mm; break-after: page;
    break-inside: avoid; }
  .tent:last-child { break-after: auto; }
  .face { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4mm;
    padding: 10mm 14mm; text-align: center; overflow: hidden; }
  .face.back { transform: rotate(180deg); }
  .fold { position: relative; border-top: 0.3mm dashed #888; }
  .fold p { position: absolute; right: 10mm; top: -2.4mm; margin: 0; padding: 0 2mm; background: #fff;
    color: #555; font-size: 7pt; }
  .fold span + span::before { content: " / "; }
  .brand img { height: 16mm; max-width: 60mm; }
  .store { font-size: 18pt; }
  .card svg { width: 62mm; height: 62mm; }
  figcaption { font-size: 28pt; }
  .scan { font-size: 16pt; }`;

export function renderQrSheet(
  tables: SheetTable[],
  store: SheetStore,
  opts: { layout: TableSheetLayout; locale: ServerLocale },
) {
  const say = (key: MessageKey, vars?: Record<string, string>) =>
    escapeHtml(translate(opts.locale, key, vars));
  const alt = (t: SheetTable) => translate(opts.locale, 'tables.sheet.qr_alt', { table: t.name });
  const face = (t: SheetTable, back = false) =>
    `${brand(store)}<figure class="card">${code(t.svg, alt(t), back)}<figcaption>${escapeHtml(t.name)}</figcaption></figure><p class="scan">${bothLanguages('tables.sheet.scan')}</p>`;

  let body: string;
  if (!tables.length) body = '<p class="empty">—</p>';
  else if (opts.layout === 'tent') {
    const fold = `<div class="fold"><p>${bothLanguages('tables.sheet.fold')}</p></div>`;
    body = tables
      .map(
        (t) =>
          `<section class="tent"><div class="face back" aria-hidden="true">${face(t, true)}</div>${fold}<div class="face">${face(t)}</div></section>`,
      )
      .join('\n');
  } else {
    const pages: string[] = [];
    for (let i = 0; i < tables.length; i += 12) {
      const tiles = tables.slice(i, i + 12).map((t) => `<article class="tile">${face(t)}</article>`);
      pages.push(`<section class="page">${tiles.join('\n')}</section>`);
    }
    body = pages.join('\n');
  }

  return `<!doctype html>
<html lang="${opts.locale}">
<head>
<meta charset="utf-8">
<title>${say('tables.sheet.title', { store: store.name })}</title>
<style>
  @page { size: A4; margin: 10mm; }
  * { box-sizing: border-box; }
  html, body { margin: 0; }
  body { font-family: system-ui, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif; color: #000;
    background: #fff; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .brand { display: flex; align-items: center; justify-content: center; gap: 2mm; max-width: 100%; }
  .brand img { object-fit: contain; }
  .store { font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .card { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 1mm; }
  .card svg { display: block; }
  figcaption { font-weight: 700; line-height: 1.1; overflow-wrap: anywhere; }
  .scan { margin: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: 0 0.6em; }
  .scan span + span::before { content: "/"; margin-right: 0.6em; color: #666; }
  .empty { font-size: 14pt; }
  @media screen { body { background: #eee; padding: 10mm; } .page, .tent { margin: 0 auto 10mm; background: #fff; } }
  ${opts.layout === 'tent' ? tentCss : cardCss}
</style>
</head>
<body class="${opts.layout}">
${body}
</body>
</html>
`;
}
