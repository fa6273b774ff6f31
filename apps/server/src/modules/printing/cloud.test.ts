import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { markPaid } from '../orders/service';
import { printingJobs } from './jobs';
import { type FakeCloud, startFakeCloud } from './test-support/fake-cloud';
import {
  jobsOf,
  type PrintingFixture,
  placeOrder,
  printingFixture,
  setMainPrinter,
  testPrinting,
} from './test-support/fixture';

/** Cloud printers, addressed by serial number through the vendor's API (a fake of it on 127.0.0.1). */
let t: TestApp;
let db: Db;
let cloud: FakeCloud;
let fx: PrintingFixture;
const serial = 'N411P0A1B2C3';

beforeAll(async () => {
  cloud = await startFakeCloud();
  t = await createTestApp({ jobs: printingJobs, printing: testPrinting(cloud) });
  db = t.database.db;
  fx = await printingFixture(t, 'printing-cloud');
  cloud.printers.set(serial, true);
  await setMainPrinter(db, fx.merchantId, serial, { autoPrint: true });
});
afterAll(async () => {
  await t?.close();
  await cloud?.close();
});

describe('a cloud printer', () => {
  it('prints once when its acknowledgement was lost and the job tried again', async () => {
    const order = await placeOrder(t, fx, [{ food_id: fx.food.teh, quantity: 3 }]);
    cloud.loseNextAnswer();
    await markPaid(t.ctx(), order.id, { via: 'counter' });
    const rows = await vi.waitFor(
      async () => {
        const r = await jobsOf(db, order.id);
        expect(r.map((j) => j.status)).toEqual(['printed', 'printed']);
        return r;
      },
      { timeout: 20_000, interval: 100 },
    );
    // One of the two prints lost its answer: tried twice, printed once.
    expect(rows.map((j) => j.attempts).sort()).toEqual([1, 2]);
    expect(cloud.pushes).toBe(3);
    const printed = cloud.prints.filter((p) => rows.some((j) => j.key === p.tradeNo));
    expect(printed).toHaveLength(2);
    expect(printed.map((p) => p.receipt.text).find((x) => x.includes('KITCHEN'))).toContain('3 x Teh Tarik');
    expect(printed.map((p) => p.receipt.text).find((x) => x.includes('RECEIPT'))).toMatch(/Total +RM/);
  });

  it('answers online through the cloud, and a serial number it does not know is off', async () => {
    const check = () => t.call(fx.token, { method: 'GET', url: '/api/admin/merchant/printer_connection' });
    expect((await check()).json().data.online).toBe(true);
    cloud.printers.set(serial, false);
    expect((await check()).json().data).toEqual({
      online: false,
      message: 'Printer number incorrect or status off',
    });
    cloud.printers.set(serial, true);
    await setMainPrinter(db, fx.merchantId, 'N411UNKNOWN0');
    const res = await t.call(fx.token, {
      method: 'POST',
      url: '/api/admin/merchant/test_receipt',
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Printer number incorrect or status off');
    await setMainPrinter(db, fx.merchantId, serial);
    const ok = await t.call(fx.token, {
      method: 'POST',
      url: '/api/admin/merchant/test_receipt',
      payload: {},
    });
    expect(ok.json().message).toBe('Print successful');
    expect(cloud.prints.at(-1)?.receipt.text).toContain('TEST PRINT');
  });
});
