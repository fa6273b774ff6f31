import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { diningTables, foods, menuCategories, orderEvents, orderLines } from '../../db/schema';
import { printingJobs } from '../printing/jobs';
import { type FakePrinter, startFakePrinter } from '../printing/test-support/fake-printer';
import {
  jobsOf,
  type PrintingFixture,
  printingFixture,
  setMainPrinter,
  staffSession,
  testPrinting,
} from '../printing/test-support/fixture';

/**
 * Courses, hold and fire (issue 29): the store's courses, a line's course copied when ordered,
 * lines held when keyed in kept off the kitchen printer and greyed on the kitchen display, and
 * Fire sending exactly those to the kitchen as a ticket marked FIRE (read back from a fake
 * network printer, as printing.test.ts does).
 */
let t: TestApp;
let db: Db;
let main: FakePrinter;
let fx: PrintingFixture;
let other: PrintingFixture;
let cashier: string;
let cook: string;
let waiter: string;
let tableId = 0;
let starter = 0;
let mainCourse = 0;

beforeAll(async () => {
  main = await startFakePrinter();
  t = await createTestApp({ jobs: printingJobs, printing: testPrinting() });
  db = t.database.db;
  fx = await printingFixture(t, 'courses');
  other = await printingFixture(t, 'courses-other');
  // The store cooks unpaid counter orders: keyed-in lines go to the kitchen at once.
  await setMainPrinter(db, fx.merchantId, main.address, { readyToProcess: true });
  cashier = await staffSession(db, fx.merchantId, 'All Access - Order');
  cook = await staffSession(db, fx.merchantId, 'All Access - Kitchen');
  waiter = await staffSession(db, fx.merchantId, 'Only Access - Ready To Serve');
  const [table] = await db
    .select()
    .from(diningTables)
    .where(eq(diningTables.token, fx.tables[0] ?? ''));
  tableId = table?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
  await main?.close();
});

const call = async (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const res = await t.call(token, { method, url, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

const printedAll = (orderId: number) =>
  vi.waitFor(
    async () => {
      const rows = await jobsOf(db, orderId);
      expect(rows.every((r) => r.status === 'printed')).toBe(true);
      return rows;
    },
    { timeout: 20_000, interval: 100 },
  );

const linesOf = (orderId: number) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);

/** The order as the kitchen display lists it. */
async function onKitchen(token: string, orderId: number) {
  const res = await t.call(token, { method: 'GET', url: '/api/admin/display_order?type=kitchen&length=100' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number; lines: Record<string, unknown>[] }[]).find(
    (o) => o.id === orderId,
  );
}

const lemak = () => ({
  food_id: fx.food.lemak,
  quantity: 1,
  options: [{ option_id: fx.option.egg }, { option_id: fx.option.hot }],
});
const teh = (quantity = 1) => ({ food_id: fx.food.teh, quantity });

describe('courses', () => {
  it('are the merchant’s own list, in serving order, named once', async () => {
    const made = await call(fx.token, 'POST', '/api/admin/course', { name: 'Main' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    mainCourse = made.body.data.id;
    const first = await call(fx.token, 'POST', '/api/admin/course', { name: 'Starter', position: 0 });
    starter = first.body.data.id;
    expect((await call(fx.token, 'POST', '/api/admin/course', { name: 'main' })).body).toMatchObject({
      code: 'validation',
      errors: { name: 'A course with this name already exists.' },
    });
    const list = await call(fx.token, 'GET', '/api/admin/course');
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['Starter', 'Main']);

    // Another merchant neither sees nor changes them.
    expect((await call(other.token, 'GET', '/api/admin/course')).body.data).toEqual([]);
    expect((await call(other.token, 'PUT', `/api/admin/course/${starter}`, { name: 'Mine' })).status).toBe(
      404,
    );
    expect((await call(other.token, 'DELETE', `/api/admin/course/${starter}`)).status).toBe(404);
    // Nor names them on its menu.
    const theirs = await call(other.token, 'PUT', `/api/admin/category/${other.drinks}`, {
      course_id: starter,
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors).toHaveProperty('course_id');

    const renamed = await call(fx.token, 'PUT', `/api/admin/course/${starter}`, { name: 'Starters' });
    expect(renamed.body.data).toMatchObject({ id: starter, name: 'Starters', position: 0 });
  });

  it('come to a line from its food, else its category, and stay as they were named', async () => {
    const [mains] = await db.select().from(foods).where(eq(foods.id, fx.food.lemak));
    const cat = await call(fx.token, 'PUT', `/api/admin/category/${mains?.categoryId}`, {
      course_id: mainCourse,
    });
    expect(cat.status, JSON.stringify(cat.body)).toBe(200);
    expect(cat.body.data.course_id).toBe(mainCourse);
    const food = await call(fx.token, 'PUT', `/api/admin/menu/${fx.food.teh}`, { course_id: starter });
    expect(food.status, JSON.stringify(food.body)).toBe(200);
    expect(food.body.data.course_id).toBe(starter);

    const keyed = await call(cashier, 'POST', '/api/admin/order', {
      table_id: tableId,
      lines: [teh(), lemak()],
    });
    expect(keyed.status, JSON.stringify(keyed.body)).toBe(201);
    const lines = await linesOf(keyed.body.data.id);
    expect(lines.map((l) => [l.name, l.courseName])).toEqual([
      ['Teh Tarik', 'Starters'],
      ['Nasi Lemak', 'Main'],
    ]);
    // A diner's order copies them too.
    const placed = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${fx.tables[0]}/orders`,
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { channel: 'counter', lines: [teh()] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await printedAll(keyed.body.data.id);
  });

  it('holds a course when keyed in: off the kitchen ticket, greyed on the display; Fire sends it marked FIRE', async () => {
    const before = main.prints.length;
    const keyed = await call(cashier, 'POST', '/api/admin/order', {
      table_id: tableId,
      lines: [teh(2), lemak()],
      hold_courses: [mainCourse],
    });
    expect(keyed.status, JSON.stringify(keyed.body)).toBe(201);
    const id = keyed.body.data.id as number;
    await printedAll(id);
    const first = await main.waitForPrint((p) => p.text.includes(`No. ${keyed.body.data.order_no}`), before);
    expect(first.text).toContain('2 x Teh Tarik');
    expect(first.text).toContain('[Starters]');
    expect(first.text).not.toContain('Nasi Lemak');
    expect(first.text).not.toContain('FIRE');

    const shown = await onKitchen(cook, id);
    expect(shown?.lines).toEqual([
      expect.objectContaining({ name: 'Teh Tarik', held: false, course_name: 'Starters' }),
      expect.objectContaining({ name: 'Nasi Lemak', held: true, fired_at: null, course_id: mainCourse }),
    ]);

    // A held line is not made before its Fire, whichever client names it.
    const early = await call(cook, 'PATCH', '/api/admin/food_status', {
      order_id: id,
      status: 'complete',
      line_ids: [shown?.lines[1]?.id],
    });
    expect(early).toMatchObject({ status: 409, body: { reason: 'line_held' } });

    const afterFirst = main.prints.length;
    const fired = await call(waiter, 'POST', `/api/admin/order/${id}/fire`, { course_id: mainCourse });
    expect(fired.status, JSON.stringify(fired.body)).toBe(200);
    expect(fired.body.message).toBe('Fired: sent to the kitchen.');
    expect(fired.body.data.lines[1]).toMatchObject({
      name: 'Nasi Lemak',
      held: false,
      fired_at: expect.any(String),
    });
    await printedAll(id);
    const ticket = await main.waitForPrint((p) => p.text.includes('FIRE'), afterFirst);
    expect(ticket.text).toContain(`No. ${keyed.body.data.order_no}`);
    expect(ticket.text).toContain('1 x Nasi Lemak');
    expect(ticket.text).toContain('[Main]');
    expect(ticket.text).not.toContain('Teh Tarik');
    expect((await jobsOf(db, id)).filter((j) => j.kind === 'kitchen')).toHaveLength(2);

    const log = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(log.filter((e) => e.kind === 'held' || e.kind === 'fired').map((e) => [e.kind, e.reason])).toEqual(
      [
        ['held', '1 × Nasi Lemak'],
        ['fired', '1 × Nasi Lemak'],
      ],
    );

    // Firing again changes nothing: 409 with the reason, in the caller's language.
    const again = await call(cook, 'POST', `/api/admin/order/${id}/fire`, { course_id: mainCourse });
    expect(again).toMatchObject({ status: 409, body: { reason: 'nothing_held' } });
    const zh = await t.call(cook, {
      method: 'POST',
      url: `/api/admin/order/${id}/fire`,
      headers: { 'accept-language': 'zh' },
      payload: {},
    });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().message).toBe('没有暂缓的菜：已经起菜，或从未暂缓。');
    expect((await jobsOf(db, id)).filter((j) => j.kind === 'kitchen')).toHaveLength(2);
  });

  it('holds a course keyed in as a round of an open bill (a store paid at the end) until it is fired', async () => {
    const store = (dine: string) =>
      call(fx.token, 'PATCH', '/api/admin/merchant/update', { type: 'store', dine_in_payment: dine });
    expect((await store('end')).status).toBe(200);
    try {
      const keyed = await call(cashier, 'POST', '/api/admin/order', {
        table_id: tableId,
        lines: [teh(), lemak()],
        hold_courses: [mainCourse],
      });
      expect(keyed.status, JSON.stringify(keyed.body)).toBe(201);
      const id = keyed.body.data.id as number;
      expect(keyed.body.data.tab).toBe(true);
      await printedAll(id);
      const shown = await onKitchen(cook, id);
      expect(shown?.lines.map((l) => [l.name, l.held])).toEqual([
        ['Teh Tarik', false],
        ['Nasi Lemak', true],
      ]);
      const fired = await call(cook, 'POST', `/api/admin/order/${id}/fire`, {});
      expect(fired.status, JSON.stringify(fired.body)).toBe(200);
      expect((await onKitchen(cook, id))?.lines.map((l) => l.held)).toEqual([false, false]);
      await call(cashier, 'PATCH', '/api/admin/toggle_order_status', { id, method: 'cash' });
    } finally {
      await store('first');
    }
  });

  it('holds single lines added to an open order, fires them by id, and the bill is paid as today', async () => {
    const keyed = await call(cashier, 'POST', '/api/admin/order', { table_id: tableId, lines: [teh()] });
    const id = keyed.body.data.id as number;
    const added = await call(cashier, 'POST', `/api/admin/order/${id}/lines`, {
      lines: [{ ...lemak(), hold: true }, teh(3)],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const lines = await linesOf(id);
    expect(lines.map((l) => l.heldAt !== null)).toEqual([false, true, false]);
    await printedAll(id);
    const held = lines[1]?.id ?? 0;
    expect(
      (await call(cashier, 'POST', `/api/admin/order/${id}/fire`, { line_ids: [lines[0]?.id] })).status,
    ).toBe(409);
    // A line of another order is not found.
    expect(
      (await call(cashier, 'POST', `/api/admin/order/${id}/fire`, { line_ids: [held + 100000] })).status,
    ).toBe(404);
    // "Complete All Food" leaves the held line for after its Fire: the ticket stays on the display.
    const done = await call(cook, 'PATCH', '/api/admin/food_status', { order_id: id, status: 'complete' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await linesOf(id)).map((l) => l.foodStatus)).toEqual(['complete', 'processing', 'complete']);
    expect((await onKitchen(cook, id))?.lines[1]).toMatchObject({ held: true });
    // Paying an order with a held line works as today; the line can still be fired after.
    const paid = await t.call(cashier, {
      method: 'PATCH',
      url: '/api/admin/toggle_order_status',
      payload: { id, status: 'paid', payment_method: 'cash' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await linesOf(id))[1]?.firedAt).toBeNull();
    const fired = await call(cashier, 'POST', `/api/admin/order/${id}/fire`, { line_ids: [held] });
    expect(fired.status, JSON.stringify(fired.body)).toBe(200);
    expect((await linesOf(id))[1]?.firedAt).not.toBeNull();
  });

  it('answers another merchant’s staff 404 and keeps the old client’s key-in as it was', async () => {
    const keyed = await call(cashier, 'POST', '/api/admin/order', {
      table_id: tableId,
      lines: [{ ...teh(), hold: true }],
    });
    const id = keyed.body.data.id as number;
    const stranger = await staffSession(db, other.merchantId, 'All Access - Kitchen');
    expect((await call(stranger, 'POST', `/api/admin/order/${id}/fire`, {})).status).toBe(404);
    expect((await call(other.token, 'POST', `/api/admin/order/${id}/fire`, {})).status).toBe(404);
    expect((await linesOf(id))[0]?.firedAt).toBeNull();

    // SPEC's client: no hold fields; nothing is held and the lines go to the kitchen.
    const old = await call(cashier, 'POST', '/api/admin/order', {
      table_id: tableId,
      lines: [teh(), lemak()],
    });
    expect(old.status).toBe(201);
    const lines = await linesOf(old.body.data.id);
    expect(lines.every((l) => l.heldAt === null && l.ticketJobId !== null)).toBe(true);
    const printed = await printedAll(old.body.data.id);
    expect(printed.filter((j) => j.kind === 'kitchen')).toHaveLength(1);
  });

  it('leaves categories and foods with no course, and lines with their name, when a course is deleted', async () => {
    const gone = await call(fx.token, 'DELETE', `/api/admin/course/${mainCourse}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const [mains] = await db.select().from(menuCategories).where(eq(menuCategories.courseId, mainCourse));
    expect(mains).toBeUndefined();
    const kept = await db.select().from(orderLines).where(eq(orderLines.courseName, 'Main'));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((l) => l.courseId === null)).toBe(true);
  });
});
