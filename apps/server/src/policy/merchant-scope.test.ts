import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import type { Db } from '../db/client';
import { newToken } from '../lib/tokens';
import * as media from '../modules/media/repository';
import * as categories from '../modules/menu/categories/repository';
import * as foods from '../modules/menu/foods/repository';
import * as optionGroups from '../modules/menu/options/repository';
import * as merchants from '../modules/merchants/repository';
import * as staff from '../modules/staff/repository';
import * as tables from '../modules/tables/repository';
import { type ActorCtx, signedIn } from '../plugins/context';
import type { Actor } from '../policy';
import { type MerchantScope, merchantScope, rowScope } from './merchant-scope';

let t: TestApp;
let db: Db;
let mine: MerchantScope;
let theirs: MerchantScope;
let merchantCtx: ActorCtx;
let adminCtx: ActorCtx;

const actor = (id: number, role: Actor['role']): Actor => ({
  id,
  role,
  username: `${role}${id}`,
  firstLogin: false,
  merchantId: null,
  accessOption: null,
  termsPending: false,
});

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const a = await t.merchant('scope_a');
  const b = await t.merchant('scope_b');
  const admin = (await t.call(await t.token('admin'), { method: 'GET', url: '/api/me' })).json().data.id;
  merchantCtx = signedIn(t.ctx(actor(a.id, 'merchant')));
  adminCtx = signedIn(t.ctx(actor(admin, 'admin')));
  mine = await merchantScope(merchantCtx);
  theirs = await merchantScope(signedIn(t.ctx(actor(b.id, 'merchant'))));
});
afterAll(() => t.close());

/**
 * Each merchant-owned entity: made under one scope, read back by id, renamed, deleted. What the
 * repository finds and changes under another merchant's scope is nothing.
 */
interface Entity {
  create(scope: MerchantScope): Promise<number>;
  /** The row's name as the scope reads it; undefined when it finds no such row. */
  name(scope: MerchantScope, id: number): Promise<string | null | undefined>;
  rename(scope: MerchantScope, id: number, name: string): Promise<unknown>;
  remove(scope: MerchantScope, id: number): Promise<unknown>;
}

const entities: Record<string, Entity> = {
  table: {
    create: (s) => tables.insertTable(db, s, { name: 'Patio', token: newToken() }),
    name: async (s, id) => (await tables.getTable(db, s, id))?.name,
    rename: (s, id, name) => tables.updateTable(db, s, id, { name }),
    remove: (s, id) => tables.deleteTable(db, s, id),
  },
  category: {
    create: (s) => categories.insertCategory(db, s, { kind: 'food', name: 'Rice', active: true }),
    name: async (s, id) => (await categories.getCategory(db, s, id))?.name,
    rename: (s, id, name) => categories.updateCategory(db, s, id, undefined, { name }),
    remove: (s, id) => categories.deleteCategory(db, s, id),
  },
  food: {
    async create(s) {
      const categoryId = await categories.insertCategory(db, s, {
        kind: 'food',
        name: 'Noodles',
        active: true,
      });
      return foods.insertFood(db, s, {
        kind: 'food',
        name: 'Laksa',
        categoryId,
        priceSen: 1200,
        priority: 1,
      });
    },
    name: async (s, id) => (await foods.getFood(db, s, id))?.name,
    rename: (s, id, name) => foods.updateFood(db, s, id, undefined, { name }),
    remove: (s, id) => foods.deleteFood(db, s, id),
  },
  'option group': {
    create: (s) => optionGroups.insertGroup(db, s, { name: 'Spice', minQty: 0, maxQty: 1 }),
    name: async (s, id) => (await optionGroups.getGroup(db, s, id))?.name,
    rename: (s, id, name) => optionGroups.updateGroup(db, s, id, undefined, { name }),
    remove: (s, id) => optionGroups.deleteGroup(db, s, id),
  },
  'staff member': {
    create: (s) =>
      staff.insertStaff(db, s, { email: `${newToken()}@scope.my`, name: 'Ah Chong', passwordHash: 'x' }),
    name: async (s, id) => (await staff.getStaff(db, s, id))?.name,
    rename: (s, id, name) => staff.updateStaff(db, s, id, { name }),
    remove: (s, id) => staff.deleteStaff(db, s, id),
  },
  'media item': {
    create: async (s) =>
      (
        await media.insertMedia(db, s, {
          storageKey: newToken(),
          format: 'jpeg',
          width: 1,
          height: 1,
          bytes: 1,
          displayName: 'Front',
        })
      ).id,
    name: async (s, id) => (await media.getMedia(db, s, id))?.displayName,
    rename: (s, id, displayName) => media.updateMedia(db, s, id, { displayName }),
    remove: (s, id) => media.deleteMedia(db, s, id),
  },
};

describe('merchant scope', () => {
  it.each(Object.entries(entities))("finds and changes no other merchant's %s", async (_, entity) => {
    const id = await entity.create(mine);
    const before = await entity.name(mine, id);
    expect(before).toBeTruthy();
    expect(await entity.name(theirs, id)).toBeUndefined();
    await entity.rename(theirs, id, 'Taken over');
    await entity.remove(theirs, id);
    expect(await entity.name(mine, id)).toBe(before);
    await entity.rename(mine, id, 'Renamed');
    expect(await entity.name(mine, id)).toBe('Renamed');
    await entity.remove(mine, id);
    expect(await entity.name(mine, id)).toBeUndefined();
  });

  it("writes no other merchant's store, company or sub printers", async () => {
    await merchants.upsertStore(db, mine, { displayName: 'Kedai A' });
    await merchants.upsertCompany(db, mine, { name: 'A Sdn Bhd' });
    await merchants.replaceSubPrinters(db, mine, [{ name: 'Bar', series_no: 'SN-A' }]);
    await merchants.upsertStore(db, theirs, { displayName: 'Kedai B' });
    await merchants.upsertCompany(db, theirs, { name: 'B Sdn Bhd' });
    await merchants.replaceSubPrinters(db, theirs, []);
    expect((await merchants.getStore(db, mine))?.displayName).toBe('Kedai A');
    expect((await merchants.getCompany(db, mine))?.name).toBe('A Sdn Bhd');
    expect((await merchants.listSubPrinters(db, mine)).map((p) => p.seriesNo)).toEqual(['SN-A']);
    expect((await merchants.getStore(db, theirs))?.displayName).toBe('Kedai B');
  });

  it("gives a merchant its own scope, and an admin the scope of the row's merchant", async () => {
    const id = await tables.insertTable(db, mine, { name: 'Corner', token: newToken() });
    const ownerOfTable = () => tables.ownerOfTable(db, id);
    expect(await rowScope(merchantCtx, ownerOfTable)).toEqual(mine);
    expect(await rowScope(adminCtx, ownerOfTable)).toEqual(mine);
    await expect(rowScope(adminCtx, () => tables.ownerOfTable(db, 999_999))).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(merchantScope(merchantCtx, theirs.merchantId)).rejects.toMatchObject({ code: 'not_found' });
    await expect(merchantScope(adminCtx)).rejects.toMatchObject({
      errors: { merchant_id: 'validation.required' },
    });
  });
});
