import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { orderLines, orders, ticketEvents, tickets } from '../../db/schema';
import { openShop, type Shop, send } from '../orders/admin/test-actors';
import { addAlcohol, addBuddy, placeAs, type TestBuddy } from './test-support';

let t: TestApp;
let shop: Shop;
let cashier: string;
let waiter: string;
let buddy: TestBuddy;
let beer: number;
let whisky: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'tickets');
  cashier = await shop.staff('All Access - Order');
  waiter = await shop.staff('Only Access - Ready To Serve');
  buddy = await addBuddy(t, 'Aminah');
  beer = await addAlcohol(t, shop, 'Beer Tower', 3, 30);
  whisky = await addAlcohol(t, shop, 'Whisky Bottle', 10, null);
});
afterAll(() => t?.close());

const pay = async (orderId: number) => {
  const res = await send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', { id: orderId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const ticketsOf = (orderId: number) =>
  t.database.db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.id);
const redeem = (token: string, id: number, lang = 'en') =>
  t.call(token, {
    method: 'POST',
    url: `/api/admin/ticket_detail/${id}`,
    headers: { 'accept-language': lang },
  });
const listing = (token: string, query = '', lang = 'en') =>
  t.call(token, {
    method: 'GET',
    url: `/api/admin/ticket_listing?${query}`,
    headers: { 'accept-language': lang },
  });

/** A paid order of `quantity` beer towers by the buddy (or a guest), and its one ticket. */
async function paidBeer(quantity = 1, who: string | null = buddy.token) {
  const placed = await placeAs(t, shop, who, [{ food_id: beer, quantity }], { table: 1 });
  await pay(placed.id);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
  const [ticket] = await ticketsOf(placed.id);
  if (!order || !ticket) throw new Error('no ticket');
  return { order, ticket };
}

describe('issuing tickets when an alcohol item is paid for', () => {
  it('grants balance × quantity to the buddy, valid for the item’s days from the payment', async () => {
    const order = await placeAs(t, shop, buddy.token, [
      { food_id: beer, quantity: 2 },
      { food_id: shop.fx.food.teh, quantity: 1 },
    ]);
    expect(await ticketsOf(order.id)).toEqual([]);
    await pay(order.id);
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    const list = await ticketsOf(order.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      buddyId: buddy.id,
      name: 'Beer Tower',
      total: 6,
      used: 0,
      status: 'active',
    });
    expect(list[0]?.expiresAt.getTime()).toBe((paid?.paidAt?.getTime() ?? 0) + 30 * 86_400_000);
    const events = await t.database.db
      .select()
      .from(ticketEvents)
      .where(eq(ticketEvents.ticketId, list[0]?.id ?? 0));
    expect(events).toMatchObject([{ kind: 'issued', fromStatus: null, toStatus: 'active', usedAfter: 0 }]);
  });

  it('issues a guest’s tickets without a buddy, and a year when the item names no expiry', async () => {
    const order = await placeAs(t, shop, null, [{ food_id: whisky, quantity: 1 }]);
    await pay(order.id);
    const [ticket] = await ticketsOf(order.id);
    expect(ticket).toMatchObject({ buddyId: null, total: 10 });
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(ticket?.expiresAt.getTime()).toBe((paid?.paidAt?.getTime() ?? 0) + 365 * 86_400_000);
  });
});

describe('the ticket listing', () => {
  it('says "not yet used", "N unused tickets left" and "all completed", in English and Chinese', async () => {
    const { order, ticket } = await paidBeer();
    const row = async (lang = 'en') => {
      const res = await listing(cashier, `search=${order.receiptNo}`, lang);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.find((x: { id: number }) => x.id === ticket.id);
    };
    expect(await row()).toMatchObject({
      name: 'Beer Tower',
      order_id: order.id,
      order_no: order.orderNo,
      receipt_no: expect.stringMatching(/^T-/),
      total: 3,
      used: 0,
      left: 3,
      status: 'active',
      status_text: 'not yet used',
      buddy: { id: buddy.id, first_name: 'Aminah' },
    });
    expect((await row('zh')).status_text).toBe('尚未使用');

    const one = await redeem(waiter, ticket.id);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      message: '1 ticket redeemed: 2 left.',
      data: { used: 1, left: 2, status: 'active', status_text: '2 unused tickets left' },
    });
    expect((await row('zh')).status_text).toBe('剩余 2 张未使用');
    expect((await redeem(cashier, ticket.id, 'zh')).json().message).toBe('已兑换 1 张：剩余 1 张。');

    const last = await redeem(cashier, ticket.id);
    expect(last.json()).toMatchObject({
      message: 'All tickets completed.',
      data: { used: 3, left: 0, status: 'completed', status_text: 'all completed' },
    });
    expect((await row('zh')).status_text).toBe('已全部使用');
    const events = await t.database.db
      .select()
      .from(ticketEvents)
      .where(eq(ticketEvents.ticketId, ticket.id))
      .orderBy(ticketEvents.id);
    expect(events.map((e) => [e.kind, e.toStatus, e.usedAfter])).toEqual([
      ['issued', 'active', 0],
      ['redeem', 'active', 1],
      ['redeem', 'active', 2],
      ['redeem', 'completed', 3],
    ]);

    const more = await redeem(cashier, ticket.id);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      reason: 'ticket_completed',
      message: 'All tickets completed: none is left to redeem.',
    });
    expect((await ticketsOf(order.id))[0]?.used).toBe(3);
  });

  it('finds tickets by item, order number, receipt number or phone, and by status', async () => {
    const { order, ticket } = await paidBeer();
    const ids = async (query: string) =>
      (await listing(cashier, query)).json().data.map((x: { id: number }) => x.id) as number[];
    expect(await ids(`search=${order.receiptNo}`)).toEqual([ticket.id]);
    expect(await ids(`search=${encodeURIComponent(`No. ${order.orderNo}`)}`)).toContain(ticket.id);
    // The phone as people type it: 012-345 6789 finds +60123456789.
    const local = `0${buddy.phone.slice(3, 5)}-${buddy.phone.slice(5, 8)} ${buddy.phone.slice(8)}`;
    expect(await ids(`search=${encodeURIComponent(local)}`)).toContain(ticket.id);
    expect(await ids('search=whisky')).not.toContain(ticket.id);
    expect(await ids('search=beer%20tower')).toContain(ticket.id);
    expect(await ids('status=active')).toContain(ticket.id);
    expect(await ids('status=completed')).not.toContain(ticket.id);
    const page = (await listing(cashier, 'length=1&status=active')).json();
    expect(page.data).toHaveLength(1);
    expect(page.recordsFiltered).toBeGreaterThan(1);
    expect(page.recordsTotal).toBeGreaterThanOrEqual(page.recordsFiltered);
    // Newest first.
    expect(page.data[0].id).toBe(Math.max(...(await ids('status=active&length=100'))));
  });

  it('masks buddies’ phones for staff, not for the merchant', async () => {
    const { order } = await paidBeer();
    const phoneFor = async (token: string) =>
      (await listing(token, `search=${order.receiptNo}`)).json().data[0].buddy.phone_number;
    expect(await phoneFor(cashier)).toBe(`${buddy.phone.slice(0, 5)}***${buddy.phone.slice(-4)}`);
    expect(await phoneFor(shop.owner)).toBe(buddy.phone);
  });

  it('keeps each merchant to its own tickets; admins see all or one merchant’s', async () => {
    const { ticket } = await paidBeer();
    const merchant = await t.token('merchant');
    expect((await redeem(merchant, ticket.id)).statusCode).toBe(404);
    const theirs = await listing(merchant, 'length=100');
    expect(theirs.json().data.map((x: { id: number }) => x.id)).not.toContain(ticket.id);
    expect((await listing(merchant, `merchant_id=${shop.fx.merchantId}`)).statusCode).toBe(404);
    const admin = await t.token('admin');
    const all = await listing(admin, 'length=5');
    expect(all.json().data.map((x: { id: number }) => x.id)).toContain(ticket.id);
    const mine = await listing(admin, `merchant_id=${shop.fx.merchantId}&length=100`);
    expect(mine.json().recordsTotal).toBe(
      (await t.database.db.select().from(tickets).where(eq(tickets.merchantId, shop.fx.merchantId))).length,
    );
    const cook = await shop.staff('All Access - Kitchen');
    expect((await listing(cook)).statusCode).toBe(403);
    expect((await redeem(buddy.token, ticket.id)).statusCode).toBe(403);
  });
});

describe('redeeming', () => {
  it('refuses an expired ticket with its date, and shows it expired from then on', async () => {
    const { ticket } = await paidBeer();
    await redeem(cashier, ticket.id);
    const past = new Date(Date.parse('2025-01-31T20:00:00+08:00'));
    await t.database.db.update(tickets).set({ expiresAt: past }).where(eq(tickets.id, ticket.id));
    const shown = (await listing(cashier, 'status=expired&length=100')).json().data;
    expect(shown.find((x: { id: number }) => x.id === ticket.id)).toMatchObject({
      status: 'expired',
      status_text: 'expired',
      used: 1,
      left: 0,
    });
    const res = await redeem(cashier, ticket.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reason: 'ticket_expired',
      message: 'This ticket expired on 31/01/2025: it can no longer be redeemed.',
    });
    const [now] = await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(now).toMatchObject({ status: 'expired', used: 1 });
    const again = await redeem(cashier, ticket.id, 'zh');
    expect(again.json().message).toBe('此酒票已于 31/01/2025 过期，无法再兑换。');
    expect(
      (await listing(cashier, 'status=active&length=100')).json().data.map((x: { id: number }) => x.id),
    ).not.toContain(ticket.id);
  });

  it('redeems the last glass once when two staff tap it at the same moment', async () => {
    const { ticket } = await paidBeer();
    await redeem(cashier, ticket.id);
    await redeem(cashier, ticket.id);
    const both = await Promise.all([redeem(cashier, ticket.id), redeem(waiter, ticket.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [now] = await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(now).toMatchObject({ used: 3, status: 'completed' });
    const redeemed = await t.database.db
      .select()
      .from(ticketEvents)
      .where(and(eq(ticketEvents.ticketId, ticket.id), eq(ticketEvents.kind, 'redeem')));
    expect(redeemed).toHaveLength(3);
  });

  it('voids the tickets of a refunded line, and refuses them after', async () => {
    const order = await placeAs(t, shop, buddy.token, [
      { food_id: beer, quantity: 1 },
      { food_id: whisky, quantity: 1 },
    ]);
    await pay(order.id);
    const [beerTicket, whiskyTicket] = await ticketsOf(order.id);
    await redeem(cashier, beerTicket?.id ?? 0);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const beerLine = lines.find((l) => l.foodId === beer);
    const res = await send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', {
      id: order.id,
      action: 'refund',
      reason: 'Flat beer',
      line_ids: [beerLine?.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [voided, kept] = await ticketsOf(order.id);
    expect(voided).toMatchObject({ status: 'void', used: 1 });
    expect(kept).toMatchObject({ id: whiskyTicket?.id, status: 'active' });
    const [event] = await t.database.db
      .select()
      .from(ticketEvents)
      .where(and(eq(ticketEvents.ticketId, voided?.id ?? 0), eq(ticketEvents.kind, 'void')));
    expect(event).toMatchObject({ fromStatus: 'active', toStatus: 'void', usedAfter: 1 });
    expect(event?.reason).toMatch(/Flat beer \(2 unused\)$/);

    const refused = await redeem(cashier, voided?.id ?? 0);
    expect(refused.json()).toMatchObject({ reason: 'ticket_void' });
    expect(refused.statusCode).toBe(409);
    const row = (await listing(cashier, 'search=beer&status=void', 'zh')).json().data;
    expect(row.find((x: { id: number }) => x.id === voided?.id)).toMatchObject({
      status_text: '已作废',
      left: 0,
    });
  });
});

describe('the buddy’s own tickets', () => {
  it('lists only theirs, newest first, with the store and what is left', async () => {
    const { ticket } = await paidBeer(2);
    await redeem(cashier, ticket.id);
    await paidBeer(1, null);
    const res = await t.call(buddy.token, { method: 'GET', url: '/api/public/me/tickets?length=100' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    const mine = await t.database.db.select().from(tickets).where(eq(tickets.buddyId, buddy.id));
    expect(page.recordsTotal).toBe(mine.length);
    expect(page.data.map((x: { id: number }) => x.id)).toEqual(mine.map((x) => x.id).sort((a, b) => b - a));
    expect(page.data[0]).toMatchObject({
      id: ticket.id,
      total: 6,
      used: 1,
      left: 5,
      status_text: '5 unused tickets left',
      store: { display_name: 'Kedai tickets' },
    });
    expect(page.data[0]).not.toHaveProperty('buddy');
    const other = await addBuddy(t, 'Other');
    const none = await t.call(other.token, { method: 'GET', url: '/api/public/me/tickets' });
    expect(none.json()).toEqual({ data: [], recordsTotal: 0, recordsFiltered: 0 });
    expect((await t.call(cashier, { method: 'GET', url: '/api/public/me/tickets' })).statusCode).toBe(403);
  });
});
