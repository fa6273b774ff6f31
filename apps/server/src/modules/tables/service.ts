import type {
  TCreateTableBody,
  TPublicTable,
  TTable,
  TUpdateTableBody,
  ZTableListQuery,
} from '@meja/contracts';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { uniqueViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/errors';
import { merchantOf } from '../../lib/tenant';
import { newToken } from '../../lib/tokens';
import type { ActorCtx, Ctx } from '../../plugins/context';
import * as repo from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.getTable>>>;

/** What a table's QR code opens in the diner's phone. */
export const qrUrlOf = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/order/t/${encodeURIComponent(token)}`;

const toTable =
  (publicUrl: string) =>
  (r: Row): TTable => ({
    id: r.id,
    name: r.name,
    token: r.token,
    qr_url: qrUrlOf(publicUrl, r.token),
    created_at: r.createdAt.toISOString(),
  });

function conflictOf(err: unknown) {
  const constraint = uniqueViolation(err);
  if (constraint === undefined) return undefined;
  return fieldError('name', 'error.table_name_taken');
}

export async function list(ctx: ActorCtx, publicUrl: string, query: z.output<typeof ZTableListQuery>) {
  const merchantId = await merchantOf(ctx, query.merchant_id);
  const { rows, ...counts } = await repo.listTables(ctx.db, merchantId, query);
  return { data: rows.map(toTable(publicUrl)), ...counts };
}

/** A table of the caller's merchant; another merchant's table is "not found". */
async function own(ctx: ActorCtx, id: number) {
  const row = await repo.getTable(ctx.db, id);
  if (!row) throw notFound();
  await merchantOf(ctx, row.merchantId);
  return row;
}

export async function get(ctx: ActorCtx, publicUrl: string, id: number) {
  return toTable(publicUrl)(await own(ctx, id));
}

export async function create(ctx: ActorCtx, publicUrl: string, body: TCreateTableBody) {
  const merchantId = await merchantOf(
    ctx,
    body.merchant_id === undefined ? undefined : Number(body.merchant_id),
  );
  try {
    const id = await repo.insertTable(ctx.db, { merchantId, name: body.name.trim(), token: newToken() });
    return get(ctx, publicUrl, id);
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
}

export async function update(ctx: ActorCtx, publicUrl: string, id: number, body: TUpdateTableBody) {
  await own(ctx, id);
  try {
    await repo.updateTable(ctx.db, id, { name: body.name.trim() });
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
  return get(ctx, publicUrl, id);
}

/** A new code for the table: the printed old one stops working at once. */
export async function regenerate(ctx: ActorCtx, publicUrl: string, id: number) {
  await own(ctx, id);
  await repo.updateTable(ctx.db, id, { token: newToken() });
  return get(ctx, publicUrl, id);
}

export async function remove(ctx: ActorCtx, id: number) {
  await own(ctx, id);
  await repo.deleteTable(ctx.db, id);
}

export async function lookup(ctx: Ctx, token: string): Promise<TPublicTable> {
  const row = await repo.findByToken(ctx.db, token);
  if (!row) throw notFound();
  return { table: { name: row.name }, store: { id: row.storeId, display_name: row.storeName } };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A print-ready A4 page: every table's QR code with its name under it. */
export async function qrSheet(ctx: ActorCtx, publicUrl: string, merchantId?: number) {
  const merchant = await merchantOf(ctx, merchantId);
  const rows = await repo.allTables(ctx.db, merchant);
  const cards = await Promise.all(
    rows.map(async (r) => {
      const svg = await QRCode.toString(qrUrlOf(publicUrl, r.token), {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      });
      return `<figure class="card">${svg}<figcaption>${escapeHtml(r.name)}</figcaption></figure>`;
    }),
  );
  return `<!doctype html>
<html lang="${ctx.locale}">
<head>
<meta charset="utf-8">
<title>QR codes</title>
<style>
  @page { size: A4; margin: 12mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, sans-serif; color: #000; background: #fff; }
  .sheet { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8mm; }
  .card { margin: 0; padding: 4mm; border: 1px dashed #999; text-align: center; break-inside: avoid; page-break-inside: avoid; }
  .card svg { width: 50mm; height: 50mm; display: block; margin: 0 auto; }
  figcaption { margin-top: 3mm; font-size: 14pt; font-weight: 600; overflow-wrap: anywhere; }
  .empty { font-size: 14pt; }
  @media print { .card { border-color: #ccc; } }
</style>
</head>
<body>
${cards.length ? `<main class="sheet">${cards.join('\n')}</main>` : '<p class="empty">—</p>'}
</body>
</html>
`;
}
