import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { moveFood } from '../food';
import { markPaid } from '../service';
import { createBoardStreams } from './stream';
import { openBoard } from './test-sse';
import { type BoardMerchant, boardMerchant, place } from './test-world';

let t: TestApp;
let a: BoardMerchant;
let b: BoardMerchant;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await boardMerchant(t, 'stream-a');
  b = await boardMerchant(t, 'stream-b');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/admin/display_order/events`;
});
afterAll(() => t?.close());

const db = () => t.database.db;

describe('a board, live (Server-Sent Events)', () => {
  it('tells the kitchen when an order is paid (in view) and when its food is done (out of view)', async () => {
    const kitchen = openBoard(`${base}?type=kitchen`, a.kitchen);
    const res = await kitchen.opened;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    await kitchen.next((e) => e.event === 'resync');

    const order = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 2 }]);
    let seen = kitchen.events.length;
    await markPaid(t.ctx(), order.id, { via: 'counter', method: 'cash' });
    const paid = await kitchen.order(
      (e) => e.order.id === order.id && e.order.payment_status === 'paid',
      seen,
    );
    expect(paid).toMatchObject({ in_view: true, order: { payment_status: 'paid', status: 'processing' } });
    expect(paid.order.lines.map((l) => l.name)).toEqual(['Teh Tarik']);

    seen = kitchen.events.length;
    await moveFood(db(), order.id, 'complete', {});
    const done = await kitchen.order((e) => e.order.id === order.id && e.order.status === 'complete', seen);
    expect(done).toMatchObject({ in_view: false, order: { status: 'complete' } });
    kitchen.close();
  });

  it("never sends a merchant another merchant's order; the admin's every-merchant board gets both", async () => {
    const mine = openBoard(`${base}?type=order`, a.cashier);
    const everyone = openBoard(base, await t.token('admin'));
    await mine.next((e) => e.event === 'resync');
    await everyone.next((e) => e.event === 'resync');
    const theirs = await place(t, b, [{ food_id: b.fx.food.teh, quantity: 1 }]);
    const own = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 1 }]);
    await markPaid(t.ctx(), theirs.id, { via: 'counter', method: 'cash' });
    await everyone.order((e) => e.order.id === theirs.id);
    // Placing is announced: a counter order waits on the cashier's board before it is paid.
    expect(await mine.order((e) => e.order.id === own.id)).toMatchObject({
      in_view: true,
      order: { payment_status: 'unpaid' },
    });
    await markPaid(t.ctx(), own.id, { via: 'counter', method: 'cash' });
    const paid = await mine.order((e) => e.order.id === own.id && e.order.payment_status === 'paid');
    expect(paid.in_view).toBe(true);
    await everyone.order((e) => e.order.id === own.id);
    // B's change was committed and announced before A's: had it been sent here, it would be here.
    expect(mine.boardEvents().filter((e) => e.order.merchant_id !== a.id)).toEqual([]);
    mine.close();
    everyone.close();
  });

  it("gives a station's board only its own lines", async () => {
    const bar = openBoard(`${base}?type=kitchen&station=${a.drinks}`, a.kitchen);
    await bar.next((e) => e.event === 'resync');
    const order = await place(t, a, [
      { food_id: a.fx.food.lemak, quantity: 1, options: [{ option_id: a.fx.option.mild }] },
      { food_id: a.fx.food.teh, quantity: 1 },
    ]);
    await markPaid(t.ctx(), order.id, { via: 'counter', method: 'cash' });
    const e = await bar.order((x) => x.order.id === order.id && x.in_view);
    expect(e.order.lines.map((l) => [l.name, l.station_id])).toEqual([['Teh Tarik', a.drinks]]);
    bar.close();
  });

  it('refuses a board the caller may not see (JSON), and a caller that is no event-stream client', async () => {
    const call = (token: string, url: string, accept = 'text/event-stream') =>
      t.call(token, { method: 'GET', url, headers: { accept } });
    const path = '/api/admin/display_order/events';
    expect((await call(a.kitchen, `${path}?type=order`)).statusCode).toBe(403);
    expect((await call(a.cashier, `${path}?type=kitchen`)).statusCode).toBe(403);
    expect((await call(a.owner, `${path}?merchant_id=${b.id}`)).statusCode).toBe(404);
    const plain = await call(a.cashier, path, 'application/json');
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ code: 'validation' });
  });

  it('reads an order once for a burst of its changes, shared by every board', async () => {
    let notify: ((payload: string) => void) | undefined;
    const streams = createBoardStreams(
      {
        db: db(),
        listen: async (_channel, onMessage) => {
          notify = onMessage;
          return async () => {};
        },
      },
      t.app.log,
      { heartbeatMs: 50, maxStreamsPerUser: 1 },
    );
    await streams.listen();
    const order = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 1 }]);
    const server: Server = createServer((req, res) =>
      streams.open({ type: req.url === '/kitchen' ? 'kitchen' : 'order', merchantId: a.id }, res),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const cashier = openBoard(`${url}/order`, 'x');
    const kitchen = openBoard(`${url}/kitchen`, 'x');
    await cashier.next((e) => e.event === 'resync');
    await kitchen.next((e) => e.event === 'resync');
    for (let i = 0; i < 5; i++) notify?.(`${a.id}:${order.id}`);
    // A merchant no board here watches: nothing is read.
    notify?.(`${b.id}:${order.id}`);
    expect((await cashier.order((e) => e.order.id === order.id)).in_view).toBe(true);
    expect((await kitchen.order((e) => e.order.id === order.id)).in_view).toBe(false);
    expect(streams.stats()).toMatchObject({ merchants: 1, streams: 2, readsDone: 1 });
    expect(cashier.boardEvents()).toHaveLength(1);
    await cashier.next((e) => e.comment === 'heartbeat');
    // One open board per user here: a second is refused until the first ends.
    const release = streams.admit(a.cashierId);
    expect(() => streams.admit(a.cashierId)).toThrow();
    release();
    streams.admit(a.cashierId)();
    await streams.close();
    await expect(cashier.next(() => false)).rejects.toThrow('stream ended');
    expect(streams.stats()).toMatchObject({ merchants: 0, streams: 0 });
    await new Promise((resolve) => server.close(resolve));
  });

  it('ends a board at the next heartbeat once its user may no longer watch it (signed out, deactivated)', async () => {
    const streams = createBoardStreams({ db: db(), listen: async () => async () => {} }, t.app.log, {
      heartbeatMs: 50,
    });
    await streams.listen();
    let signedIn = true;
    const server: Server = createServer((_req, res) =>
      streams.open({ type: 'order', merchantId: a.id }, res, undefined, async () => signedIn),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const board = openBoard(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, 'x');
    await board.next((e) => e.event === 'resync');
    // Still allowed: the heartbeats go on.
    await board.next((e) => e.comment === 'heartbeat');
    await board.next((e) => e.comment === 'heartbeat', board.events.length);
    signedIn = false;
    await expect(board.next(() => false, board.events.length)).rejects.toThrow('stream ended');
    expect(streams.stats()).toMatchObject({ streams: 0 });
    await streams.close();
    await new Promise((resolve) => server.close(resolve));
  });
});
