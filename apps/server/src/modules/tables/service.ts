import type {
  TableSheetLayout,
  TCreateTableBody,
  TPublicTable,
  TTable,
  TUpdateTableBody,
  ZTableListQuery,
} from '@meja/contracts';
import type { z } from 'zod';
import { uniqueViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/errors';
import type { RepositoryOf } from '../../lib/repository-seam';
import { newToken } from '../../lib/tokens';
import type { ActorCtx, Ctx } from '../../plugins/context';
import { type MerchantScope, merchantScope, rowScope } from '../../policy/merchant-scope';
import { mediaUrls } from '../media/service';
import { renderQrSheet } from './qr-sheet';
import type { TableRow as Row } from './repository';
import * as tablesRepository from './repository';

/** What the table rules read and write: the database (repository.ts), or a fake in tables.service.spec.ts. */
export type TablesRepository = RepositoryOf<typeof tablesRepository>;

/** What a table's QR code opens in the diner's phone. */
export const qrUrlOf = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/order/t/${encodeURIComponent(token)}`;

const toTable =
  (ctx: Ctx) =>
  (r: Row): TTable => ({
    id: r.id,
    name: r.name,
    token: r.token,
    qr_url: qrUrlOf(ctx.publicUrl, r.token),
    created_at: r.createdAt.toISOString(),
  });

function conflictOf(err: unknown) {
  const constraint = uniqueViolation(err);
  if (constraint === undefined) return undefined;
  return fieldError('name', 'error.table_name_taken');
}

/** The table rules on a repository: the database's unless given another. */
export function tablesService(repo: TablesRepository = tablesRepository) {
  async function list(ctx: ActorCtx, query: z.output<typeof ZTableListQuery>) {
    const scope = await merchantScope(ctx, query.merchant_id);
    const { rows, ...counts } = await repo.listTables(ctx.db, scope, query);
    return { data: rows.map(toTable(ctx)), ...counts };
  }

  /** The caller's scope for a table named by id: another merchant's table is then "not found". */
  const scopeOf = (ctx: ActorCtx, id: number) => rowScope(ctx, () => repo.ownerOfTable(ctx.db, id));

  async function reply(ctx: ActorCtx, scope: MerchantScope, id: number) {
    const row = await repo.getTable(ctx.db, scope, id);
    if (!row) throw notFound();
    return toTable(ctx)(row);
  }

  async function get(ctx: ActorCtx, id: number) {
    return reply(ctx, await scopeOf(ctx, id), id);
  }

  async function create(ctx: ActorCtx, body: TCreateTableBody) {
    const scope = await merchantScope(
      ctx,
      body.merchant_id === undefined ? undefined : Number(body.merchant_id),
    );
    try {
      const id = await repo.insertTable(ctx.db, scope, { name: body.name.trim(), token: newToken() });
      return reply(ctx, scope, id);
    } catch (err) {
      throw conflictOf(err) ?? err;
    }
  }

  async function update(ctx: ActorCtx, id: number, body: TUpdateTableBody) {
    const scope = await scopeOf(ctx, id);
    try {
      if (!(await repo.updateTable(ctx.db, scope, id, { name: body.name.trim() }))) throw notFound();
    } catch (err) {
      throw conflictOf(err) ?? err;
    }
    return reply(ctx, scope, id);
  }

  /** A new code for the table: the printed old one stops working at once. */
  async function regenerate(ctx: ActorCtx, id: number) {
    const scope = await scopeOf(ctx, id);
    if (!(await repo.updateTable(ctx.db, scope, id, { token: newToken() }))) throw notFound();
    return reply(ctx, scope, id);
  }

  async function remove(ctx: ActorCtx, id: number) {
    if (!(await repo.deleteTable(ctx.db, await scopeOf(ctx, id), id))) throw notFound();
  }

  async function lookup(ctx: Ctx, token: string): Promise<TPublicTable> {
    const row = await repo.findByToken(ctx.db, token);
    if (!row) throw notFound();
    return { table: { name: row.name }, store: { id: row.storeId, display_name: row.storeName } };
  }

  /** The merchant's tables by name only (no QR tokens): for staff who key in an order for a table. */
  async function tableNames(ctx: Pick<ActorCtx, 'db'>, scope: MerchantScope) {
    const rows = await repo.allTables(ctx.db, scope);
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }

  /**
   * A print-ready A4 page of every table's QR code (qr-sheet.ts): cards to cut out, or table
   * tents to fold, each with the store's name and logo (its picture) and "Scan to order".
   */
  async function qrSheet(ctx: ActorCtx, merchantId?: number, layout: TableSheetLayout = 'a4') {
    const scope = await merchantScope(ctx, merchantId);
    const [rows, store] = await Promise.all([repo.allTables(ctx.db, scope), repo.sheetStore(ctx.db, scope)]);
    const { default: QRCode } = await import('qrcode');
    const tables = await Promise.all(
      rows.map(async (r) => ({
        name: r.name,
        svg: await QRCode.toString(qrUrlOf(ctx.publicUrl, r.token), {
          type: 'svg',
          margin: 1,
          errorCorrectionLevel: 'M',
        }),
      })),
    );
    const picture =
      store?.pictureKey && store.pictureFormat
        ? mediaUrls({ storageKey: store.pictureKey, format: store.pictureFormat }).original
        : null;
    const logoUrl = picture ? `${ctx.publicUrl.replace(/\/+$/, '')}${picture}` : null;
    return renderQrSheet(tables, { name: store?.name ?? '', logoUrl }, { layout, locale: ctx.locale });
  }

  return { list, get, create, update, regenerate, remove, lookup, tableNames, qrSheet };
}

export const { list, get, create, update, regenerate, remove, lookup, tableNames, qrSheet } = tablesService();
