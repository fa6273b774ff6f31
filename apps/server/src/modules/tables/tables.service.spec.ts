import { describe, expect, it } from 'vitest';
import { actorCtx, expectAppError, uniqueViolation } from '../../../test/fast';
import type { MerchantScope } from '../../policy/scope';
import type { TableRow } from './repository';
import { type TablesRepository, tablesService } from './service';

/** Tables of two merchants (1 and 2) in memory, names unique per merchant as the database keeps them. */
function world() {
  const rows: TableRow[] = [];
  const stores = new Map([[1, { storeId: 11, storeName: 'Restoran Satu' }]]);
  let nextId = 1;
  const nameTaken = (merchantId: number, name: string, except?: number) =>
    rows.some(
      (r) => r.merchantId === merchantId && r.id !== except && r.name.toLowerCase() === name.toLowerCase(),
    );
  const repo: TablesRepository = {
    async listTables(_db, scope, f) {
      const own = rows.filter((r) => r.merchantId === scope.merchantId);
      const term = f.search?.toLowerCase();
      const kept = term ? own.filter((r) => r.name.toLowerCase().includes(term)) : own;
      return {
        rows: kept.slice(f.start, f.start + f.length),
        recordsTotal: own.length,
        recordsFiltered: kept.length,
      };
    },
    allTables: async (_db, scope) => rows.filter((r) => r.merchantId === scope.merchantId),
    ownerOfTable: async (_db, id) => rows.find((r) => r.id === id)?.merchantId,
    getTable: async (_db, scope, id) => rows.find((r) => r.id === id && r.merchantId === scope.merchantId),
    async insertTable(_db, scope, values) {
      if (nameTaken(scope.merchantId, values.name)) throw uniqueViolation('dining_tables_merchant_name');
      const row = { id: nextId++, merchantId: scope.merchantId, createdAt: new Date(), ...values };
      rows.push(row);
      return row.id;
    },
    async updateTable(_db, scope, id, values) {
      const row = rows.find((r) => r.id === id && r.merchantId === scope.merchantId);
      if (!row) return false;
      if (values.name && nameTaken(row.merchantId, values.name, id))
        throw uniqueViolation('dining_tables_merchant_name');
      Object.assign(row, values);
      return true;
    },
    async deleteTable(_db, scope, id) {
      const at = rows.findIndex((r) => r.id === id && r.merchantId === scope.merchantId);
      if (at < 0) return false;
      rows.splice(at, 1);
      return true;
    },
    async sheetStore(_db, scope) {
      const store = stores.get(scope.merchantId);
      return store && { name: store.storeName, pictureKey: null, pictureFormat: null };
    },
    async findByToken(_db, token) {
      const row = rows.find((r) => r.token === token);
      const store = row && stores.get(row.merchantId);
      return row && store && { name: row.name, ...store };
    },
  };
  return { rows, service: tablesService(repo) };
}

const owner = actorCtx({ id: 1 });
const otherOwner = actorCtx({ id: 2 });
const staff = actorCtx({ id: 30, role: 'staff', merchantId: 1 });
const page = { start: 0, length: 10 };

describe('tables (fast tier)', () => {
  it("makes a table with a trimmed name and a code that opens the store's menu", async () => {
    const { service } = world();
    const table = await service.create(owner, { name: '  Patio  ' });
    expect(table.name).toBe('Patio');
    expect(table.token).toMatch(/^[\w-]{43}$/);
    expect(table.qr_url).toBe(`http://meja.test/order/t/${table.token}`);
    expect(await service.lookup(owner, table.token)).toEqual({
      table: { name: 'Patio' },
      store: { id: 11, display_name: 'Restoran Satu' },
    });
  });

  it('refuses a name the merchant already uses, on the name field; another merchant may use it', async () => {
    const { service } = world();
    await service.create(owner, { name: 'Patio' });
    await expectAppError(service.create(owner, { name: 'patio' }), 'validation', {
      errors: { name: 'error.table_name_taken' },
    });
    const window = await service.create(owner, { name: 'Window' });
    await expectAppError(service.update(owner, window.id, { name: 'Patio' }), 'validation', {
      errors: { name: 'error.table_name_taken' },
    });
    expect((await service.create(otherOwner, { name: 'Patio' })).name).toBe('Patio');
  });

  it("keeps each merchant to their own tables: another's is not found, whoever names it", async () => {
    const { service } = world();
    const theirs = await service.create(otherOwner, { name: 'Theirs' });
    for (const call of [
      service.get(owner, theirs.id),
      service.update(owner, theirs.id, { name: 'Mine now' }),
      service.regenerate(owner, theirs.id),
      service.remove(owner, theirs.id),
      service.get(staff, theirs.id),
      service.create(owner, { name: 'Sneaky', merchant_id: 2 }),
      service.list(owner, { ...page, merchant_id: 2 }),
    ])
      await expectAppError(call, 'not_found');
    expect((await service.get(otherOwner, theirs.id)).name).toBe('Theirs');
    // An admin naming a table nobody has is told it is not found before any merchant is looked at.
    await expectAppError(service.get(actorCtx({ id: 99, role: 'admin' }), 999), 'not_found');
  });

  it("lets the merchant's staff work on its tables", async () => {
    const { service } = world();
    const table = await service.create(staff, { name: 'Bar 1' });
    expect((await service.list(owner, page)).data.map((t) => t.name)).toEqual(['Bar 1']);
    await service.remove(staff, table.id);
    expect((await service.list(owner, page)).recordsTotal).toBe(0);
  });

  it('a new code stops the printed one at once', async () => {
    const { service } = world();
    const table = await service.create(owner, { name: 'Patio' });
    const fresh = await service.regenerate(owner, table.id);
    expect(fresh.token).not.toBe(table.token);
    await expectAppError(service.lookup(owner, table.token), 'not_found');
    expect((await service.lookup(owner, fresh.token)).table.name).toBe('Patio');
  });

  it('gives staff keying in an order the names only, never a code', async () => {
    const { service } = world();
    await service.create(owner, { name: 'Patio' });
    const names = await service.tableNames(owner, { merchantId: 1 } as MerchantScope);
    expect(names).toEqual([{ id: 1, name: 'Patio' }]);
  });

  it('prints every table with its name as text, never as markup', async () => {
    const { service } = world();
    expect(await service.qrSheet(owner)).toContain('<p class="empty">—</p>');
    await service.create(owner, { name: 'Patio' });
    await service.create(owner, { name: '<b>VIP</b> & "Co"' });
    const html = await service.qrSheet(owner);
    expect(html.match(/<figure class="card"><svg/g)).toHaveLength(2);
    expect(html).toContain('<figcaption>&lt;b&gt;VIP&lt;/b&gt; &amp; &quot;Co&quot;</figcaption>');
    expect(html).not.toContain('<b>VIP</b>');
  });

  it('prints twelve cards to an A4 page, each with the store, the table and both languages (issue 28)', async () => {
    const { service } = world();
    for (let i = 1; i <= 13; i++) await service.create(owner, { name: `T${i}` });
    const html = await service.qrSheet(owner);
    expect(html.match(/<section class="page">/g)).toHaveLength(2);
    expect(html.match(/<article class="tile">/g)).toHaveLength(13);
    expect(html.match(/<span class="store">Restoran Satu<\/span>/g)).toHaveLength(13);
    expect(html).toContain('<svg role="img" aria-label="QR code to order at table T13" ');
    // No picture saved: no logo, nothing broken.
    expect(html).not.toContain('<img');
    const tents = await service.qrSheet(owner, undefined, 'tent');
    expect(tents.match(/<section class="tent">/g)).toHaveLength(13);
  });
});
