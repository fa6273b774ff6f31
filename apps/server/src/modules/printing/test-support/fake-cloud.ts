import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cloudPaths, duplicateTradeCode } from '../drivers/cloud';
import { type ReadReceipt, readEscPos } from './escpos-reader';

/**
 * The printer vendor's cloud API for tests (Sunmi's shape, drivers/cloud.ts): an HTTP server on
 * 127.0.0.1 that checks each request's signature, knows some printers by serial number, prints a
 * `pushContent` once per `trade_no` (a repeat is answered "already there"), and can lose its
 * answer after printing, as a dropped connection would.
 */
export interface FakeCloud {
  url: string;
  appId: string;
  appKey: string;
  /** Serial number → whether the printer is online. */
  printers: Map<string, boolean>;
  prints: { serial: string; tradeNo: string; receipt: ReadReceipt }[];
  /** How many print requests came, repeats included. */
  pushes: number;
  /** The next print request is printed, then its connection dropped before any answer. */
  loseNextAnswer(): void;
  close(): Promise<void>;
}

const answer = (res: ServerResponse, body: object) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startFakeCloud(): Promise<FakeCloud> {
  const appId = 'meja-test-app';
  const appKey = 'fake-cloud-app-key-0123456789';
  const printers = new Map<string, boolean>();
  const prints: FakeCloud['prints'] = [];
  let loseNext = false;
  const state = { pushes: 0 };

  const signed = (req: IncomingMessage, body: string) => {
    const h = (name: string) => String(req.headers[name.toLowerCase()] ?? '');
    const expected = createHmac('sha256', appKey)
      .update(body + h('Sunmi-Appid') + h('Sunmi-Timestamp') + h('Sunmi-Nonce'))
      .digest();
    const given = Buffer.from(h('Sunmi-Sign'), 'hex');
    return h('Sunmi-Appid') === appId && given.length === expected.length && timingSafeEqual(given, expected);
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (req.method !== 'POST' || !signed(req, raw)) return answer(res, { code: 40_001, msg: 'sign error' });
    const body = JSON.parse(raw) as { sn?: string; trade_no?: string; content?: string };
    const serial = body.sn ?? '';
    if (req.url === cloudPaths.status) {
      const list = printers.has(serial) ? [{ sn: serial, is_online: printers.get(serial) ? 1 : 0 }] : [];
      return answer(res, { code: 1, msg: '', data: { list } });
    }
    if (req.url !== cloudPaths.print) return answer(res, { code: 40_004, msg: 'no such api' });
    state.pushes += 1;
    if (!printers.has(serial)) return answer(res, { code: 40_010, msg: 'device not found' });
    if (!printers.get(serial)) return answer(res, { code: 40_011, msg: 'device offline' });
    const tradeNo = body.trade_no ?? '';
    if (prints.some((p) => p.tradeNo === tradeNo))
      return answer(res, { code: duplicateTradeCode, msg: 'trade_no already exists' });
    prints.push({ serial, tradeNo, receipt: readEscPos(Buffer.from(body.content ?? '', 'hex')) });
    if (loseNext) {
      loseNext = false;
      req.socket.destroy();
      return;
    }
    answer(res, { code: 1, msg: 'success', data: null });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    appId,
    appKey,
    printers,
    prints,
    get pushes() {
      return state.pushes;
    },
    loseNextAnswer: () => {
      loseNext = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
